import CNcursesw
#if canImport(Glibc)
import Glibc
#endif
import Synchronization

/// The last terminating signal received (0 when none). A handler may only do async-signal-safe
/// work, so it stores the number in a lock-free atomic and the input loop acts on it.
let receivedSignal = Atomic<Int32>(0)
/// Set by SIGTSTP (Ctrl-Z): the loop restores the terminal, stops, and redraws on `fg`.
let suspendRequested = Atomic<Bool>(false)

/// Catches SIGINT, SIGTERM and SIGHUP without SA_RESTART, so a blocked read returns and the app
/// can restore the terminal and save before exiting; and SIGTSTP, so that Ctrl-Z goes through
/// the same restore (mouse reporting off too) before the process stops; and SIGWINCH. Installed
/// before the screen starts, so ncurses keeps its hands off these signals.
public enum SignalMonitor {
    public static let terminatingSignals: [Int32] = [SIGINT, SIGTERM, SIGHUP]

    public static func install() {
        for signal in terminatingSignals {
            _ = ds_install_handler(signal) { number in
                receivedSignal.store(number, ordering: .relaxed)
            }
        }
        _ = ds_install_handler(SIGTSTP) { _ in
            suspendRequested.store(true, ordering: .relaxed)
        }
        // A resize only interrupts the loop's wait; the loop then compares the tty's size with
        // curses' (CursesTerminal.syncSize), which refuses a size past TerminalSizeLimit. Installed
        // before the screen starts, so curses installs no handler of its own and never resizes
        // its screens behind darkscreen's back.
        _ = ds_install_handler(SIGWINCH) { _ in }
    }

    /// The pending signal, if any.
    public static var pending: Int32? {
        let value = receivedSignal.load(ordering: .relaxed)
        return value == 0 ? nil : value
    }

    /// True once per Ctrl-Z.
    static func takeSuspendRequest() -> Bool {
        suspendRequested.exchange(false, ordering: .relaxed)
    }

    /// Exits the way the signal would have: default action, then re-raise.
    public static func exitAsSignal(_ number: Int32) -> Never {
        ds_reraise(number)
        exit(128 + number)
    }
}
