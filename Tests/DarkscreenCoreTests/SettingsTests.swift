import Testing
@testable import DarkscreenCore
@testable import DarkscreenPlatform
@testable import DarkscreenTools

@Suite struct SettingsTests {
    func parse(_ text: String) throws(SettingsFileError) -> Settings {
        try Settings.parse(Array(text.utf8))
    }

    @Test("keys darkscreen does not know survive a change, in their place and order")
    func unknownKeysKept() throws {
        var settings = try parse(#"{"editor": {"font": "Menlo", "size": 12}, "theme": "Dark", "zeta": [1, true, null]}"#)
        settings.themeName = "Outrun"
        settings.splitRatio = "1/2"
        let written = try parse(settings.encoded)
        #expect(written.members.map(\.key) == ["editor", "theme", "zeta", "splitRatio"])
        #expect(written.themeName == "Outrun")
        #expect(written.splitRatio == "1/2")
        #expect(written[.theme] == .string("Outrun"))
        let original = try parse(#"{"editor": {"font": "Menlo", "size": 12}, "zeta": [1, true, null]}"#)
        #expect(written.members.first?.node.value.withoutPositions == original.members.first?.node.value.withoutPositions)
        #expect(written.members[2].node.value.withoutPositions == original.members[1].node.value.withoutPositions)
    }

    @Test("every field reads back what was written")
    func roundTrip() throws {
        var settings = Settings()
        settings.themeName = "80s"
        settings.appearance = .light
        settings.splitRatio = "2/3"
        settings.listOnRight = true
        let read = try parse(settings.encoded)
        #expect(read.themeName == "80s")
        #expect(read.appearance == .light)
        #expect(read.splitRatio == "2/3")
        #expect(read.listOnRight)
        #expect(settings.encoded.hasSuffix("}\n"))
    }

    @Test("a field of the wrong type reads as the default but is kept until set")
    func wrongTypes() throws {
        let settings = try parse(#"{"theme": 42, "appearance": "purple", "listOnRight": "yes"}"#)
        #expect(settings.themeName == nil)
        #expect(settings.appearance == .auto)
        #expect(settings.listOnRight == false)
        #expect(try parse(settings.encoded)[.theme] == .number(42))
    }

    @Test(
        "a settings file that is not a JSON object is refused with where and what",
        arguments: [("{\"theme\": ", "1:11"), ("[1, 2]", nil), ("", "1:1"), ("{\"theme\": \"Dark\",}", "1:18")] as [(String, String?)])
    func refused(text: String, position: String?) {
        #expect(throws: SettingsFileError.self) { try parse(text) }
        do {
            _ = try parse(text)
        } catch {
            if let position { #expect(error.description.contains(position), "\(error)") }
        }
    }
}

extension JSONValue {
    /// The value with every position reset, to compare content only.
    var withoutPositions: JSONValue {
        switch self {
        case .array(let nodes): .array(nodes.map { JSONNode($0.value.withoutPositions) })
        case .object(let members): .object(members.map { JSONMember(key: $0.key, node: JSONNode($0.node.value.withoutPositions)) })
        default: self
        }
    }
}
