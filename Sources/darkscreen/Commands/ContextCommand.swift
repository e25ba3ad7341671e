import ArgumentParser
import DarkscreenCore
import TerminalAppearance
#if canImport(Glibc)
    import Glibc
#endif
import DarkscreenPlatform
import DarkscreenTools

/// `darkscreen context`: where the current pane is (host, user, folder, command, container, the
/// layers in between) and which `"contexts"` rule matches, as `appearance --explain` does for
/// light or dark. `--apply` tints the pane per the rule, outside tmux the terminal window
/// (`WindowTint`), or puts it back when none matches: what the shell's prompt hooks run.
struct ContextCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "context",
        abstract: "Print where this tmux pane or terminal is and which \"contexts\" rule matches; --apply tints it.",
        discussion: """
            The context is read with nothing installed on remote hosts: tmux's view of the pane (its command and \
            folder) and the pane's processes (an ssh command line gives host, user and port; the foreground process \
            gives the user). A rule's tint is derived from the committed theme in OKLCH, every text colour kept at \
            the minimumContrast floor. See contexts.md among darkscreen's documents.
            """)

    @Flag(help: "Tint the pane (outside tmux: the terminal window) per the matching rule, or put its colours back when no rule matches.")
    var apply = false

    @Flag(
        help:
            "With --apply, from a shell's hook as a command starts: wait (at most a second) for it to take the terminal's foreground, and apply again at each change of the foreground in that second."
    )
    var afterStart = false

    @Option(help: ArgumentHelp("The tmux pane (default: this one, $TMUX_PANE).", valueName: "%ID"))
    var pane: String?

    func validate() throws {
        if afterStart && !apply { throw ValidationError("--after-start goes with --apply") }
    }

    @OptionGroup var themeOptions: ThemeOptions

    func run() throws {
        guard afterStart else { return try once() }
        // The foreground process group of the terminal (this process's own /proc entry says it)
        // as the command starts: each change within the second is a program taking the terminal
        // (ssh; su, then the shell it starts).
        // Started from the shell's hook, this process is in the shell's process group: that is
        // the foreground until the command takes it (perhaps before this process got here).
        // Changes made by the hooks' own darkscreen are passed over; when the shell has the
        // foreground again the command is over, and the prompt's hook takes it from there.
        guard let shellGroup = ProcessEntry.read(getpid())?.group, shellGroup > 0 else { return try once() }
        var seen = shellGroup
        let deadline = ChildProcess.monotonicMilliseconds() + 1000
        while ChildProcess.monotonicMilliseconds() < deadline {
            guard let now = ProcessEntry.read(getpid())?.foregroundGroup else { return }
            if now != seen {
                if now == shellGroup { return }
                seen = now
                // A group whose leader is already gone (the prompt hook's own darkscreen, quick to
                // end) took nothing: passed over, as darkscreen's own are.
                if let program = ProcessEntry.read(now), program.name != "darkscreen" { try once(folderOf: program.pid) }
            }
            usleep(10_000)
        }
    }

    /// `folderOf`: outside tmux, the program that took the terminal, whose folder counts.
    func once(folderOf program: Int32? = nil) throws {
        SettingsWarnings.report()
        let store = SettingsStore.standard()
        let settings = store.load().settings
        let server = TmuxServer()
        let paneID = pane ?? Environment.process.variable("TMUX_PANE")
        if let pane, !TmuxID.isPane(pane) {
            CommandOutput.error(Notice("--pane \(SafeText.quoted(pane)) is not a tmux pane id such as %3"))
            throw ExitCode(2)
        }
        var layers = pane == nil ? TerminalLayers.current() : []
        let context: PaneContext
        let scope: Scope
        let read = server.flatMap { server in paneID.map { PaneContext.read(server: server, pane: $0) } }
        if case .success(let found)? = read {
            context = found.context
            layers += found.layers.filter { layer in !layers.contains { $0.kind == layer.kind } }
            scope = .pane(pane)
        } else if pane == nil, !Self.insideTmux, let device = TerminalDevice.controlling() {
            context = PaneContext.ofTerminal(folderOf: program)
            scope = .window(device)
        } else {
            guard !apply, pane == nil else {
                let why = if case .failure(let failure)? = read { failure.reason } else { "not inside tmux, and no terminal" }
                CommandOutput.error(
                    Notice(
                        "--apply tints a tmux pane or the terminal window, and \(SafeText.quoted(paneID ?? "this pane")) could not be read (\(why))",
                        action: "run it inside tmux or a terminal, or name the pane with --pane"))
                throw ExitCode(1)
            }
            context = PaneContext.ofThisProcess()
            scope = .none
        }
        let home = IntegrationEnvironment().home
        let match = ContextMatch.best(settings.contexts.rules, for: context, home: home)
        let effect = try match.map { try Self.effect(of: $0.rule, settings: settings, store: store, themeOptions: themeOptions) }
        if apply, case .window(let device) = scope {
            let session = ProcessEntry.read(getpid())?.session ?? 0
            if let problem = WindowTint(device: device, session: session).apply(effect.flatMap(Self.windowColors), back: Self.windowBack(effect)) {
                CommandOutput.error(Notice(problem))
                throw ExitCode(1)
            }
            return
        }
        if apply, let server, let paneID, let tint = PaneTint(server: server, pane: paneID) {
            var (problem, changed) = (String?.none, false)
            if let colors = effect?.colors {
                (problem, changed) = tint.tint(colors, label: match?.rule.label)
            } else if let done = tint.restore(keepingLabel: match?.rule.label) {
                (problem, changed) = done.hasPrefix("could not") ? (done, false) : (nil, true)
            }
            // The pane may be beside's work pane: its gutters say where it is too.
            if changed { problem = BesideRequest.followTint(of: paneID, server: server, themeFiles: themeOptions.themeFiles) }
            if let problem {
                CommandOutput.error(Notice(problem))
                throw ExitCode(1)
            }
            return
        }
        CommandOutput.print(Self.report(context, layers: layers, match: match, effect: effect, choice: settings.contexts, scope: scope))
    }

    static var insideTmux: Bool { Environment.process.variable("TMUX").map { !$0.isEmpty } ?? false }

    /// What `--apply` tints: a tmux pane, or (outside tmux) the terminal window.
    enum Scope {
        case pane(String?)
        case window(String)
        case none

        var description: String {
            switch self {
            case .pane(nil): "this tmux pane"
            case .pane(let id?): "the tmux pane \(SafeText.escaped(id))"
            case .window(let device): "the terminal window \(SafeText.escaped(device))"
            case .none: "none (not in a tmux pane, no terminal)"
            }
        }
    }

    /// The colours a rule's effect gives a terminal window (nil: none, the window as it was).
    static func windowColors(_ effect: Effect) -> TerminalColorSet? {
        effect.colors.map { WindowTint.colors($0, wholePalette: effect.wholeTheme) }
    }

    /// How a window tinted now is given back: to the colours the shell integration prints in new
    /// shells (`--apply terminal`'s escapes of the committed theme) when it is connected, else by
    /// the terminal's resets.
    static func windowBack(_ effect: Effect?) -> TerminalColorSaving {
        let connected = IntegrationTarget(rawValue: "shell").map { IntegrationRecord.load(IntegrationEnvironment().recordPath).connected[$0] != nil } ?? false
        return WindowTint.back(
            kept: connected ? effect?.committed : nil, resetPins: ResetPinnedTerminal.matches(environment: Environment.process.variable))
    }

    /// What a rule does with the committed theme now: the colours for the pane (nil: label only).
    struct Effect {
        var colors: TintedColors?
        var description: String
        /// A rule's whole `theme` (every ANSI colour is the rule's), not a tint of the committed one.
        var wholeTheme = false
        /// The committed theme's terminal colours in the variant in force (`--apply terminal`'s).
        var committed: TerminalColorSet?
    }

    static func effect(of rule: ContextRule, settings: Settings, store: SettingsStore, themeOptions: ThemeOptions) throws -> Effect {
        guard rule.tint != nil || rule.theme != nil else { return Effect(colors: nil, description: "no colours (label only)") }
        let catalog = try themeOptions.loadCatalog(store: store)
        let appearance = Self.appearance(settings)
        var theme = catalog.themes[CommittedTheme.read(from: store, catalog: catalog).index]
        let committed = ExportScheme(theme, appearance: appearance.appearance).terminalColors
        if let name = rule.theme {
            guard let index = catalog.index(named: name) else {
                return Effect(colors: nil, description: "no colours: the theme \(SafeText.quoted(name)) is not among the themes")
            }
            theme = catalog.themes[index]
        }
        let variant = appearance.appearance
        guard let choice = rule.tint else {
            let scheme = ExportScheme(theme, appearance: variant)
            let colors = TintedColors(
                background: scheme.background, foreground: scheme.foreground,
                secondary: theme.colors.resolved(for: variant).secondary, palette: scheme.palette, moved: [])
            return Effect(
                colors: colors, description: "\(SafeText.quoted(theme.name)) (\(variant.rawValue), \(appearance.source.reason))",
                wholeTheme: true, committed: committed)
        }
        guard let hue = ContextTint.hue(choice, appearance: variant, theme: { catalog.index(named: $0).map { catalog.themes[$0] } }) else {
            return Effect(colors: nil, description: "no tint: the tint's theme is not among the themes")
        }
        let floor = settings.minimumContrast
        let colors = ContextTint.tinted(theme, appearance: variant, hue: hue, floor: floor)
        let short = ContextTint.shortfalls(colors, original: ExportScheme(theme, appearance: variant).background, floor: floor)
        var text =
            "background \(colors.background.hex), text \(colors.foreground.hex): \(SafeText.quoted(theme.name)) "
            + "(\(variant.rawValue), \(appearance.source.reason)) toward \(Int(hue.rounded()))°; "
        text += short.isEmpty ? "every text colour at \(floor) or more on it" : "short of \(floor): " + short.joined(separator: ", ")
        if !colors.moved.isEmpty { text += " (lightness moved: \(colors.moved.joined(separator: ", ")))" }
        return Effect(colors: colors, description: text, committed: committed)
    }

    /// Light or dark for the tint, decided without asking the terminal (a hook must not take keys
    /// typed ahead): the explicit choices, the schedule, what SSH forwarded, tmux's client theme,
    /// COLORFGBG, dark.
    static func appearance(_ settings: Settings) -> AppearanceDecision {
        var inputs = AppearanceNow.inputs(settings: settings)
        if inputs.decision.source > .forwarded, let tmux = Environment.process.variable("TMUX"), !tmux.isEmpty,
            let pane = TmuxPane.ask(environment: ["TMUX": tmux, "TMUX_PANE": Environment.process.variable("TMUX_PANE") ?? ""]),
            let theme = pane.clientTheme
        {
            inputs.detections.record(SourceReport(.tmux, .answered(theme, detail: "tmux client_theme")))
        }
        return AppearanceNow.decide(inputs)
    }

    static func report(
        _ context: PaneContext, layers: [TerminalLayer], match: ContextMatch?, effect: Effect?, choice: ContextChoice, scope: Scope
    ) -> String {
        var lines: [String] = []
        func line(_ name: String, _ value: String) { lines.append(name.columned(11) + value) }
        var host = SafeText.escaped(context.host)
        if let ssh = context.ssh { host += " (over ssh" + (ssh.port.map { ", port \($0)" } ?? "") + ")" }
        line("host", host)
        line("user", SafeText.escaped(context.user))
        line("path", context.path.map(SafeText.escaped) ?? (context.ssh == nil ? "not known" : "not known (the far side's folder)"))
        line("command", context.command.map(SafeText.escaped) ?? "none")
        line("container", context.container.map(SafeText.escaped) ?? "none")
        line("layers", layers.isEmpty ? "none" : layers.map(\.explanation).joined(separator: "; "))
        switch choice {
        case .off: line("rule", "none (no \"contexts\" in settings.json)")
        case .invalid(let error): line("rule", "none (settings.json: \(error))")
        case .on: line("rule", match.map(\.description) ?? "none matches")
        }
        if let effect {
            // "background …, text …: THEME (…) toward N°" and how legible it is, on lines of their own.
            let parts = effect.description.split(separator: "; ", maxSplits: 1).map(String.init)
            line("colours", parts[0])
            if parts.count > 1 { line("legible", parts[1]) }
        }
        line("scope", scope.description)
        return lines.joined(separator: "\n")
    }
}

private extension String {
    func columned(_ width: Int) -> String { self + String(repeating: " ", count: max(1, width - count)) }
}
