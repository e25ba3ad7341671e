import ArgumentParser
import DarkscreenCore
import TerminalAppearance
import DarkscreenPlatform
import DarkscreenTools

extension BesideSide: ExpressibleByArgument {}
extension BesideWidth: ExpressibleByArgument {
    public init?(argument: String) { self.init(parsing: argument) }
}

/// `darkscreen beside` (inside tmux): the user's pane kept at a reading width, darkscreen in
/// full-height panes beside it, the window's borders and palette in the theme (docs/beside.md).
struct BesideCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "beside",
        abstract: "Keep your tmux pane at a reading width with calm darkscreen panes beside it (again, or --off: close them).",
        discussion: """
            Run it in your pane or bind it: bind-key B run-shell 'darkscreen beside'. The window keeps the layout when \
            it is resized; closing your pane or a darkscreen pane closes the rest and puts the window's options back.
            """)

    @Option(help: ArgumentHelp("Where darkscreen goes: left, right or both (your pane centred).", valueName: "left|right|both"))
    var side: BesideSide = .both

    @Option(help: ArgumentHelp("Your pane's width: columns, or a share of the window (1/3, 1/2, 2/3).", valueName: "N|A/B"))
    var width: BesideWidth = .columns(100)

    @Flag(help: "Close the darkscreen panes and give your pane its width back.")
    var off = false

    @Option(help: .private)
    var relayout: String?

    @Option(help: .private)
    var recolour: String?

    @OptionGroup var themeOptions: ThemeOptions

    func run() throws {
        try BesideRequest(
            side: side, width: width, off: off, relayout: relayout, recolour: recolour,
            themeFiles: themeOptions.themeFiles
        ).run()
    }
}

/// What `darkscreen beside` was asked, from swift-argument-parser (`BesideCommand`) or, for the
/// plain forms, from `recognize` (the parser's start cost more than the rest of beside's work
/// before its first tmux call).
struct BesideRequest {
    var side: BesideSide = .both
    var width: BesideWidth = .columns(100)
    var off = false
    var relayout: String?
    var recolour: String?
    var themeFiles: [String] = []

    /// `beside` with `--side`, `--width`, `--off`, `--themes`, `--relayout`, `--recolour`, each
    /// as `--opt value` or `--opt=value` and each a good value (`--themes` may repeat). Anything
    /// else (help, a bad or missing value, a repeated option, an unknown one) returns nil and goes
    /// through the parser, so every message stays the parser's own.
    static func recognize(_ arguments: some Collection<String>) -> BesideRequest? {
        var rest = arguments[...]
        guard rest.popFirst() == "beside" else { return nil }
        var request = BesideRequest()
        var seen: Set<String> = []
        while let argument = rest.popFirst() {
            guard argument.hasPrefix("--") else { return nil }
            if argument == "--off" {
                guard seen.insert(argument).inserted else { return nil }
                request.off = true
                continue
            }
            let name: String
            let value: String
            if let equals = argument.firstIndex(of: "=") {
                name = String(argument[..<equals])
                value = String(argument[argument.index(after: equals)...])
            } else {
                name = argument
                guard let next = rest.popFirst() else { return nil }
                value = next
            }
            guard !value.isEmpty, !value.hasPrefix("-") else { return nil }
            guard name == "--themes" || seen.insert(name).inserted else { return nil }
            switch name {
            case "--side":
                guard let side = BesideSide(rawValue: value) else { return nil }
                request.side = side
            case "--width":
                guard let width = BesideWidth(parsing: value) else { return nil }
                request.width = width
            case "--themes": request.themeFiles.append(value)
            case "--relayout": request.relayout = value
            case "--recolour": request.recolour = value
            default: return nil
            }
        }
        return request
    }

    func run() throws {
        guard let server = TmuxServer() else {
            StandardError.print("darkscreen: beside works inside tmux: start tmux with 'tmux new', then run 'darkscreen beside' in it")
            throw ExitStatus.notATerminal
        }
        let window = BesideWindow(server: server)
        if let relayout {
            guard TmuxID.isWindow(relayout) else {
                StandardError.print("darkscreen: --relayout takes a tmux window id such as @1, not \(SafeText.quoted(relayout))")
                throw ExitStatus.usage
            }
            try report(window.relayout(window: relayout))
            return
        }
        if let recolour {
            guard TmuxID.isWindow(recolour) else {
                StandardError.print("darkscreen: --recolour takes a tmux window id such as @1, not \(SafeText.quoted(recolour))")
                throw ExitStatus.usage
            }
            // (a companion's hook: it draws exact RGB when it was started with COLORTERM=truecolor)
            try report(
                window.recolour(window: recolour, colours: try Self.committedColours(themeFiles: themeFiles, direct: Environment.process.colortermIsDirect)))
            return
        }
        let pane = try Self.userPane(server)
        if off {
            try report(window.off(target: pane))
            return
        }
        let program = FileSystem.executablePath() ?? "darkscreen"
        let launch = BesideWindow.Launch(
            companion: [program, "run", "--in-beside"] + themeFiles.flatMap { ["--themes", $0] },
            environment: Self.passedEnvironment(), program: program)
        try report(
            window.toggle(
                pane: pane, layout: BesideLayout(side: side, width: width), launch: launch,
                colours: { try Self.committedColours(themeFiles: themeFiles, direct: Self.clientHasRGB(server)) }))
    }

    /// The committed theme's colours, light or dark as every darkscreen decides it now
    /// (`CommandAppearance`; a companion's recolour hook carries its own decision in
    /// `DARKSCREEN_APPEARANCE`). The work pane's context tint goes in where they are written
    /// (`BesideWindow.recolour`, `toggle`).
    static func committedColours(themeFiles: [String], direct: Bool) throws -> BesideWindow.Colours {
        let store = SettingsStore.standard()
        let catalog = try ThemeFileOptions(themeFiles: themeFiles).loadCatalog(store: store)
        let theme = catalog.themes[CommittedTheme.read(from: store, catalog: catalog).index]
        let appearance = CommandAppearance.resolve(settings: store.load().settings).appearance
        let resolved = theme.colors.resolved(for: appearance)
        return BesideWindow.Colours(
            background: resolved.background, foreground: resolved.primary,
            palette: theme.palette?.map { $0.resolved(for: appearance) }, direct: direct)
    }

    /// After `context --apply` (or `restore`) changed `pane`'s tint: beside's window follows when
    /// the pane is its work pane. A problem, or nil.
    static func followTint(of pane: String, server: TmuxServer, themeFiles: [String]) -> String? {
        let outcome = try? BesideWindow(server: server).follow(tintOf: pane) { direct in
            try committedColours(themeFiles: themeFiles, direct: direct)
        }
        if case .failed(let reason)? = outcome { return "could not give beside's window pane \(pane)'s tint: \(reason)" }
        return nil
    }

    private func report(_ outcome: BesideWindow.Outcome) throws {
        switch outcome {
        case .opened(_, let notices):
            for notice in notices { StandardError.print("darkscreen: " + notice) }
        case .closed, .unchanged, .resized, .recoloured:
            break
        case .failed(let reason):
            StandardError.print("darkscreen: beside: " + reason)
            throw ExitCode(1)
        }
    }

    /// The pane beside is run from (`$TMUX_PANE`), or tmux's current pane (`run-shell` from a key).
    static func userPane(_ server: TmuxServer) throws -> String {
        if let pane = Environment.process.variable("TMUX_PANE"), TmuxID.isPane(pane) { return pane }
        let answer = server.run([["display-message", "-p", "#{pane_id}"]])
        let pane = answer.output.split(separator: "\n").first.map(String.init) ?? ""
        guard answer.succeeded, TmuxID.isPane(pane) else {
            StandardError.print("darkscreen: beside: tmux names no current pane (\(answer.problem))")
            throw ExitCode(1)
        }
        return pane
    }

    /// Whether the companions can draw exact RGB: tmux's client has the RGB feature (its
    /// `terminal-features`, or `Tc` in its terminfo), or this pane says 24-bit colour. Asked while
    /// tmux answers beside's first call.
    static func clientHasRGB(_ server: TmuxServer) -> Bool {
        if Environment.process.colortermIsDirect { return true }
        let answer = server.run([["display-message", "-p", "#{client_termfeatures}"]])
        return answer.succeeded && answer.output.split(whereSeparator: { $0 == "," || $0 == "\n" }).contains("RGB")
    }

    /// What the companions need from this environment (tmux starts them in the server's own);
    /// 24-bit colour is added when tmux's client has it (`Colours.direct`).
    static let passedVariables = [
        "HOME", "XDG_CONFIG_HOME", "XDG_STATE_HOME", "XDG_CACHE_HOME", "XDG_DATA_HOME", "XDG_DATA_DIRS",
        "DARKSCREEN_THEMES", "DARKSCREEN_THEME_DIRS", "DARKSCREEN_DATA_DIR"
    ]

    static func passedEnvironment() -> [String] {
        passedVariables.compactMap { name in Environment.process.variable(name).map { name + "=" + $0 } }
    }
}
