#if canImport(Glibc)
    import Glibc
#endif
import CThreadPlacement

/// What every thread darkscreen starts does first, so that a crash on it still gives the terminal
/// back: it takes a stack of its own for signal handlers (a stack overflow leaves none, and the
/// kernel would end the process with the terminal left raw), and it never blocks the signals a
/// crash raises (a fault with its signal blocked ends the process before any handler runs). The
/// main thread gets its signal stack from the crash guard.
package enum ThreadStart {
    /// As the main thread's: the handler needs a few KiB; the rest is room for the action it hands
    /// the signal to.
    package static let signalStackSize = 64 * 1024

    /// The signals a fault or a trap raises on the thread that caused it.
    package static let crashSignals: [Int32] = [SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGTRAP, SIGABRT, SIGSYS]

    /// Call first thing on a new thread. `name` (at most 15 bytes) is what `top -H`, `ps -L` and a
    /// debugger show for it. `blockingOthers`: every other signal is blocked here, so that Ctrl-C,
    /// a resize or a terminating signal reaches the main thread's handlers.
    package static func begin(_ name: String, blockingOthers: Bool) {
        ds_name_thread(name)
        if blockingOthers {
            var others = sigset_t()
            sigfillset(&others)
            for signal in crashSignals { sigdelset(&others, signal) }
            pthread_sigmask(SIG_BLOCK, &others, nil)
        }
        _ = ds_give_thread_a_signal_stack(signalStackSize)
    }
}

extension ThreadStart {
    /// Starts a thread that calls `begin(name, blockingOthers:)` first and then runs `body`.
    /// Returns the thread (to join, or to detach), or nil when the system gives no thread: then
    /// `body` never runs and the caller decides what to do instead.
    package static func spawn(
        _ name: String, blockingOthers: Bool, attributes: UnsafePointer<pthread_attr_t>? = nil,
        _ body: @escaping () -> Void
    ) -> pthread_t? {
        let context = Unmanaged.passRetained(ThreadBody(name: name, blockingOthers: blockingOthers, run: body)).toOpaque()
        var thread = pthread_t()
        let created = pthread_create(
            &thread, attributes,
            { raw in
                let body = Unmanaged<ThreadBody>.fromOpaque(raw!).takeRetainedValue()
                ThreadStart.begin(body.name, blockingOthers: body.blockingOthers)
                body.run()
                return nil
            }, context)
        guard created == 0 else {
            Unmanaged<ThreadBody>.fromOpaque(context).release()
            return nil
        }
        return thread
    }

    /// `spawn` for a thread nobody joins; false when the system gave none.
    package static func detached(_ name: String, blockingOthers: Bool, _ body: @escaping () -> Void) -> Bool {
        guard let thread = spawn(name, blockingOthers: blockingOthers, body) else { return false }
        pthread_detach(thread)
        return true
    }
}

/// What a new thread runs, handed across `pthread_create` (it is used by that thread alone).
private final class ThreadBody: @unchecked Sendable {
    let name: String
    let blockingOthers: Bool
    let run: () -> Void

    init(name: String, blockingOthers: Bool, run: @escaping () -> Void) {
        self.name = name
        self.blockingOthers = blockingOthers
        self.run = run
    }
}
