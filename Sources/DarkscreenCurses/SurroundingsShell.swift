import DarkscreenCore
import DarkscreenState
import DarkscreenUI

/// Carries out the surroundings effects the app returns: the terminal's own colours (written at
/// once, a few bytes), tmux's styles (handed to a call that runs beside the loop) and hooks
/// (started detached); their problems come back into the inbox as a notice. Also the run loop's
/// wake source: the live sync's descriptor, plus a short poll while a tmux call or a hook is
/// running, so their results are collected without waiting.
@MainActor
public final class SurroundingsShell: @MainActor WakeSource {
    private let terminal: CursesTerminal
    private let inbox: EventInbox
    private let sync: LiveSync
    public let tmux: TmuxStyler?
    public let hooks: HookRunner?
    /// In the first pane `darkscreen beside` opened: recolours the window after every change of the
    /// committed theme, wherever it was committed (the hooks run once per change, in one darkscreen).
    public var windowRecolour: HookRunner?
    /// The tools connected by `darkscreen integrate`: each commit reaches them off the loop.
    public let integrations: IntegrationWorker?
    /// The committed theme as last handed out (nil until a commit or an appearance change).
    private var committed: Surroundings?
    private let applyColors: Bool
    /// A note from start-up (e.g. a killed instance left tmux styles), shown until replaced.
    public var startupNotice: Notice? { didSet { showProblems() } }
    /// The notice last sent, so only a change is sent.
    private var sentNotice: Notice?

    public init(terminal: CursesTerminal, inbox: EventInbox, sync: LiveSync, applyColors: Bool, tmux: TmuxStyler?, hooks: HookRunner?,
                integrations: IntegrationWorker? = nil) {
        self.terminal = terminal
        self.inbox = inbox
        self.sync = sync
        self.applyColors = applyColors
        self.tmux = tmux
        self.hooks = hooks
        self.integrations = integrations
        // tmux's options are put back by a tmux command, which a signal handler cannot run.
        if tmux != nil { SignalMonitor.endThroughTheLoop() }
    }

    /// The shown theme changed: the terminal's colours now, tmux's styles after this frame.
    public func apply(shown surroundings: Surroundings) {
        if applyColors { terminal.applyColors(surroundings.terminal) }
        tmux?.want(surroundings.tmuxStyles) // started by frameWritten(), after this frame
        showProblems()
    }

    /// The committed theme or the appearance changed: the hooks run.
    public func runHooks(for surroundings: Surroundings) {
        hooks?.run(surroundings.hookEnvironment)
        windowRecolour?.start(surroundings.hookEnvironment)
        showProblems()
    }

    /// The committed theme or the appearance changed: the connected tools' files are written and
    /// their running instances told, on the worker's thread (a move through the list never gets here).
    public func reachConnectedTools(_ surroundings: Surroundings) {
        committed = surroundings
        integrations?.commit(surroundings.theme, appearance: surroundings.appearance)
    }

    public var fileDescriptor: Int32? { sync.fileDescriptor }

    public var pollInterval: Int32? {
        let busy = tmux?.isBusy == true || hooks?.isBusy == true || windowRecolour?.isBusy == true || integrations?.isBusy == true
        guard busy else { return sync.pollInterval }
        return min(sync.pollInterval ?? 50, 50)
    }

    /// Collects finished tmux calls and hooks; starts nothing (a key may be waiting to be drawn).
    public func wake() {
        sync.wake()
        tmux?.pump(startingNext: false)
        hooks?.pump()
        windowRecolour?.pump()
        showProblems()
        if let summary = integrations?.takeResult() { inbox.send(.notice(.integrations, Notice(summary.text, action: summary.action))) }
    }

    /// The frame is out: the files are watched from the first; the next tmux call, if styles are waiting, starts now.
    public func frameWritten() {
        sync.frameWritten()
        guard let tmux, tmux.isWaiting else { return }
        tmux.pump(startingNext: true)
        showProblems()
    }

    private func showProblems() {
        let line = (tmux?.problem ?? hooks?.problem).map { Notice($0) } ?? startupNotice
        guard line != sentNotice else { return }
        sentNotice = line
        inbox.send(.notice(.surroundings, line))
    }

    /// On the way out: a commit still on its way to the connected tools is waited for (bounded);
    /// tmux's options put back (bounded), which lets the global styles of a connected tmux file
    /// show; the terminal's colours are given back by the terminal's own `stop()`, which then
    /// leaves a connected terminal in the theme committed here.
    public func restore() {
        if let integrations {
            integrations.waitUntilIdle(milliseconds: 3000)
            if applyColors, let committed, integrations.connectedTargets.contains(where: \.isTerminal) {
                terminal.colorsAfterQuit = committed.terminal
            }
        }
        tmux?.restore()
    }

    /// Ctrl-Z: tmux's options put back while darkscreen is stopped (the terminal gives its own
    /// colours back itself); the first frame after `fg` sends the styles again.
    public func suspend() {
        tmux?.suspend()
    }
}
