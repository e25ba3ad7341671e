#if canImport(Glibc)
    import Glibc
#endif
import CThreadPlacement

/// What every thread darkscreen starts does first, so that a crash on it still gives the terminal
/// back: it takes a stack of its own for signal handlers (a stack overflow leaves none, and the
/// kernel would end the process with the terminal left raw), and it never blocks the signals a
/// crash raises (a fault with its signal blocked ends the process before any handler runs). Every
/// other signal is blocked on it, so that Ctrl-C, a resize or a terminating signal sent to the
/// process reaches the main thread, the one that sleeps in `ppoll` waiting for them (a resize
/// taken by a worker's handler would leave the run loop asleep until its next timeout). Programs
/// started from any thread get a clean mask back (`SpawnAttributes`). The main thread gets its
/// signal stack from the crash guard.
package enum ThreadStart {
    /// As the main thread's: the handler needs a few KiB; the rest is room for the action it hands
    /// the signal to.
    package static let signalStackSize = 64 * 1024

    /// The signals a fault or a trap raises on the thread that caused it.
    package static let crashSignals: [Int32] = [SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGTRAP, SIGABRT, SIGSYS]

    /// Call first thing on a new thread. `name` (at most 15 bytes) is what `top -H`, `ps -L` and a
    /// debugger show for it.
    package static func begin(_ name: String) {
        ds_name_thread(name)
        var others = sigset_t()
        sigfillset(&others)
        for signal in crashSignals { sigdelset(&others, signal) }
        pthread_sigmask(SIG_BLOCK, &others, nil)
        _ = ds_give_thread_a_signal_stack(signalStackSize)
    }
}

extension ThreadStart {
    /// Starts a thread that calls `begin(name)` first and then runs `body`.
    /// Returns the thread (to join, or to detach), or nil when the system gives no thread: then
    /// `body` never runs and the caller decides what to do instead.
    package static func spawn(
        _ name: String, attributes: UnsafePointer<pthread_attr_t>? = nil,
        _ body: @escaping () -> Void
    ) -> pthread_t? {
        let context = Unmanaged.passRetained(ThreadBody(name: name, run: body)).toOpaque()
        var thread = pthread_t()
        let created = pthread_create(
            &thread, attributes,
            { raw in
                let body = Unmanaged<ThreadBody>.fromOpaque(raw!).takeRetainedValue()
                ThreadStart.begin(body.name)
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
    package static func detached(_ name: String, _ body: @escaping () -> Void) -> Bool {
        guard let thread = spawn(name, body) else { return false }
        pthread_detach(thread)
        return true
    }
}

/// What a new thread runs, handed across `pthread_create` (it is used by that thread alone).
private final class ThreadBody: @unchecked Sendable {
    let name: String
    let run: () -> Void

    init(name: String, run: @escaping () -> Void) {
        self.name = name
        self.run = run
    }
}

/// What every program darkscreen starts begins with: no signal blocked and every handler back to
/// its default, whatever thread started it (darkscreen's threads block signals; a child that
/// inherited that mask would ignore Ctrl-C and `kill`), optionally in a session of its own.
package enum SpawnAttributes {
    package static func with<Result>(
        newSession: Bool, _ body: (UnsafePointer<posix_spawnattr_t>) -> Result
    ) -> Result {
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var flags = Int32(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF)
        if newSession { flags |= 0x80 }  // POSIX_SPAWN_SETSID (glibc ≥ 2.26; a GNU name Swift does not import)
        posix_spawnattr_setflags(&attributes, Int16(flags))
        var empty = sigset_t()
        sigemptyset(&empty)
        posix_spawnattr_setsigmask(&attributes, &empty)
        var defaults = sigset_t()
        sigfillset(&defaults)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        return body(&attributes)
    }
}
