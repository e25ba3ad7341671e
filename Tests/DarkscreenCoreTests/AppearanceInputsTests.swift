import Testing
import TerminalAppearance
@testable import DarkscreenCore
@testable import DarkscreenPlatform
@testable import DarkscreenTools

@Suite struct AppearanceInputsTests {
    func detections(_ reports: SourceReport...) -> AppearanceResolution { AppearanceResolution(reports) }

    @Test("first that answers wins: flag, env, settings, report, colours, tmux, desktop, COLORFGBG, default")
    func order() {
        var inputs = AppearanceInputs(
            flag: .light, environment: "dark", settings: .dark,
            detections: detections(
                SourceReport(.terminalReport, .answered(.dark, detail: "")), SourceReport(.terminalColors, .answered(.dark, detail: "")),
                SourceReport(.desktop, .answered(.light, detail: "")), ColorFGBG.report("15;0")))
        #expect(inputs.decision == AppearanceDecision(ColorScheme.light, from: .flag))
        inputs.flag = nil
        #expect(inputs.decision == AppearanceDecision(ColorScheme.dark, from: .environment))
        inputs.environment = "auto"
        #expect(inputs.decision == AppearanceDecision(ColorScheme.dark, from: .userChoice))
        inputs.settings = .auto
        inputs.terminalReport = .light
        #expect(inputs.decision == AppearanceDecision(ColorScheme.light, from: .terminalReport))
        inputs.terminalReport = nil
        #expect(inputs.decision == AppearanceDecision(ColorScheme.dark, from: .terminalColors))
        inputs.detections.record(SourceReport(.terminalColors, .noAnswer(detail: "")))
        #expect(inputs.decision == AppearanceDecision(ColorScheme.light, from: .desktop))
        inputs.detections.record(SourceReport(.desktop, .noAnswer(detail: "color-scheme 0 (no preference)")))
        #expect(inputs.decision == AppearanceDecision(ColorScheme.dark, from: .colorFGBG))
        inputs.detections.record(ColorFGBG.report("garbage"))
        #expect(inputs.decision == AppearanceDecision(ColorScheme.dark, from: .fallback))
    }

    @Test("--appearance auto defers to the environment and the terminal")
    func flagAuto() {
        let inputs = AppearanceInputs(flag: .auto, environment: "light")
        #expect(inputs.decision == AppearanceDecision(ColorScheme.light, from: .environment))
    }

    @Test("an environment value that is not understood warns (escaped) and is skipped")
    func badEnvironment() throws {
        let inputs = AppearanceInputs(environment: "purple\u{1B}[2J", detections: detections(ColorFGBG.report("0;15")))
        let warning = try #require(inputs.environmentWarning)
        #expect(warning.contains("light, dark or auto") && warning.contains("\\x1B") && !warning.contains("\u{1B}"))
        #expect(inputs.decision == AppearanceDecision(ColorScheme.light, from: .colorFGBG))
        #expect(AppearanceInputs(environment: "LIGHT").environmentWarning == nil)
        #expect(!inputs.resolution.explained.contains { $0.summary.contains("purple") }, "the value is never echoed")
    }

    @Test("OSC 10 then OSC 11 read while running decide by lightness together")
    func colorsWhileRunning() {
        var inputs = AppearanceInputs()
        inputs.recordTerminalColor(.foreground, TerminalColor(red8: 0, green8: 0, blue8: 0))
        inputs.recordTerminalColor(.background, TerminalColor(red8: 0x80, green8: 0x80, blue8: 0x80))
        #expect(inputs.decision == AppearanceDecision(ColorScheme.light, from: .terminalColors), "grey paper, black ink")
        inputs.recordTerminalColor(.foreground, TerminalColor(red8: 255, green8: 255, blue8: 255))
        inputs.recordTerminalColor(.background, TerminalColor(red8: 0x80, green8: 0x80, blue8: 0x80))
        #expect(inputs.decision == AppearanceDecision(ColorScheme.dark, from: .terminalColors), "grey slate, white chalk")
    }

    @Test("colour answers that are another darkscreen's (tmux answers with the style it set) are not recorded")
    func anotherDarkscreensColors() {
        var inputs = AppearanceInputs()
        inputs.terminalColorsAreAnotherDarkscreens = true
        inputs.recordTerminalColor(.foreground, TerminalColor(red: 0, green: 0, blue: 0))
        inputs.recordTerminalColor(.background, TerminalColor(red: 0xFFFF, green: 0xFFFF, blue: 0xFFFF))
        #expect(inputs.decision == AppearanceDecision(ColorScheme.dark, from: .fallback))
        inputs.terminalColorsAreAnotherDarkscreens = false
        inputs.recordTerminalColor(.background, TerminalColor(red: 0xFFFF, green: 0xFFFF, blue: 0xFFFF))
        #expect(inputs.decision == AppearanceDecision(ColorScheme.light, from: .terminalColors))
    }
}
