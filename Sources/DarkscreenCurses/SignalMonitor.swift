import CNcursesw
#if canImport(Glibc)
    import Glibc
#endif
import Synchronization

/// The last terminating signal received (0 when none). A handler may only do async-signal-safe
/// work, so it stores the number in a lock-free atomic and the input loop acts on it.
let receivedSignal = Atomic<Int32>(0)
/// True while the run loop does work that a terminating signal may cut short (see `whileBusy`).
let busy = Atomic<Bool>(false)
/// False once the way out has work a signal handler cannot do (tmux's options are put back by a
/// tmux command): a signal during busy work then ends that work at its next step, through the
/// run loop, instead of the process at once.
let endsAtOnceWhenBusy = Atomic<Bool>(true)
/// Set by SIGTSTP (`kill -TSTP`): the loop hands the update step `.suspendRequested`, which asks
/// for `AppEffect.suspend` as the Ctrl-Z key does.
let suspendRequested = Atomic<Bool>(false)
/// Set by SIGWINCH. A resize that came while work had the signals let in (`whileBusy`) interrupted
/// no wait: the loop then looks at the size before it sleeps again, not at the next key or minute.
let resizeNoticed = Atomic<Bool>(false)

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
                // In the middle of work that may take a while (a large catalog, a long paste):
                // end now, as a fatal signal does, rather than when the work is done.
                if busy.load(ordering: .acquiring) && endsAtOnceWhenBusy.load(ordering: .acquiring) {
                    CrashGuard.restoreAndEnd(number)
                }
            }
        }
        _ = ds_install_handler(SIGTSTP) { _ in
            suspendRequested.store(true, ordering: .relaxed)
        }
        // A resize only interrupts the loop's wait; the loop then compares the tty's size with
        // curses' (CursesTerminal.syncSize), which refuses a size past TerminalSizeLimit. Installed
        // before the screen starts, so curses installs no handler of its own and never resizes
        // its screens behind darkscreen's back.
        _ = ds_install_handler(SIGWINCH) { _ in
            resizeNoticed.store(true, ordering: .relaxed)
        }
    }

    /// Runs `work` with INT, TERM and HUP let in, ending the process at once (terminal given
    /// back) if one arrives: work between two waits of the run loop is never a reason to answer a
    /// signal late. Only for work that saves nothing (saving runs outside, so it is never cut off).
    static func whileBusy<T>(_ work: () throws -> T) rethrows -> T {
        busy.store(true, ordering: .releasing)
        InputReadiness.releaseSignals()
        defer {
            InputReadiness.holdSignalsOutsideWaits()
            busy.store(false, ordering: .releasing)
        }
        return try work()
    }

    /// From now on a signal during busy work ends the process through the run loop's way out
    /// (its `defer`s run), not at once from the handler: for cleanup that runs a command.
    public static func endThroughTheLoop() {
        endsAtOnceWhenBusy.store(false, ordering: .releasing)
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

    /// True once per resize (or burst of resizes) since the last call.
    static func takeResizeNotice() -> Bool {
        resizeNoticed.exchange(false, ordering: .relaxed)
    }

    /// Exits the way the signal would have: default action, then re-raise.
    public static func exitAsSignal(_ number: Int32) -> Never {
        ds_reraise(number)
        exit(128 + number)
    }
}
