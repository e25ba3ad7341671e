import Testing
@testable import DarkscreenCore
@testable import DarkscreenPlatform
@testable import DarkscreenTools

@Suite struct FzfColorsTests {
    static let fzf = FormatFixtures.installed("fzf")

    @Test("one --color option naming every colour fzf draws, from the theme")
    func option() {
        let scheme = FormatFixtures.scheme()
        let option = FzfColors.option(scheme)
        let pairs = option.dropFirst("--color=".count).split(separator: ",").map { $0.split(separator: ":", maxSplits: 1).map(String.init) }
        #expect(pairs.map { $0[0] } == ["fg", "bg", "hl", "fg+", "bg+", "hl+", "info", "prompt", "pointer", "marker", "spinner", "header", "border"])
        #expect(pairs.first { $0[0] == "bg" }?[1] == "#101820")
        #expect(pairs.first { $0[0] == "bg+" }?[1] == "#334455")
        #expect(FzfColors.option(FormatFixtures.scheme(named: FormatFixtures.hostileNames[4].text)) == option, "the name never reaches the shell")
    }

    @Test(
        "sh appends the option after the user's own, once, and fzf takes them all",
        .enabled(if: fzf, "fzf is not installed: scripts/ensure-packages.sh test"))
    func posixAppends() throws {
        let scheme = FormatFixtures.scheme()
        let line = FzfColors.posixLine(scheme)
        let run = ToolRun.shell(
            "\(line)\n\(line)\nprintf '%s\\n' \"$FZF_DEFAULT_OPTS\"\nprintf 'apple\\nxylophone\\n' | timeout 10 fzf --filter x; echo \"status=$?\"",
            environment: ["FZF_DEFAULT_OPTS=--height=40% --reverse --color=hl:#ff0000"])
        let lines = run.output.split(separator: "\n").map(String.init)
        #expect(lines.first == "--height=40% --reverse --color=hl:#ff0000 " + FzfColors.option(scheme), "\(run.output)")
        #expect(lines.contains("xylophone"))
        #expect(lines.last == "status=0", "fzf accepted the options: \(run.output)")
    }

    @Test(
        "with no options of the user's, the option alone; a wrong colour name is refused by fzf (the check can fail)",
        .enabled(if: fzf, "fzf is not installed: scripts/ensure-packages.sh test"))
    func aloneAndRefused() {
        let scheme = FormatFixtures.scheme(light: true)
        let run = ToolRun.shell(
            "unset FZF_DEFAULT_OPTS; \(FzfColors.posixLine(scheme)); printf '[%s]\\n' \"$FZF_DEFAULT_OPTS\"; echo x | timeout 10 fzf --filter x >/dev/null; echo \"status=$?\"; FZF_DEFAULT_OPTS=\"$FZF_DEFAULT_OPTS,nosuch:#123456\" timeout 10 fzf --filter x </dev/null >/dev/null 2>&1; echo \"bad=$?\""
        )
        #expect(run.output == "[\(FzfColors.option(scheme))]\nstatus=0\nbad=2\n", "\(run.output)")
    }

    @Test("fish appends it the same way", .enabled(if: fzf && FormatFixtures.installed("fish"), "fzf or fish is not installed"))
    func fishAppends() {
        let folder = FormatFixtures.temporaryFolder()
        defer { FormatFixtures.remove(folder) }
        let scheme = FormatFixtures.scheme()
        let line = FzfColors.fishLine(scheme)
        let run = ToolRun.shell(
            "timeout 10 fish --no-config -c \(shellQuoted("\(line)\n\(line)\nprintf '%s\\n' \"$FZF_DEFAULT_OPTS\"\necho x | fzf --filter x >/dev/null; echo status=$status"))",
            environment: ["FZF_DEFAULT_OPTS=--reverse", "XDG_CONFIG_HOME=\(folder)", "XDG_DATA_HOME=\(folder)", "HOME=\(folder)"])
        #expect(run.output == "--reverse \(FzfColors.option(scheme))\nstatus=0\n", "\(run.output)")
    }
}

/// `text` in single quotes for sh.
func shellQuoted(_ text: String) -> String { "'" + text.replacing("'", with: "'\\''") + "'" }
