import Testing
@testable import DarkscreenCore
@testable import DarkscreenPlatform
@testable import DarkscreenTools

@Suite struct WindowsTerminalImporterTests {
    static let keys = [
        "black", "red", "green", "yellow", "blue", "purple", "cyan", "white",
        "brightBlack", "brightRed", "brightGreen", "brightYellow", "brightBlue", "brightPurple", "brightCyan", "brightWhite"
    ]

    static func scheme(_ name: String, background: String = "#0C0C0C") -> String {
        "{\"name\": \"\(name)\", \"background\": \"\(background)\", \"foreground\": \"#CCCCCC\", \"cursorColor\": \"#FFFFFF\", "
            + "\"selectionBackground\": \"#264F78\", "
            + keys.enumerated().map { "\"\($0.element)\": \"#\(hex6(greys[$0.offset]))\"" }.joined(separator: ", ") + "}"
    }

    @Test("one scheme object: every key")
    func one() throws {
        let scheme = try #require(try importSchemes(Self.scheme("Campbell"), file: "/t/campbell.json").get().first)
        #expect(scheme.format == .wt && scheme.name == "Campbell")
        #expect(scheme.background == RGB(0x0C0C0C) && scheme.foreground == RGB(0xCCCCCC) && scheme.cursor == RGB(0xFFFFFF))
        #expect(scheme.selectionBackground == RGB(0x264F78) && scheme.palette == greys)
    }

    @Test("a settings fragment with several schemes, and a list of them")
    func many() throws {
        let fragment = "{\"schemes\": [\(Self.scheme("One")), \(Self.scheme("Two"))]}"
        #expect(try importSchemes(fragment, file: "/t/s.json").get().map(\.name) == ["One", "Two"])
        #expect(try importSchemes("[\(Self.scheme("A"))]", file: "/t/l.json").get().map(\.name) == ["A"])
    }

    @Test("errors with line:column and key path: syntax, a bad colour, a non-string, no foreground")
    func errors() {
        #expect(importErrors("{\"name\": \"x\",, }", file: "/t/a.json").first?.hasPrefix("/t/a.json:1:14:") == true)
        let bad = "{\"schemes\": [\n\(Self.scheme("B", background: "#12"))]}"
        #expect(importErrors(bad, file: "/t/b.json") == ["/t/b.json:2:1: field schemes[0].background: \"#12\" is not a colour (expected #RRGGBB)"])
        let number = "{\"name\": \"N\", \"background\": 3, \"foreground\": \"#FFFFFF\"}"
        #expect(importErrors(number, file: "/t/n.json").first?.contains("field background: expected a colour string, found a number") == true)
        #expect(importErrors("{\"name\": \"F\", \"background\": \"#000000\"}", file: "/t/f.json").first?.contains("no foreground colour") == true)
    }
}
