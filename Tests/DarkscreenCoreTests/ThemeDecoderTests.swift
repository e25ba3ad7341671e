import Testing
@testable import DarkscreenCore
@testable import DarkscreenPlatform
@testable import DarkscreenTools

@Suite struct ThemeDecoderTests {
    func decode(_ text: String) throws(ThemeFileError) -> [Theme] {
        try ThemeDecoder.decode(Array(text.utf8), file: "t.json")
    }

    func errors(_ text: String) -> [String] {
        do {
            _ = try decode(text)
            return []
        } catch {
            return error.diagnostics.map(\.description)
        }
    }

    let minimal =
        ##"{"themes": [{"name": "A", "statusLine": "lightContent", "colors": {"background": "#000000", "primary": "#FFCC00", "secondary": "#FF9500"}}]}"##

    @Test("a minimal theme decodes with defaults for the optional roles")
    func minimalTheme() throws {
        let theme = try #require(try decode(minimal).first)
        #expect(theme.name == "A")
        #expect(theme.statusLine == .lightContent)
        #expect(theme.colors[.background] == DynamicColor(RGB(0x000000)))
        #expect(theme.colors[.statusBackground] == theme.colors[.background])
        #expect(theme.colors[.separator] == DynamicColor(RGB(0xFFCC00)).darkened(by: 0.5))
        #expect(theme.colors[.selection] == theme.colors[.secondary])
    }

    @Test("a derived colour of a dynamic colour resolves correctly in both appearances")
    func derivedOfDynamic() throws {
        let text =
            ##"{"themes": [{"name": "Auto", "colors": {"background": {"light": "#FFFFFF", "dark": "#000000"}, "primary": "label", "secondary": {"light": "#007AFF", "dark": "#0A84FF"}, "separator": {"from": "secondary", "darken": 0.2}, "selection": {"from": "separator", "lighten": 0.1}}}]}"##
        let theme = try #require(try decode(text).first)
        let light = theme.colors.resolved(for: .light), dark = theme.colors.resolved(for: .dark)
        #expect(light.separator == RGB(0x007AFF).darkened(by: 0.2))
        #expect(dark.separator == RGB(0x0A84FF).darkened(by: 0.2))
        #expect(light.selection == RGB(0x007AFF).darkened(by: 0.2).lightened(by: 0.1))
        #expect(dark.selection == RGB(0x0A84FF).darkened(by: 0.2).lightened(by: 0.1))
        #expect(light.primary == RGB(0x000000) && dark.primary == RGB(0xFFFFFF))
    }

    @Test("syntax errors give line:column")
    func syntax() {
        let messages = errors("{\"themes\": [\n  {\"name\": \"A\",, }\n]}")
        #expect(messages.count == 1)
        #expect(messages.first?.hasPrefix("t.json:2:16:") == true)
    }

    @Test(
        "bad values name the theme, the field and the position",
        arguments: [
            (##"{"themes": [{"name": "A", "colors": {"background": "#GG0000", "primary": "#fff", "secondary": "#000"}}]}"##, "field colors.background"),
            (##"{"themes": [{"name": "A", "colors": {"background": "#12345", "primary": "#fff", "secondary": "#000"}}]}"##, "\"#12345\" is not a colour"),
            (##"{"themes": [{"name": "A", "colors": {"background": "red", "primary": "#fff", "secondary": "#000"}}]}"##, "\"red\" is not a colour"),
            (##"{"themes": [{"name": "A", "colors": {"background": "#000", "primary": "#fff"}}]}"##, "missing required role \"secondary\""),
            (
                ##"{"themes": [{"name": "A", "statusLine": "purple", "colors": {"background": "#000", "primary": "#fff", "secondary": "#000"}}]}"##,
                "field statusLine"
            ),
            (
                ##"{"themes": [{"name": "A", "colors": {"background": "#000", "primary": "#fff", "secondary": "#000", "separator": {"from": "primary", "darken": 1.5}}}]}"##,
                "out of range"
            ),
            (
                ##"{"themes": [{"name": "A", "colors": {"background": "#000", "primary": "#fff", "secondary": "#000", "separator": {"from": "selection", "darken": 0.1}, "selection": {"from": "separator", "lighten": 0.1}}}]}"##,
                "cycle"
            ),
            (
                ##"{"themes": [{"name": "A", "colors": {"background": "#000", "primary": "#fff", "secondary": "#000", "separator": {"from": "nope", "darken": 0.1}}}]}"##,
                "\"nope\" is not a role"
            ),
            (##"{"themes": [{"name": "A", "colors": {"background": "#000", "primary": "#fff", "secondary": "#000", "glow": "#fff"}}]}"##, "unknown role"),
            (##"{"themes": []}"##, "empty"),
            (##"[1, 2]"##, "expected an object"),
            (
                ##"{"themes": [{"name": "A", "colors": {"background": "#000", "primary": "#fff", "secondary": "#000"}}, {"name": "a", "colors": {"background": "#000", "primary": "#fff", "secondary": "#000"}}]}"##,
                "duplicate theme name"
            )
        ])
    func badValues(text: String, expected: String) {
        let messages = errors(text)
        #expect(!messages.isEmpty)
        #expect(messages.contains { $0.contains(expected) && $0.hasPrefix("t.json:1:") }, "\(messages)")
    }

    @Test("control characters in names and values are shown escaped, never raw")
    func escapesControlCharacters() {
        let messages = errors(
            ##"{"themes": [{"name": "Evil\u001b[2J", "colors": {"background": "\u001b]0;x\u0007", "primary": "#fff", "secondary": "#000"}}]}"##)
        #expect(!messages.isEmpty)
        for message in messages {
            #expect(!message.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F })
            #expect(message.contains("\\x1B"))
        }
    }

    @Test("the shipped themes.json decodes, in the documented order")
    func shippedThemes() throws {
        let path = #filePath.split(separator: "/").dropLast(3).joined(separator: "/")
        let themes = try ThemeSource.load(path: "/" + path + "/themes.json")
        #expect(themes.map(\.name) == ["Automatic", "Dark", "Light", "80s", "90s", "Outrun"])
        #expect(themes[0].colors[.background].isDynamic)
        #expect(themes[0].colors[.separator].isDynamic)
        #expect(themes[0].colors[.selection].isDynamic)
    }
}
