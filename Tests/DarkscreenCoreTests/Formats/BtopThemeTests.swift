import Testing
@testable import DarkscreenCore
@testable import DarkscreenPlatform
@testable import DarkscreenTools

@Suite struct BtopThemeTests {
    /// btop 1.2's theme keys (its shipped themes use these; btop ignores lines it does not know).
    static let btopKeys =
        [
            "main_bg", "main_fg", "title", "hi_fg", "selected_bg", "selected_fg", "inactive_fg", "graph_text",
            "meter_bg", "proc_misc", "cpu_box", "mem_box", "net_box", "proc_box", "div_line"
        ]
        + ["temp", "cpu", "free", "cached", "available", "used", "download", "upload", "process"].flatMap { ["\($0)_start", "\($0)_mid", "\($0)_end"] }

    @Test("every key btop 1.2 reads, each once, as a quoted #rrggbb")
    func keys() {
        let lines = BtopTheme.write(FormatFixtures.scheme()).split(separator: "\n").filter { $0.hasPrefix("theme[") }
        let keys = lines.map { String($0.dropFirst(6).prefix { $0 != "]" }) }
        #expect(keys.sorted() == Self.btopKeys.sorted())
        #expect(lines.contains("theme[main_bg]=\"#101820\""))
        #expect(lines.allSatisfy { $0.wholeMatch(of: /theme\[[a-z_]+\]="#[0-9a-f]{6}"/) != nil })
    }

    @Test("a hostile name is one comment line of plain text", arguments: FormatFixtures.hostileNames)
    func hostileName(hostile: HostileName) {
        let text = BtopTheme.write(FormatFixtures.scheme(named: hostile.text))
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == Self.btopKeys.count + 2)
        #expect(lines[0].hasPrefix("# ") && lines[1].hasPrefix("theme["))
        #expect(lines[0].unicodeScalars.allSatisfy { ToolText.isPlain($0) || "#:();,".unicodeScalars.contains($0) })
    }

    @Test(
        "btop draws with the theme's background (its config selects the file by path)",
        .enabled(if: FormatFixtures.installed("btop") && FormatFixtures.installed("tmux"), "btop or tmux is not installed"))
    func btopReadsIt() throws {
        let folder = FormatFixtures.temporaryFolder()
        defer { FormatFixtures.remove(folder) }
        let scheme = FormatFixtures.scheme()
        let theme = "\(folder)/config/btop/themes/\(BtopTheme.fileName)"
        try FormatFixtures.write(BtopTheme.write(scheme), to: theme)
        try FormatFixtures.write(
            "# mine\n\(BtopTheme.configLine(themePath: theme))\ntheme_background = True\ntruecolor = True\n",
            to: "\(folder)/config/btop/btop.conf")
        let socket = "\(folder)/tmux.sock"
        // btop needs a terminal: a private tmux server, its pane captured with colours once btop drew.
        let run = ToolRun.shell(
            """
            tmux -S '\(socket)' -f /dev/null new-session -d -x 100 -y 30 "env XDG_CONFIG_HOME='\(folder)/config' HOME='\(folder)' TERM=tmux-256color btop; sleep 5" || exit 9
            tmux -S '\(socket)' set -g default-terminal tmux-256color >/dev/null
            i=0; while [ $i -lt 100 ]; do
              out=$(tmux -S '\(socket)' capture-pane -p -e 2>/dev/null)
              case "$out" in *cpu*) break ;; esac
              i=$((i+1)); sleep 0.1
            done
            printf '%s\\n' "$out"
            tmux -S '\(socket)' kill-server
            """, environment: ["COLORTERM=truecolor"])
        let bg = scheme.background
        #expect(run.output.contains("48;2;\(bg.red);\(bg.green);\(bg.blue)"), "btop painted the theme's background: \(run.output.prefix(600).debugDescription)")
        #expect(!run.output.lowercased().contains("error"), "\(run.output.prefix(600))")
    }
}
