#if canImport(Glibc)
    import Glibc
#endif
import TerminalAppearance
import DarkscreenPlatform
import DarkscreenCore

/// Carries a commit to the connected tools off the run loop: `commit` notes the newest theme
/// (the last one wins) and returns at once; a thread of its own runs `IntegrationCommit` (every
/// call in it bounded) and hands each summary to `report` from that thread (the session posts it
/// into the inbox, whose pipe wakes the run loop at once: nothing waits for a poll interval).
/// The thread ends when nothing is waiting; the next commit starts another. It shares no lock
/// with the run loop but its own `state` (held for a few instructions).
public final class IntegrationWorker: Sendable {
    private struct State: Sendable {
        var pending: (Theme, Appearance)?
        var running = false
        var report: @Sendable (_ themeName: String, IntegrationSummary?) -> Void = { _, _ in }
    }

    private let state = Locked(State())
    private let environment: IntegrationEnvironment

    /// Nil when no target is connected (checked once, by one `stat`; `integrate` while darkscreen
    /// runs is taken at its next start).
    public init?(environment: IntegrationEnvironment = IntegrationEnvironment()) {
        guard FileSystem.isPresent(environment.recordPath) else { return nil }
        self.environment = environment
    }

    /// Whether a terminal or tmux is connected (on quit they are left in the committed theme).
    public var connectedTargets: Set<IntegrationTarget> {
        Set(IntegrationRecord.load(environment.recordPath).connected.keys)
    }

    /// A commit is waiting or running.
    public var isBusy: Bool { state.withLock { $0.running || $0.pending != nil } }

    /// Where each commit's summary goes (called on the worker's thread): the theme's name and the
    /// summary, nil when another darkscreen reached the tools with this theme already.
    public func report(to body: @escaping @Sendable (_ themeName: String, IntegrationSummary?) -> Void) {
        state.withLock { $0.report = body }
    }

    /// Hands over the committed theme; returns at once.
    public func commit(_ theme: Theme, appearance: Appearance) {
        let start = state.withLock { state -> Bool in
            state.pending = (theme, appearance)
            defer { state.running = true }
            return !state.running
        }
        guard start else { return }
        if !ThreadStart.detached("ds-integrate", { self.drain() }) { drain() }
    }

    /// Waits at most `milliseconds` for the commits under way (on the way out, so that a
    /// commit just made still reaches the tools before darkscreen exits).
    public func waitUntilIdle(milliseconds: Int) {
        let deadline = MonotonicClock.milliseconds() + milliseconds
        while state.withLock({ $0.running || $0.pending != nil }), MonotonicClock.milliseconds() < deadline { usleep(2000) }
    }

    private func drain() {
        while let (theme, appearance) = state.withLock({ state -> (Theme, Appearance)? in
            defer { state.pending = nil }
            if state.pending == nil { state.running = false }
            return state.pending
        }) {
            let summary = IntegrationCommit.runClaimed(theme: theme, appearance: appearance, environment: environment)
            state.withLock { $0.report }(theme.name, summary)
        }
    }
}
