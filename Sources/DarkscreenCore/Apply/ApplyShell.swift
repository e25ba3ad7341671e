import TerminalAppearance

/// `--apply` and hooks: what darkscreen does to the world outside its window when the theme on
/// screen or the committed theme changes. The terminal's own colours are written at once (a few
/// bytes, through `writeColors`: the terminal's owner writes them), tmux's styles are handed to a
/// call that runs beside the loop, hooks start detached; their problems are reported (`report`,
/// a notice in the status line). A wake source: a short poll while a tmux call or a hook is
/// running, so their results are collected without waiting.
public final class ApplyShell: WakeSource {
    private let writeColors: ((TerminalColorSet) -> Void)?
    private let report: (Notice?) -> Void
    public let tmux: TmuxStyler?
    public let hooks: HookRunner?
    /// A note from start-up (e.g. a killed instance left tmux styles), shown until replaced.
    public var startupNotice: Notice? { didSet { showProblems() } }
    /// The notice last reported, so only a change is reported.
    private var reported: Notice?

    /// `writeColors`: nil without `--apply terminal`.
    public init(writeColors: ((TerminalColorSet) -> Void)?, tmux: TmuxStyler?, hooks: HookRunner?, report: @escaping (Notice?) -> Void) {
        self.writeColors = writeColors
        self.tmux = tmux
        self.hooks = hooks
        self.report = report
    }

    /// The shown theme changed: the terminal's colours now, tmux's styles after this frame.
    public func apply(shown theme: AppliedTheme) {
        writeColors?(theme.terminal)
        tmux?.want(theme.tmuxStyles) // started by frameWritten(), after this frame
        showProblems()
    }

    /// The committed theme or the appearance changed: the hooks run.
    public func runHooks(for theme: AppliedTheme) {
        hooks?.run(theme.hookEnvironment)
        showProblems()
    }

    public var fileDescriptor: Int32? { nil }

    public var pollInterval: Int32? {
        tmux?.isBusy == true || hooks?.isBusy == true ? 50 : nil
    }

    /// Collects finished tmux calls and hooks; starts nothing (a key may be waiting to be drawn).
    public func wake() {
        tmux?.pump(startingNext: false)
        hooks?.pump()
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

    /// On the way out: tmux's options put back (bounded); the terminal's colours are given
    /// back by the terminal's own `stop()`.
    public func restore() {
        tmux?.restore()
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
              Environment.process.variable("TMUX") == nil else { return [] }
        // The background and foreground too: with a forced appearance they are not asked for it.
        return ColorSlot.applied
    }
}
