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
