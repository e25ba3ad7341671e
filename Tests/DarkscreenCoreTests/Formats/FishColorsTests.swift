import Testing
@testable import DarkscreenCore
@testable import DarkscreenPlatform
@testable import DarkscreenTools

@Suite struct FishColorsTests {
    @Test(
        "fish keeps the colours as universal variables, and what was read back before gives the user's own values back exactly",
        .enabled(if: FormatFixtures.installed("fish"), "fish is not installed: scripts/ensure-packages.sh test"))
    func setAndGiveBack() throws {
        let folder = FormatFixtures.temporaryFolder()
        defer { FormatFixtures.remove(folder) }
        let scheme = FormatFixtures.scheme()
        let names = FishColors.variables(scheme).map(\.name)
        try FormatFixtures.write(FishColors.setScript(scheme), to: "\(folder)/set.fish")
        let environment = ["XDG_CONFIG_HOME=\(folder)/config", "XDG_DATA_HOME=\(folder)/data", "HOME=\(folder)"]
        // (fish without --no-config: with it, universal variables are not kept.) The user's own
        // colour for commands, no selection colour, and a variable darkscreen never sets.
        let before = ToolRun.shell(
            """
            timeout 10 fish -c 'set -U my_own kept; set -U fish_color_command red --bold; set -e -U fish_color_selection; true' && \
            timeout 10 fish -c \(shellQuoted(FishTarget.readBack)) \(names.joined(separator: " "))
            """, environment: environment)
        try FormatFixtures.write(before.output, to: "\(folder)/before.fish")
        let set = ToolRun.shell(
            """
            timeout 10 fish -c 'source \(folder)/set.fish' && \
            timeout 10 fish -c 'echo $fish_color_command; echo $fish_color_selection; echo $my_own'
            """, environment: environment)
        let p = scheme.palette
        #expect(set.output == "\(ToolText.bareHex(p[4]))\n--background=\(ToolText.bareHex(scheme.selectionBackground))\nkept\n", "\(set.output)")
        let back = ToolRun.shell(
            """
            timeout 10 fish -c 'source \(folder)/before.fish' && \
            timeout 10 fish -c 'echo $fish_color_command; set -q -U fish_color_selection; or echo no selection; echo $my_own'
            """, environment: environment)
        #expect(back.output == "red --bold\nno selection\nkept\n", "\(back.output)")
    }

    @Test("fish's set_color takes every value", .enabled(if: FormatFixtures.installed("fish"), "fish is not installed"))
    func setColorTakesThem() {
        let folder = FormatFixtures.temporaryFolder()
        defer { FormatFixtures.remove(folder) }
        let calls = FishColors.variables(FormatFixtures.scheme(light: true)).map { "set_color \($0.value) >/dev/null; or echo bad \($0.name)" }
        let run = ToolRun.shell(
            "timeout 10 fish --no-config -c \(shellQuoted(calls.joined(separator: "\n")))",
            environment: ["XDG_CONFIG_HOME=\(folder)", "XDG_DATA_HOME=\(folder)", "HOME=\(folder)", "TERM=xterm-256color"])
        #expect(run.output.isEmpty, "\(run.output)")
    }

    @Test(
        "a hostile name stays in its comment",
        .enabled(if: FormatFixtures.installed("fish"), "fish is not installed"),
        arguments: FormatFixtures.hostileNames)
    func hostileName(hostile: HostileName) throws {
        let folder = FormatFixtures.temporaryFolder()
        defer { FormatFixtures.remove(folder) }
        let scheme = FormatFixtures.scheme(named: hostile.text)
        let script = FishColors.setScript(scheme)
        #expect(script.split(separator: "\n").count == FishColors.variables(scheme).count + 1)
        try FormatFixtures.write(script, to: "\(folder)/set.fish")
        let run = ToolRun.shell(
            "timeout 10 fish --no-config '\(folder)/set.fish' && echo done",
            environment: ["XDG_CONFIG_HOME=\(folder)", "XDG_DATA_HOME=\(folder)", "HOME=\(folder)"])
        #expect(run.output == "done\n", "\(run.output)")
    }
}
