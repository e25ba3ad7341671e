#if canImport(Glibc)
    import Glibc
#endif
import Synchronization

/// The temporary files `writeAtomically` has open, so that a signal that ends the process in the
/// middle of a write leaves none behind: each is noted here while it exists, and a handler on every
/// terminating signal whose action is still the default removes them (async-signal-safe: `unlink`
/// of paths kept as C strings) and then ends the process as the signal would have. A handler
/// installed by someone else (the UI's `SignalMonitor`, `CrashGuard`) is left in place; the crash
/// guard calls `removeAllFromSignalHandler` itself. SIGKILL cannot be caught: what it leaves is
/// removed by the next save of the settings (`removeStaleTemporaries`); docs/limits.md.
public enum TemporaryFileGuard {
    /// Writes in flight at once (one per thread that writes; more are not guarded, just written).
    static let slotCount = 16
    /// Each slot's path buffer (allocated once, never freed, so a handler never reads freed memory).
    static let pathLimit = Int(PATH_MAX)
    private static let buffers = Int(bitPattern: UnsafeMutablePointer<CChar>.allocate(capacity: slotCount * pathLimit))
    /// Slots taken by a writer, and slots whose path is complete (what the handler removes).
    private static let claimed = Atomic<UInt32>(0)
    private static let live = Atomic<UInt32>(0)
    private static let installed = Atomic<Bool>(false)

    /// The signals whose default action ends the process and that a user or a system sends.
    static let signals: [Int32] = [SIGHUP, SIGINT, SIGTERM, SIGQUIT, SIGUSR1, SIGUSR2, SIGALRM, SIGPIPE, SIGXCPU, SIGVTALRM, SIGPROF]

    private static func buffer(_ slot: Int) -> UnsafeMutablePointer<CChar> {
        UnsafeMutablePointer<CChar>(bitPattern: buffers)! + slot * pathLimit
    }

    /// Notes `path` as a temporary file in flight; the returned slot is passed to `forget`.
    static func note(_ path: String) -> Int? {
        installHandlers()
        let bytes = Array(path.utf8)
        guard bytes.count < pathLimit else { return nil }
        for slot in 0..<slotCount {
            let bit = UInt32(1) << UInt32(slot)
            guard claimed.bitwiseOr(bit, ordering: .acquiringAndReleasing).oldValue & bit == 0 else { continue }
            let target = buffer(slot)
            bytes.withUnsafeBufferPointer { source in
                source.withMemoryRebound(to: CChar.self) { target.update(from: $0.baseAddress!, count: bytes.count) }
            }
            target[bytes.count] = 0
            live.bitwiseOr(bit, ordering: .releasing)
            return slot
        }
        return nil
    }

    /// The temporary file was renamed into place or removed: no longer the handler's to remove.
    static func forget(_ slot: Int?) {
        guard let slot else { return }
        let bit = UInt32(1) << UInt32(slot)
        live.bitwiseAnd(~bit, ordering: .releasing)
        claimed.bitwiseAnd(~bit, ordering: .releasing)
    }

    /// From a signal handler: removes every temporary file in flight (a rename done just before
    /// makes the unlink fail harmlessly: the name is gone).
    public static func removeAllFromSignalHandler() {
        let slots = live.load(ordering: .acquiring)
        for slot in 0..<slotCount where slots & (UInt32(1) << UInt32(slot)) != 0 { unlink(buffer(slot)) }
    }

    private static func installHandlers() {
        guard installed.compareExchange(expected: false, desired: true, ordering: .acquiringAndReleasing).exchanged else { return }
        for number in signals {
            var current = sigaction()
            guard sigaction(number, nil, &current) == 0, current.__sigaction_handler.sa_handler == nil,
                current.sa_flags & SA_SIGINFO == 0
            else { continue }  // not the default: someone else's
            var action = sigaction()
            action.__sigaction_handler.sa_handler = { number in
                TemporaryFileGuard.removeAllFromSignalHandler()
                // Then the default action, as if nothing had been here (delivered on return).
                signal(number, SIG_DFL)
                raise(number)
            }
            sigemptyset(&action.sa_mask)
            action.sa_flags = 0
            sigaction(number, &action, nil)
        }
    }
}
