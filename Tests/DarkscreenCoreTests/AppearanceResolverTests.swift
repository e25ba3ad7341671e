import Testing
@testable import DarkscreenCore

@Suite struct AppearanceResolverTests {
    @Test("COLORFGBG: the last field decides; anything else gives no answer", arguments: [
        ("15;0", Appearance.dark), ("0;15", .light), ("15;default;0", .dark), ("12;8", .dark), ("0;7", .light),
        ("0;9", .light), ("7;6", .dark),
    ] as [(String, Appearance)])
    func colorFGBG(value: String, expected: Appearance) {
        #expect(AppearanceResolver.appearance(colorFGBG: value) == expected)
    }

    @Test("COLORFGBG values that say nothing", arguments: ["", "garbage", "1;2;3;4", "15", "0;16", "0;-1", "0;", ";", "0;1x", "0;٣"])
    func colorFGBGNoAnswer(value: String) {
        #expect(AppearanceResolver.appearance(colorFGBG: value) == nil)
    }

    @Test("first that answers wins: flag, env, settings, report, background, COLORFGBG, default")
    func order() {
        var inputs = AppearanceResolver(flag: .light, environment: "dark", settings: .dark, terminalReport: .dark,
                                        background: .black, colorFGBG: "15;0")
        #expect(inputs.decision == AppearanceDecision(.light, from: .flag))
        inputs.flag = nil
        #expect(inputs.decision == AppearanceDecision(.dark, from: .environment))
        inputs.environment = "auto"
        #expect(inputs.decision == AppearanceDecision(.dark, from: .settings))
        inputs.settings = .auto
        inputs.terminalReport = .light
        #expect(inputs.decision == AppearanceDecision(.light, from: .terminalReport))
        inputs.terminalReport = nil
        #expect(inputs.decision == AppearanceDecision(.dark, from: .backgroundColor))
        inputs.background = RGB(0xF0F0F0)
        #expect(inputs.decision == AppearanceDecision(.light, from: .backgroundColor))
        inputs.background = nil
        #expect(inputs.decision == AppearanceDecision(.dark, from: .colorFGBG))
        inputs.colorFGBG = "garbage"
        #expect(inputs.decision == AppearanceDecision(.dark, from: .default))
    }

    @Test("--appearance auto defers to the environment and the terminal")
    func flagAuto() {
        let inputs = AppearanceResolver(flag: .auto, environment: "light")
        #expect(inputs.decision == AppearanceDecision(.light, from: .environment))
    }

    @Test("an environment value that is not understood warns (escaped) and is skipped")
    func badEnvironment() throws {
        let inputs = AppearanceResolver(environment: "purple\u{1B}[2J", colorFGBG: "0;15")
        let warning = try #require(inputs.environmentWarning)
        #expect(warning.contains("light, dark or auto") && warning.contains("\\x1B") && !warning.contains("\u{1B}"))
        #expect(inputs.decision == AppearanceDecision(.light, from: .colorFGBG))
        #expect(AppearanceResolver(environment: "LIGHT").environmentWarning == nil)
    }

    @Test("background luminance above 0.5 is light")
    func luminance() {
        #expect(AppearanceResolver(background: RGB(0xC0C0C0)).decision.appearance == .light)
        #expect(AppearanceResolver(background: RGB(0x777777)).decision.appearance == .dark)
    }
}
