import Testing
@testable import DarkscreenCore
@testable import DarkscreenPlatform
@testable import DarkscreenTools

@Suite struct ThemeLegibilityTests {
    func theme(_ colors: String, statusLine: String = "lightContent") throws -> Theme {
        let text = #"{"themes": [{"name": "T", "statusLine": ""# + statusLine + #"", "colors": "# + colors + "}]}"
        return try #require(try ThemeDecoder.decode(Array(text.utf8), file: "t.json").first)
    }

    @Test("legible colours give no warning")
    func legible() throws {
        let good = try theme(##"{"background": "#000000", "primary": "#FFFFFF", "secondary": "#FF9500"}"##)
        #expect(ThemeLegibility.warnings(for: good, file: "t.json").isEmpty)
    }

    @Test("grey on black is below 4.5:1 and named by theme and field, with the ratio")
    func lowPrimary() throws {
        let bad = try theme(##"{"background": "#000000", "primary": "#555555", "secondary": "#FF9500"}"##)
        let warnings = ThemeLegibility.warnings(for: bad, file: "t.json")
        #expect(warnings.count == 1)
        let warning = try #require(warnings.first)
        #expect(warning.severity == .warning)
        #expect(warning.field == "colors.primary")
        let ratio = RGB(0x555555).contrastRatio(with: .black)
        #expect(ratio < 4.5)
        #expect(warning.description.contains(ThemeLegibility.format(ratio)))
        #expect(warning.description.contains("theme \"T\""))
    }

    @Test("dark grey on black passes 4.5:1 but is below APCA's Lc 30: warned, with both figures")
    func apcaOnly() throws {
        let dim = try theme(##"{"background": "#000000", "primary": "#757575", "secondary": "#FF9500"}"##)
        let warning = try #require(ThemeLegibility.warnings(for: dim, file: "t.json").first { $0.field == "colors.primary" })
        #expect(RGB(0x757575).contrastRatio(with: .black) >= 4.5)
        #expect(warning.message.contains("4.55:1  Lc -29.6"))
    }

    @Test("a problem in only one appearance of a dynamic colour is reported for that appearance")
    func oneAppearance() throws {
        let bad = try theme(##"{"background": {"light": "#FFFFFF", "dark": "#000000"}, "primary": "#FFFFFF", "secondary": "#888888"}"##)
        let warning = try #require(ThemeLegibility.warnings(for: bad, file: "t.json").first { $0.field == "colors.primary" })
        #expect(warning.message.contains("in light"))
        #expect(!warning.message.contains("in dark"))
    }

    @Test("light status text on a light status background is reported")
    func statusText() throws {
        let bad = try theme(##"{"background": "#000000", "primary": "#FFFFFF", "secondary": "#888888", "statusBackground": "#EEEEEE"}"##)
        #expect(ThemeLegibility.warnings(for: bad, file: "t.json").contains { $0.field == "statusLine" })
    }

    @Test("a ratio just under the minimum never prints as the minimum")
    func rounding() {
        #expect(ThemeLegibility.format(4.4999) == "4.49")
        #expect(ThemeLegibility.format(21) == "21.00")
        #expect(ThemeLegibility.format(3.05) == "3.05" || ThemeLegibility.format(3.05) == "3.04")
    }
}
