import Testing
@testable import DarkscreenCore
@testable import DarkscreenPlatform
@testable import DarkscreenTools

@Suite struct EnvironmentTests {
    func environment(_ values: [String: String]) -> Environment { Environment { values[$0] } }

    @Test("NO_COLOR counts only when set to something; an empty value is the same as unset")
    func noColor() {
        #expect(environment(["NO_COLOR": "1"]).noColor)
        #expect(!environment(["NO_COLOR": ""]).noColor)
        #expect(!environment([:]).noColor)
    }

    @Test(
        "COLORTERM announces 24-bit colour as truecolor or 24bit, in any case; nothing else does",
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

@Suite struct EnvironmentVariablesTests {
    @Test("where files live is read from the one Environment value: XDG folders, HOME, DARKSCREEN_DATA_DIR")
    func fileLocations() {
        let values = ["HOME": "/home/ada", "XDG_CONFIG_HOME": "/cfg", "DARKSCREEN_DATA_DIR": "/data", "UNLISTED": "x"]
        let environment = Environment { values[$0] }
        #expect(environment.variable("HOME") == "/home/ada")
        #expect(environment.variable("XDG_STATE_HOME") == nil)
        let folders = XDGDirectories(environment: environment.variable)
        #expect(folders.darkscreenConfig == "/cfg/darkscreen")
        #expect(folders.darkscreenState == "/home/ada/.local/state/darkscreen")
        #expect(SettingsStore.configDirectory(environment: environment.variable) == "/cfg/darkscreen")
        #expect(ThemeSource.shippedCandidates(executable: nil, environment: environment.variable).first == "/data/themes.json")
    }

    @Test("every variable the terminal-colour saving asks about is kept: kitty by TERM alone keeps a colour stack, tmux does not")
    func colorSaving() {
        #expect(TerminalColorSaving.hasColorStack(environment: Environment { ["TERM": "xterm-kitty"][$0] }.variable))
        #expect(TerminalColorSaving.hasColorStack(environment: Environment { ["XTERM_VERSION": "XTerm(379)"][$0] }.variable))
        #expect(!TerminalColorSaving.hasColorStack(environment: Environment { ["TERM": "xterm-kitty", "TMUX": "/t,1,0"][$0] }.variable))
        #expect(!TerminalColorSaving.hasColorStack(environment: Environment { ["TERM": "xterm-256color"][$0] }.variable))
    }

    @Test("a value read once does not change when the lookup's answers do")
    func readOnce() {
        var values = ["TMUX": "/tmp/tmux-0/default,1,0"]
        let environment = Environment { values[$0] }
        values["TMUX"] = nil
        #expect(environment.variable("TMUX") == "/tmp/tmux-0/default,1,0")
    }
}
