import Testing
@testable import DarkscreenCore

@Suite struct EnvironmentTests {
    func environment(_ values: [String: String]) -> Environment { Environment { values[$0] } }

    @Test("NO_COLOR counts only when set to something; an empty value is the same as unset")
    func noColor() {
        #expect(environment(["NO_COLOR": "1"]).noColor)
        #expect(!environment(["NO_COLOR": ""]).noColor)
        #expect(!environment([:]).noColor)
    }

    @Test("COLORTERM announces 24-bit colour as truecolor or 24bit, in any case; nothing else does",
          arguments: [("truecolor", true), ("24bit", true), ("TrueColor", true), ("24BIT", true), ("yes", false), ("", false)])
    func colorterm(value: String, direct: Bool) {
        #expect(environment(["COLORTERM": value]).colortermIsDirect == direct)
    }

    @Test("DARKSCREEN_APPEARANCE is one rule for list, appearance and the UI: light/dark/auto in any case")
    func appearance() {
        #expect(environment(["DARKSCREEN_APPEARANCE": "Light"]).appearanceOverride == .light)
        #expect(environment(["DARKSCREEN_APPEARANCE": "nope"]).appearanceOverride == nil)
        let inputs = environment(["DARKSCREEN_APPEARANCE": "DARK", "COLORFGBG": "0;15"]).appearanceInputs(flag: nil, settings: .light)
        #expect(inputs.decision == AppearanceDecision(Appearance.dark, from: .environment), "the environment beats settings.json")
        #expect(environment(["COLORFGBG": "0;15"]).appearanceInputs(flag: nil, settings: .auto).decision.appearance == .light)
    }

    @Test("an empty TERM is no TERM")
    func term() {
        #expect(environment(["TERM": ""]).term == nil)
        #expect(environment(["TERM": "xterm"]).term == "xterm")
    }
}
