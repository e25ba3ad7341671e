import TerminalAppearance
import DarkscreenPlatform
import DarkscreenCore

/// `--apply` and hooks: what darkscreen does to the world outside its window when the theme on
/// screen or the committed theme changes. The terminal's own colours are written at once (a few
/// bytes, through `writeColors`: the terminal's owner writes them), tmux's styles are handed to a
/// call that runs beside the loop, hooks start detached, a commit reaches the tools connected by
/// `darkscreen integrate` on the integrations worker's thread; problems are reported (`report`,
/// a notice in the status line), and how a commit reached the connected tools (`reportReach`, from
/// the worker's thread).
/// A wake source: a short poll while a tmux call, a hook or the worker is busy, so their results
/// are collected without waiting.
public final class ApplyShell: WakeSource {
    private let writeColors: ((TerminalColorSet) -> Void)?
    private let report: (Notice?) -> Void
    public let tmux: TmuxStyler?
    public let hooks: HookRunner?
    /// The tools connected by `darkscreen integrate`: each commit reaches them off the loop.
    public let integrations: IntegrationWorker?
    /// In the first pane `darkscreen beside` opened: recolours the window after every change of the
    /// committed theme, wherever it was committed (the hooks run once per change, in one darkscreen).
    public var windowRecolour: HookRunner?
    /// The committed theme as last handed out (nil until a commit or an appearance change).
    private var committed: AppliedTheme?
    /// A note from start-up (e.g. a killed instance left tmux styles), shown until replaced.
    public var startupNotice: Notice? { didSet { showProblems() } }
    /// The notice last reported, so only a change is reported.
    private var reported: Notice?

    /// `writeColors`: nil without `--apply terminal`. `integrations`: nil when nothing is connected
    /// (or the worker cannot start); `reportReach` gets its summary of each commit.
    public init(
        writeColors: ((TerminalColorSet) -> Void)?, tmux: TmuxStyler?, hooks: HookRunner?, report: @escaping (Notice?) -> Void,
        integrations: IntegrationWorker? = nil, reportReach: @escaping @Sendable (Notice) -> Void = { _ in }
    ) {
        self.writeColors = writeColors
        self.tmux = tmux
        self.hooks = hooks
        self.report = report
        self.integrations = integrations
        // From the worker's thread, as soon as the tools are reached (reportReach wakes the loop).
        // A commit another darkscreen had reached the tools with already replaces its own receipt.
        let announced = self.announced
        integrations?.report { name, summary in
            let wasAnnounced = announced.withLock { $0.remove(name) != nil }
            if let summary {
                reportReach(summary.receipt)
            } else if wasAnnounced {
                reportReach(Notice("\(SafeText.escaped(name)): the connected tools were reached by another darkscreen"))
            }
        }
    }

    /// The shown theme changed: the terminal's colours now, tmux's styles after this frame.
    public func apply(shown theme: AppliedTheme) {
        writeColors?(theme.terminal)
        tmux?.want(theme.tmuxStyles)  // started by frameWritten(), after this frame
        showProblems()
    }

    /// The committed theme or the appearance changed: the hooks run.
    public func runHooks(for theme: AppliedTheme) {
        hooks?.run(theme.hookEnvironment)
        showProblems()
    }

    /// The committed theme or the appearance changed: beside's window (borders, styles, palette)
    /// takes the colours this darkscreen shows — on every change, a scheduled switch included
    /// (another darkscreen may run the hooks for it, but no other recolours this window).
    public func recolourWindow(for theme: AppliedTheme) {
        windowRecolour?.start(theme.hookEnvironment)
    }

    /// The committed theme or the appearance changed: the connected tools' files are written and
    /// their running instances told, on the worker's thread (a move through the list never gets here).
    public func reachConnectedTools(_ theme: AppliedTheme) {
        committed = theme
        integrations?.commit(theme.theme, appearance: theme.appearance)
    }

    /// What the status line says the moment a theme is committed while tools are connected (the
    /// commit's own frame, drawn before any tool is reached; the summary replaces it).
    public func reachingNotice(for themeName: String) -> Notice? {
        guard integrations != nil else { return nil }
        announced.withLock { _ = $0.insert(themeName) }
        return Notice("\(SafeText.escaped(themeName)): reaching the connected tools")
    }

    /// The themes whose receipt `reachingNotice` put up and no summary has replaced yet.
    private let announced = Locked(Set<String>())

    public var fileDescriptor: Int32? { nil }

    public var pollInterval: Int32? {
        // The integrations worker wakes the loop itself (its summary goes into the inbox).
        tmux?.isBusy == true || hooks?.isBusy == true || windowRecolour?.isBusy == true ? 50 : nil
    }

    /// Collects finished tmux calls and hooks; starts nothing (a key may be waiting to be drawn).
    public func wake() {
        tmux?.pump(startingNext: false)
        hooks?.pump()
        windowRecolour?.pump()
        showProblems()
    }

    /// The frame is out: the next tmux call, if styles are waiting, starts now.
    public func frameWritten() {
        guard let tmux, tmux.isWaiting else { return }
        tmux.pump(startingNext: true)
        showProblems()
    }

    private func showProblems() {
        let line = (tmux?.problem ?? hooks?.problem).map { Notice($0) } ?? startupNotice
        guard line != reported else { return }
        reported = line
        report(line)
    }

    /// On the way out: a commit still on its way to the connected tools is waited for (bounded);
    /// tmux's options put back (bounded), which lets the global styles of a connected tmux file
    /// show. Returns the colours the terminal is left in when its own `stop()` gives its colours
    /// back: the theme committed here, when `--apply terminal` wrote colours and a terminal is
    /// connected by `integrate` (else nil, the terminal's own colours).
    public func restore() -> TerminalColorSet? {
        var colorsAfterQuit: TerminalColorSet?
        if let integrations {
            integrations.waitUntilIdle(milliseconds: 3000)
            if writeColors != nil, let committed, integrations.connectedTargets.contains(where: \.isTerminal) {
                colorsAfterQuit = committed.terminal
            }
        }
        tmux?.restore()
        return colorsAfterQuit
    }

    /// Ctrl-Z: tmux's options put back while darkscreen is stopped (the terminal gives its own
    /// colours back itself); the first frame after `fg` sends the styles again.
    public func suspend() {
        tmux?.suspend()
    }

    /// OSC 10/11/12/17/19 and 4;0–15 when the terminal keeps no colour stack, asked in the
    /// appearance's fenced exchange (TerminalAppearance), so they can be written back on the way out.
    public static func colorQueries() -> [ColorSlot] {
        guard !TerminalColorSaving.hasColorStack(environment: Environment.process.variable),
            Environment.process.variable("TMUX") == nil
        else { return [] }
        // The background and foreground too: with a forced appearance they are not asked for it.
        return ColorSlot.applied
    }
}
