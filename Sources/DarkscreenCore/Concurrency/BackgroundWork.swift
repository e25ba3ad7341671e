#if canImport(Glibc)
import Glibc
#endif
import Synchronization

/// One piece of work started at once on a thread of its own (signals blocked there, so they
/// still reach the main thread's handlers); `value()` waits for it to end. Start-up uses it to
/// read the themes for the first frame on the second core while the main thread asks the
/// terminal and starts curses. The work must end by itself (the file reads here are bounded).
/// When no thread can be made, the work runs in `init`.
public final class BackgroundWork<Value: Sendable>: Sendable {
    private final class Slot: Sendable {
        let value = Mutex<Value?>(nil)
    }

    private let slot = Slot()
    private let thread: Mutex<pthread_t?>

    public init(_ work: @escaping @Sendable () -> Value) {
        let slot = self.slot
        let job = BackgroundJob { let value = work(); slot.value.withLock { $0 = value } }
        let context = Unmanaged.passRetained(job).toOpaque()
        var thread = pthread_t()
        guard pthread_create(&thread, nil, { raw in
            var all = sigset_t()
            sigfillset(&all)
            pthread_sigmask(SIG_BLOCK, &all, nil)
            Unmanaged<BackgroundJob>.fromOpaque(raw!).takeRetainedValue().run()
            return nil
        }, context) == 0 else {
            Unmanaged<BackgroundJob>.fromOpaque(context).release()
            job.run()
            self.thread = Mutex(nil)
            return
        }
        self.thread = Mutex(thread)
    }

    /// The work's result, waiting for the thread when it is still running.
    public func value() -> Value {
        if let running = thread.withLock({ thread -> pthread_t? in defer { thread = nil }; return thread }) {
            pthread_join(running, nil)
        }
        return slot.value.withLock { $0! }
    }
}

/// A thread's entry, not generic: a C callback cannot name a generic type.
private final class BackgroundJob: Sendable {
    let run: @Sendable () -> Void

    init(_ run: @escaping @Sendable () -> Void) {
        self.run = run
    }
}
