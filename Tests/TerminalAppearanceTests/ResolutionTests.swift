import Testing
@testable import TerminalAppearance

@Suite struct ResolutionTests {
    @Test("first source that answers wins, in the documented order")
    func order() {
        var resolution = AppearanceResolution([
            SourceReport(.colorFGBG, .answered(.light, detail: "")),
            SourceReport(.desktop, .answered(.dark, detail: "")),
            SourceReport(.terminalColors, .noAnswer(detail: ""))
        ])
        #expect(resolution.decision == AppearanceDecision(.dark, from: .desktop))
        resolution.record(SourceReport(.tmux, .answered(.light, detail: "")))
        #expect(resolution.decision == AppearanceDecision(.light, from: .tmux))
        resolution.record(SourceReport(.terminalReport, .answered(.dark, detail: "")))
        resolution.record(SourceReport(.flag, .answered(.light, detail: "")))
        #expect(resolution.decision == AppearanceDecision(.light, from: .flag))
        #expect(resolution.decision(ignoring: [.flag]) == AppearanceDecision(.dark, from: .terminalReport))
        #expect(AppearanceResolution().decision == AppearanceDecision(.dark, from: .fallback))
        #expect(AppearanceDecision(.dark, from: .terminalColors).description == "dark · terminal background")
    }

    @Test("the explanation lists every source in order, saying why unasked ones were not asked")
    func explained() {
        let resolution = AppearanceResolution([SourceReport(.environment, .answered(.light, detail: "X light"))])
        let explained = resolution.explained
        #expect(explained.map(\.source) == AppearanceSource.allCases)
        #expect(explained[3].outcome == .notAsked(reason: "environment decided first"))
        #expect(explained.last?.outcome == .notAsked(reason: "environment decided"))
    }

    @Test(
        "COLORFGBG: last field 0-6/8 dark, 7/9-15 light, else no answer",
        arguments: [
            ("0;15", Optional(ColorScheme.light)), ("15;0", .dark), ("15;default;0", .dark), ("0;default;15", .light), ("7;8", .dark),
            ("0;7", .light), ("default;default", nil), ("0;16", nil), ("", nil), ("1;2;3;4", nil), ("0;-1", nil)
        ])
    func colorFGBG(value: String, expected: ColorScheme?) {
        #expect(ColorFGBG.scheme(value) == expected)
    }

    @Test("explicit choices: light/dark decide, auto defers, nonsense is reported without echoing it")
    func explicit() {
        #expect(ExplicitChoice.report(.environment, value: "LIGHT", label: "V").scheme == .light)
        #expect(ExplicitChoice.report(.environment, value: "auto", label: "V").scheme == nil)
        #expect(
            ExplicitChoice.report(.environment, value: "\u{1B}[2J", label: "V").outcome
                == .noAnswer(detail: "V: value not understood (use light, dark or auto)"))
    }

    @Test("with an override, nothing else is asked: no terminal, no tmux, no desktop")
    func overrideAsksNothing() {
        var detector = AppearanceDetector(environmentVariable: "APP_APPEARANCE", environment: ["APP_APPEARANCE": "light", "TERM": "xterm", "TMUX": "/x,1,0"])
        detector.flag = "auto"
        let detection = detector.begin()
        #expect(detection.desktop == nil)
        let resolution = detection.finish()
        #expect(resolution.decision == AppearanceDecision(.light, from: .environment))
        #expect(resolution.report(for: .tmux) == nil && resolution.report(for: .terminalColors) == nil)
    }

    @Test("without a terminal, the terminal is not asked, and says why")
    func refusedWithoutTerminal() {
        var detector = AppearanceDetector(environment: ["TERM": "xterm-256color", "COLORFGBG": "0;15"])
        detector.followsDesktop = false
        let resolution = detector.detect()
        #expect(resolution.report(for: .terminalColors)?.outcome == .notAsked(reason: "stdin or stdout is not a terminal"))
        #expect(resolution.decision == AppearanceDecision(.light, from: .colorFGBG))
    }
}
