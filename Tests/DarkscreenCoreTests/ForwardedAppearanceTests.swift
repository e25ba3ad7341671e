import Testing
#if canImport(Glibc)
    import Glibc
#endif
import TerminalAppearance
@testable import DarkscreenCore
import DarkscreenTestSupport
@testable import DarkscreenPlatform
@testable import DarkscreenTools

/// Light/dark across SSH and the layers in between: `LC_DARKSCREEN_APPEARANCE` as a source after
/// the explicit choices and the schedule, before the terminal; `integrate ssh`'s `SendEnv` line;
/// the shell snippet's export; the layers that answer for the terminal.
@Suite struct ForwardedAppearanceTests {
    let folder = TemporaryDirectory()

    func inputs(_ variables: [String: String], settings json: String = "{}") throws -> AppearanceInputs {
        AppearanceNow.inputs(settings: try Settings.parse(Array(json.utf8)), environment: Environment { variables[$0] })
    }

    @Test("LC_DARKSCREEN_APPEARANCE decides below the explicit choices and above the terminal, and says where it came from")
    func order() throws {
        var forwarded = try inputs(["LC_DARKSCREEN_APPEARANCE": "light", "SSH_CONNECTION": "192.0.2.7 50000 192.0.2.1 22", "COLORFGBG": "15;0"])
        forwarded.detections.record(SourceReport(.terminalColors, .answered(.dark, detail: "")))
        #expect(AppearanceNow.decide(forwarded) == AppearanceDecision(ColorScheme.light, from: .forwarded))
        #expect(forwarded.decision.source.title.contains("LC_DARKSCREEN_APPEARANCE"))
        let detail = forwarded.detections.report(for: .forwarded)?.summary ?? ""
        #expect(detail.contains("192.0.2.7"))
        let explicit = try inputs(["LC_DARKSCREEN_APPEARANCE": "light", "DARKSCREEN_APPEARANCE": "dark"])
        #expect(AppearanceNow.decide(explicit) == AppearanceDecision(ColorScheme.dark, from: .environment))
        #expect(AppearanceSource.schedule < .forwarded && AppearanceSource.forwarded < .terminalReport)
    }

    @Test(
        "auto, an unknown value or none: the next source decides; the unknown value is named escaped",
        arguments: ["auto", "dim\u{1b}[31m", ""])
    func noAnswer(value: String) throws {
        let given = try inputs(["LC_DARKSCREEN_APPEARANCE": value, "COLORFGBG": "0;15"])
        #expect(AppearanceNow.decide(given) == AppearanceDecision(ColorScheme.light, from: .colorFGBG))
        let summary = given.detections.report(for: .forwarded)?.summary ?? ""
        #expect(!summary.contains("\u{1b}"))
        if value.hasPrefix("dim") { #expect(summary.contains("not understood")) }
    }

    @Test(
        "integrate ssh's line goes after `Host *`, else before the first Host or Match, else at the end; --undo gives the bytes back",
        arguments: [
            (
                "Host work\n  User me\nHost *\n  ServerAliveInterval 30\n",
                "Host work\n  User me\nHost *\nSendEnv LC_DARKSCREEN_APPEARANCE LC_DARKSCREEN_THEME\n  ServerAliveInterval 30\n"
            ),
            (
                "# mine\nForwardAgent no\nMatch host x\n  User y\n",
                "# mine\nForwardAgent no\nSendEnv LC_DARKSCREEN_APPEARANCE LC_DARKSCREEN_THEME\nMatch host x\n  User y\n"
            ),
            ("Compression yes", "Compression yes\nSendEnv LC_DARKSCREEN_APPEARANCE LC_DARKSCREEN_THEME\n"),
            ("host=*", "host=*\nSendEnv LC_DARKSCREEN_APPEARANCE LC_DARKSCREEN_THEME\n")
        ])
    func sshLine(before: String, after: String) throws {
        folder.write(before, to: "config")
        let edit = try ConfigEditor.add(ConfigLine(config: folder.path + "/config", line: SSHTarget.sendEnv, placement: .everyHost))
        #expect(folder.read("config") == after)
        try ConfigEditor.remove(edit)
        #expect(folder.read("config") == before)
    }

    @Test("integrate ssh owns no file and adds one line to ~/.ssh/config")
    func sshLayout() throws {
        let home = folder.path
        let environment = IntegrationEnvironment(environment: { $0 == "HOME" ? home : nil })
        let layout = try SSHTarget.layout(in: environment, dual: false)
        #expect(layout.files.isEmpty)
        #expect(layout.lines == [ConfigLine(config: folder.path + "/.ssh/config", line: SSHTarget.sendEnv, placement: .everyHost)])
    }

    @Test("the shell snippet exports the variant its background shows and the theme's name, quoted; a name the quotes cannot hold is left out")
    func shellExport() throws {
        let light = try #require(TestCatalog.catalog().themes.first { $0.name == "Test Light" })
        let sh = ShellSnippet.posix(ExportScheme(light, appearance: .light))
        #expect(sh.contains("LC_DARKSCREEN_APPEARANCE=light"))
        #expect(sh.contains("export LC_DARKSCREEN_APPEARANCE LC_DARKSCREEN_THEME"))
        var odd = light
        odd.name = "it's\u{7}odd"
        let oddSnippet = ShellSnippet.posix(ExportScheme(odd, appearance: .light))
        #expect(!oddSnippet.contains("LC_DARKSCREEN_THEME"))
        var quoted = light
        quoted.name = "Bob's"
        #expect(ShellSnippet.posix(ExportScheme(quoted, appearance: .light)).contains("LC_DARKSCREEN_THEME='Bob'\\''s'"))
        #expect(ShellSnippet.fish(ExportScheme(quoted, appearance: .light)).contains("set -gx LC_DARKSCREEN_THEME 'Bob\\'s'"))
    }

    @Test(
        "the shell snippet installs the context hooks for bash and zsh inside tmux or in a terminal, darkscreen's path quoted; none for a path the quotes cannot hold"
    )
    func contextHooks() {
        let hooks = ShellSnippet.contextHooks(program: "/opt/it's/darkscreen")
        #expect(hooks.contains("'/opt/it'\\''s/darkscreen' context --apply"))
        #expect(hooks.contains("PROMPT_COMMAND=") && hooks.contains("PS0=") && hooks.contains("precmd_functions+=") && hooks.contains("--after-start"))
        #expect(hooks.hasPrefix("if { [ -n \"${TMUX-}\" ] || [ -t 1 ]; }"))
        #expect(ShellSnippet.contextHooks(program: "/opt/bad\u{1b}/darkscreen") == "")
        #expect(ShellSnippet.contextHooks(program: nil) == "")
    }

    @Test(
        "fish's hooks: on fish_prompt and fish_preexec, inside tmux or in a terminal, in an interactive fish; darkscreen's path in fish's quotes, data whatever it holds"
    )
    func fishContextHooks() throws {
        let hooks = ShellSnippet.fishContextHooks(program: #"/opt/it's \ "q" $(rm -rf ~) `x` ;/darkscreen"#)
        #expect(hooks.hasPrefix(#"if status is-interactive; and begin; test -n "$TMUX"; or isatty stdout; end; and not set -q _darkscreen_context_hooks"#))
        let quoted = #"'/opt/it\'s \\ "q" $(rm -rf ~) `x` ;/darkscreen'"#
        #expect(hooks.contains("function _darkscreen_context --on-event fish_prompt\n        \(quoted) context --apply 2>/dev/null\n"))
        #expect(
            hooks.contains(
                "function _darkscreen_context_start --on-event fish_preexec\n        \(quoted) context --apply --after-start >/dev/null 2>&1 &\n"
                    + "        disown $last_pid 2>/dev/null\n"))
        #expect(ShellSnippet.fishContextHooks(program: "/opt/bad\u{1b}/darkscreen") == "")
        #expect(ShellSnippet.fishContextHooks(program: " /opt/darkscreen") == "")
        #expect(ShellSnippet.fishContextHooks(program: nil) == "")
        let light = try #require(TestCatalog.catalog().themes.first { $0.name == "Test Light" })
        let fish = ShellSnippet.fish(ExportScheme(light, appearance: .light))
        #expect(fish.contains("--on-event fish_preexec") == (FileSystem.executablePath().flatMap(ConfigQuoting.fish) != nil))
        #expect(!fish.contains("PROMPT_COMMAND") && !ShellSnippet.posix(ExportScheme(light, appearance: .light)).contains("fish_preexec"))
    }

    @Test("layers: nested tmux by the client's terminal, mosh by an ancestor, screen by STY, zellij by ZELLIJ")
    func layers() {
        func kinds(_ variables: [String: String], client: String? = nil, ancestors: [String] = ["bash"]) -> [TerminalLayer.Kind] {
            TerminalLayers.detect(variable: { variables[$0] }, clientTerminal: { client }, ancestors: { ancestors }).map(\.kind)
        }
        #expect(kinds([:]).isEmpty)
        #expect(kinds(["TMUX": "/s,1,0"], client: "xterm-256color").isEmpty)
        #expect(kinds(["TMUX": "/s,1,0"], client: "tmux-256color") == [.nestedTmux])
        #expect(kinds(["TMUX": "/s,1,0"], client: "screen") == [.nestedTmux])
        #expect(kinds([:], client: "tmux-256color").isEmpty)
        #expect(kinds([:], ancestors: ["bash", "mosh-server", "systemd"]) == [.mosh])
        #expect(kinds(["STY": "1.pts-0.host"]) == [.screen])
        #expect(kinds(["ZELLIJ": "0"]) == [.zellij])
        let explained = TerminalLayers.detect(variable: { _ in nil }, clientTerminal: { nil }, ancestors: { ["mosh-server"] })[0].explanation
        #expect(explained.contains("mosh-server") && explained.contains("forwards no colour questions"))
    }

    @Test("the process table: this process's ancestors end at init, and each has a name and a parent")
    func processTable() {
        let ancestors = ProcessTable.ancestors(of: getpid())
        #expect(ancestors.first?.pid == getpid())
        #expect(ancestors.allSatisfy { !$0.name.isEmpty })
        #expect(zip(ancestors, ancestors.dropFirst()).allSatisfy { $0.parent == $1.pid })
    }
}
