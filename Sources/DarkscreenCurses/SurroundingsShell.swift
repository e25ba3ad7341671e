import DarkscreenCore
import DarkscreenUI

/// Carries out the surroundings effects the app returns: the terminal's own colours (written at
/// once, a few bytes), tmux's styles (handed to a call that runs beside the loop) and hooks
/// (started detached). Also the run loop's wake source: the live sync's descriptor, plus a short
/// poll while a tmux call or a hook is running, so their results are collected without waiting.
@MainActor
public final class SurroundingsShell: @MainActor WakeSource {
    private let terminal: CursesTerminal
    private let controller: AppController
    private let sync: LiveSync
    public let tmux: TmuxStyler?
    public let hooks: HookRunner?
    /// The tools connected by `darkscreen integrate`: each commit reaches them off the loop.
    public let integrations: IntegrationWorker?
    private let applyColors: Bool
    /// A note from start-up (e.g. a killed instance left tmux styles), shown until replaced.
    public var startupNotice: String? { didSet { showProblems() } }

    public init(terminal: CursesTerminal, controller: AppController, sync: LiveSync, applyColors: Bool, tmux: TmuxStyler?, hooks: HookRunner?,
                integrations: IntegrationWorker? = nil) {
        self.terminal = terminal
        self.controller = controller
        self.sync = sync
        self.applyColors = applyColors
        self.tmux = tmux
        self.hooks = hooks
        self.integrations = integrations
        // tmux's options are put back by a tmux command, which a signal handler cannot run.
        if tmux != nil { SignalMonitor.endThroughTheLoop() }
    }

    public func handle(_ effect: AppEffect) {
        switch effect {
        case .surroundingsChanged(let surroundings):
            if applyColors { terminal.applyColors(surroundings.terminal) }
            tmux?.want(surroundings.tmuxStyles) // started by frameWritten(), after this frame
        case .committedSurroundingsChanged(let surroundings):
            hooks?.run(surroundings.hookEnvironment)
            // Only a commit (or the appearance a dynamic theme follows) writes the tools' files.
            integrations?.commit(controller.state.catalog.themes[controller.state.committed], appearance: surroundings.appearance)
        default:
            break
        }
        showProblems()
    }

    public var fileDescriptor: Int32? { sync.fileDescriptor }

    public var pollInterval: Int32? {
        let busy = tmux?.isBusy == true || hooks?.isBusy == true || integrations?.isBusy == true
        guard busy else { return sync.pollInterval }
        return min(sync.pollInterval ?? 50, 50)
    }

    /// Collects finished tmux calls and hooks; starts nothing (a key may be waiting to be drawn).
    public func wake() {
        sync.wake()
        tmux?.pump(startingNext: false)
        hooks?.pump()
        showProblems()
        if let summary = integrations?.takeResult() { controller.handle(.notice(.integrations, summary.line)) }
    }

    /// The frame is out: the files are watched from the first; the next tmux call, if styles are waiting, starts now.
    public func frameWritten() {
        sync.frameWritten()
        guard let tmux, tmux.isWaiting else { return }
        tmux.pump(startingNext: true)
        showProblems()
    }

    private func showProblems() {
        let line = tmux?.problem ?? hooks?.problem ?? startupNotice
        if controller.state.notices.surroundings != line { controller.handle(.notice(.surroundings, line)) }
    }

    /// On the way out: tmux's options put back (bounded); the terminal's colours are given
    /// back by the terminal's own `stop()`.
    /// A commit still on its way to the connected tools is waited for (bounded); a connected
    /// terminal is then left in the committed theme, and tmux's window options put back let the
    /// global styles of its connected file show.
    public func restore() {
        if let integrations {
            integrations.waitUntilIdle(milliseconds: 3000)
            if applyColors, integrations.connectedTargets.contains(where: \.isTerminal) {
                terminal.colorsAfterQuit = controller.committedSurroundings.terminal
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
