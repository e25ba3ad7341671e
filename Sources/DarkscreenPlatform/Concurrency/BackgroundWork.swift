#if canImport(Glibc)
    import Glibc
#endif
import CThreadPlacement
import TerminalAppearance

/// One piece of work started at once on a thread of its own (signals but a crash's blocked there, so they
/// still reach the main thread's handlers); `value()` waits for it to end. Start-up uses it to
/// check the drop-in folders against the theme folder cache (a `stat` a file) while the main
/// thread asks the terminal and reads the cache. The work must end by itself.
/// When no thread can be made, the work runs in `init`.
///
/// The thread starts on another CPU than the caller's (then may move anywhere): Linux otherwise
/// often queues a new thread behind its busy parent on the parent's CPU, where it ran only once the
/// main thread first waited (DECISIONS.md "The first frame's themes: the folders checked on the second CPU").
public final class BackgroundWork<Value: Sendable>: Sendable {
    private final class Slot: Sendable {
        let value = Locked<Value?>(nil)
    }

    private let slot = Slot()
    private let thread: Locked<pthread_t?>

    public init(_ work: @escaping @Sendable () -> Value) {
        let slot = self.slot
        var attributes = pthread_attr_t()
        pthread_attr_init(&attributes)
        defer { pthread_attr_destroy(&attributes) }
        var everywhere = ds_cpu_set()
        let placed = ds_start_on_another_cpu(&attributes, &everywhere) == 1
        let job = BackgroundJob(everywhere: placed ? everywhere : nil) {
            let value = work(); slot.value.withLock { $0 = value }
        }
        guard
            let thread = ThreadStart.spawn(
                "ds-background", attributes: &attributes,
                {
                    if var everywhere = job.everywhere { ds_run_anywhere(&everywhere) }
                    job.run()
                })
        else {
            job.run()
            self.thread = Locked(nil)
            return
        }
        self.thread = Locked(thread)
    }

    /// The work's result, waiting for the thread when it is still running.
    public func value() -> Value {
        if let running = thread.withLock({ thread -> pthread_t? in
            defer { thread = nil }; return thread
        }) {
            pthread_join(running, nil)
        }
        return slot.value.withLock { $0! }
    }
}

/// A thread's entry, not generic: a C callback cannot name a generic type.
private final class BackgroundJob: Sendable {
    /// The CPUs the process may use: the thread, started on another CPU than its parent's, may
    /// run on any of them once it runs.
    let everywhere: ds_cpu_set?
    let run: @Sendable () -> Void

    init(everywhere: ds_cpu_set?, _ run: @escaping @Sendable () -> Void) {
        self.everywhere = everywhere
        self.run = run
    }
}
