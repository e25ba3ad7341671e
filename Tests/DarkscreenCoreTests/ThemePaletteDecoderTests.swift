import Testing
@testable import DarkscreenCore
@testable import DarkscreenPlatform
@testable import DarkscreenTools

/// themes.json's optional `palette`, `cursor` and `metadata` fields.
@Suite struct ThemePaletteDecoderTests {
    func decode(_ extra: String) throws(ThemeFileError) -> Theme? {
        let text = ##"{"themes": [{"name": "A", "colors": {"background": "#000000", "primary": "#FFCC00", "secondary": "#FF9500"}"## + extra + "}]}"
        return try ThemeDecoder.decode(Array(text.utf8), file: "t.json").first
    }

    func errors(_ extra: String) -> [String] {
        do {
            _ = try decode(extra)
            return []
        } catch {
            return error.diagnostics.map(\.description)
        }
    }

    static let sixteen = (0..<16).map { "\"#0000\(String($0, radix: 16, uppercase: true).count == 1 ? "0" : "")\(String($0, radix: 16, uppercase: true))\"" }

    @Test("a theme without palette or cursor has neither; its metadata names the file and format")
    func absent() throws {
        let theme = try #require(try decode(""))
        #expect(theme.palette == nil && theme.cursor == nil)
        #expect(theme.metadata.sourceFile == "t.json" && theme.metadata.sourceFormat == "darkscreen")
        #expect(theme.metadata.author == nil)
    }

    @Test("16 colours, fixed and dynamic, and a derived cursor decode in order")
    func palette() throws {
        var entries = Self.sixteen
        entries[4] = ##"{"light": "#0000AA", "dark": "#5555FF"}"##
        let theme = try #require(try decode(##", "palette": [\##(entries.joined(separator: ","))], "cursor": {"from": "secondary", "darken": 0}"##))
        let palette = try #require(theme.palette)
        #expect(palette.count == 16)
        #expect(palette[0] == DynamicColor(RGB(0x000000)))
        #expect(palette[15] == DynamicColor(RGB(0x00000F)))
        #expect(palette[4] == DynamicColor(light: RGB(0x0000AA), dark: RGB(0x5555FF)))
        #expect(theme.cursor == DynamicColor(RGB(0xFF9500)))
        #expect(theme.isDynamic)
    }

    @Test("a palette of the wrong length is an error naming the field and count")
    func wrongLength() {
        let messages = errors(##", "palette": [\##(Self.sixteen.dropLast().joined(separator: ","))]"##)
        #expect(messages.count == 1)
        #expect(messages.first?.contains("theme \"A\", field palette: the palette has 15 colours; it needs exactly 16") == true)
        #expect(messages.first?.hasPrefix("t.json:1:") == true)
    }

    @Test("a bad palette entry names its index; a bad cursor names the field")
    func badEntries() {
        var entries = Self.sixteen
        entries[9] = "\"#12\""
        let messages = errors(##", "palette": [\##(entries.joined(separator: ","))], "cursor": 7"##)
        #expect(messages.count == 2)
        #expect(messages.contains { $0.contains("field palette[9]: \"#12\" is not a colour") })
        #expect(messages.contains { $0.contains("field cursor: expected a colour, found a number") })
    }

    @Test("a palette that is not a list is an error")
    func notAList() {
        #expect(errors(##", "palette": "#000000""##).first?.contains("field palette: expected a list of 16 colours, found a string") == true)
    }

    @Test("metadata strings are kept; unknown keys and non-strings are errors, escaped")
    func metadata() throws {
        let theme = try #require(try decode(##", "metadata": {"author": "Ethan", "license": "MIT", "upstream": "https://x", "description": "calm"}"##))
        #expect(theme.metadata.author == "Ethan" && theme.metadata.license == "MIT")
        #expect(theme.metadata.upstream == "https://x" && theme.metadata.description == "calm")
        let messages = errors(##", "metadata": {"auth\u001Bor": "x", "license": 3}"##)
        #expect(messages.count == 2)
        #expect(messages.contains { $0.contains("field metadata.auth\\x1Bor: unknown field") })
        #expect(messages.contains { $0.contains("field metadata.license: expected a string, found a number") })
    }

    @Test("every shipped theme has a 16-colour palette and a cursor")
    func shipped() throws {
        let bytes = try FileSystem.readBytes(at: #filePath.deletingLastPathComponent.deletingLastPathComponent.deletingLastPathComponent + "/themes.json")
        let themes = try ThemeDecoder.decode(bytes, file: "themes.json")
        #expect(themes.count == 6)
        for theme in themes {
            #expect(theme.palette?.count == 16, "\(theme.name)")
            #expect(theme.cursor != nil, "\(theme.name)")
        }
        // The palettes differ: each theme has its own.
        #expect(Set(themes.compactMap(\.palette)).count == themes.count)
    }
}
