import Testing
@testable import DarkscreenCore
@testable import DarkscreenPlatform
@testable import DarkscreenTools

@Suite struct StatusLineStyleTests {
    @Test("every style says what it means to a person")
    func descriptions() {
        #expect(StatusLineStyle.lightContent.description == "light content: light text for dark backgrounds")
        #expect(StatusLineStyle.darkContent.description == "dark content: dark text for light backgrounds")
        #expect(StatusLineStyle.default.description.contains("appearance"))
        #expect(StatusLineStyle.default.resolved(for: .dark) == .lightContent)
        #expect(StatusLineStyle.default.resolved(for: .light) == .darkContent)
        #expect(StatusLineStyle.darkContent.resolved(for: .dark) == .darkContent)
    }

    @Test("resolution order: the last request on screen, else the theme's own")
    func order() {
        let black = RGB.black, white = RGB.white
        #expect(StatusLineResolution(requests: [], theme: .lightContent, appearance: .dark, background: black).requested == .lightContent)
        #expect(StatusLineResolution(requests: [.darkContent], theme: .lightContent, appearance: .dark, background: white).requested == .darkContent)
        #expect(
            StatusLineResolution(requests: [.darkContent, .lightContent], theme: .darkContent, appearance: .light, background: black).requested == .lightContent
        )
        #expect(
            StatusLineResolution(requests: [.default], theme: .lightContent, appearance: .light, background: white).style == .darkContent,
            "a request for the default follows the appearance")
    }

    @Test(
        "text with a contrast below 3:1 falls back to the other content colour",
        arguments: [
            (StatusLineStyle.lightContent, RGB(0xFFFFFF), StatusLineStyle.darkContent, true),
            (.darkContent, RGB(0x000000), .lightContent, true),
            (.lightContent, RGB(0x000000), .lightContent, false),
            (.darkContent, RGB(0xFFCC00), .darkContent, false),
            (.lightContent, RGB(0xFFCC00), .darkContent, true)
        ])
    func fallback(style: StatusLineStyle, background: RGB, shown: StatusLineStyle, fellBack: Bool) {
        let (result, used) = StatusLineResolution.legible(style, on: background)
        #expect(result == shown && used == fellBack)
        #expect(result.textColor.contrastRatio(with: background) >= 3 || !fellBack)
    }
}

@Suite struct StatusLineFallbackValidationTests {
    @Test("validate says when the status line falls back to the other content colour")
    func validateReportsFallback() throws {
        let text =
            ##"{"themes": [{"name": "Glare", "statusLine": "lightContent", "colors": {"background": "#000", "primary": "#fff", "secondary": "#f90", "statusBackground": "#FFFFFF"}}]}"##
        let theme = try #require(try ThemeDecoder.decode(Array(text.utf8), file: "g.json").first)
        let messages = ThemeLegibility.warnings(for: theme, file: "g.json").map(\.description)
        #expect(messages.contains { $0.contains("falls back to darkContent") && $0.contains("in dark appearance") })
        let fine = ##"{"themes": [{"name": "Fine", "statusLine": "lightContent", "colors": {"background": "#000", "primary": "#fff", "secondary": "#f90"}}]}"##
        let ok = try #require(try ThemeDecoder.decode(Array(fine.utf8), file: "f.json").first)
        #expect(!ThemeLegibility.warnings(for: ok, file: "f.json").contains { $0.message.contains("falls back") })
    }
}
