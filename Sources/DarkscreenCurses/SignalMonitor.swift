import CNcursesw
#if canImport(Glibc)
import Glibc
#endif
import Synchronization

/// The last terminating signal received (0 when none). A handler may only do async-signal-safe
/// work, so it stores the number in a lock-free atomic and the input loop acts on it.
let receivedSignal = Atomic<Int32>(0)

/// Catches SIGINT, SIGTERM and SIGHUP without SA_RESTART, so a blocked read returns and the app
/// can restore the terminal and save before exiting. Installed before initscr, so ncurses keeps
/// its hands off these signals.
public enum SignalMonitor {
    public static let terminatingSignals: [Int32] = [SIGINT, SIGTERM, SIGHUP]

    public static func install() {
        for signal in terminatingSignals {
            _ = ds_install_handler(signal) { number in
                receivedSignal.store(number, ordering: .relaxed)
            }
        }
    }

    /// The pending signal, if any.
    public static var pending: Int32? {
        let value = receivedSignal.load(ordering: .relaxed)
        return value == 0 ? nil : value
    }

    /// Exits the way the signal would have: default action, then re-raise.
    public static func exitAsSignal(_ number: Int32) -> Never {
        ds_reraise(number)
        exit(128 + number)
    }
}
