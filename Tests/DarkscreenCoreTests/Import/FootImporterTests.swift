import Testing
@testable import DarkscreenCore
@testable import DarkscreenPlatform
@testable import DarkscreenTools

@Suite struct FootImporterTests {
    static func colors(_ section: String, background: String, foreground: String) -> String {
        "[\(section)]\nbackground=\(background)\nforeground=\(foreground)  # fg\n"
            + (0..<8).map { "regular\($0)=\(hex6(greys[$0]))\nbright\($0)=\(hex6(greys[$0 + 8]))" }.joined(separator: "\n") + "\n"
    }

    @Test("[colors], [cursor] color, inline comments and the title comment")
    func reads() throws {
        let text =
            "# Solarized dark\n\n[cursor]\ncolor= 002b36 93a1a1\n\n" + Self.colors("colors", background: "002b36", foreground: "839496")
            + "selection-background=073642\n"
        let scheme = try #require(try importSchemes(text, file: "/t/solarized-dark").get().first)
        #expect(scheme.format == .foot && scheme.name == "solarized-dark")
        #expect(scheme.background == RGB(0x002B36) && scheme.foreground == RGB(0x839496))
        #expect(scheme.cursorText == RGB(0x002B36) && scheme.cursor == RGB(0x93A1A1))
        #expect(scheme.selectionBackground == RGB(0x073642))
        #expect(scheme.palette == greys)
        #expect(scheme.metadata.description == "Solarized dark")
    }

    @Test("[colors-light] and [colors-dark] are two schemes that pair into one dynamic theme")
    func sections() throws {
        let text =
            Self.colors("colors-dark", background: "000000", foreground: "eeeeee")
            + Self.colors("colors-light", background: "ffffff", foreground: "111111")
        let schemes = try importSchemes(text, file: "/t/both.ini").get()
        #expect(schemes.map(\.variant) == [.dark, .light])
        let themes = SchemePairing.themes(from: schemes)
        #expect(themes.count == 1 && themes[0].name == "both")
        #expect(themes[0].colors[.background] == DynamicColor(light: RGB(0xFFFFFF), dark: RGB(0x000000)))
        #expect(themes[0].colors[.primary] == DynamicColor(light: RGB(0x111111), dark: RGB(0xEEEEEE)))
    }

    @Test("no colours section, a bad cursor pair and a bad colour are errors naming section and key")
    func errors() {
        #expect(importErrors("[main]\nfont=x\n[cursor]\ncolor=000000\n", file: "/t/x.ini").first?.contains("no [colors] section") == true)
        let messages = importErrors("[colors]\ncursor=000000\nbackground=000000\nforeground=12345g\n", file: "/t/y.ini")
        #expect(messages.contains { $0.hasPrefix("/t/y.ini:2:1: field [colors] cursor: \"000000\" is not a cursor colour pair") })
        #expect(messages.contains { $0.hasPrefix("/t/y.ini:4:1: field [colors] foreground: \"12345g\" is not a colour") })
    }
}
