import CNcursesw
#if canImport(Glibc)
    import Glibc
#endif
import Synchronization

// Pointers are kept as bit patterns (an Atomic of a pointer is not Sendable); 0 is none.
/// What a handler writes to give the screen back: mouse reporting and mode 2031 off, attributes
/// reset, cursor shown, normal screen — prepared when the screen starts.
let crashRestoreBytes = Atomic<Int>(0)
let crashRestoreLength = Atomic<Int>(0)
/// More bytes to write after those: the terminal's own colours given back (`--apply terminal`).
let crashExtraBytes = Atomic<Int>(0)
let crashExtraLength = Atomic<Int>(0)
/// The extra bytes published before the current ones: freed one change later, so a handler that
/// read the pointer just before a change never reads freed memory, and a run that changes the
/// colours thousands of times keeps two buffers, not thousands.
let crashExtraRetired = Atomic<Int>(0)
/// The tty modes to put back (echo, canonical input), while someone has the terminal in raw mode.
let crashSavedModes = Atomic<Int>(0)
/// One termios, allocated once and never freed, that `crashSavedModes` points at when armed.
let crashModesStorage = Atomic<Int>(0)
/// The actions that were in place before ours (the Swift runtime's backtracer, or the default).
let crashPreviousActions = Atomic<Int>(0)

/// Every signal whose default action ends the process — a crash (a trap, abort, a bad access), or
/// any of the terminating ones (SIGQUIT from Ctrl-\, SIGUSR1/2, SIGALRM, SIGPIPE, SIGXCPU, real-time
/// signals …) — gives the terminal back first. The handler does only async-signal-safe work: write
/// the prepared screen-restore bytes, put the saved tty modes back, then hand the signal to whoever
/// had it before (a backtrace, a core dump, the conventional status).
///
/// Two independent parts are armed: the tty modes (by anyone who puts the terminal in raw mode: the
/// appearance probe, curses) and the screen (by curses). Handlers are installed on the first arm, so
/// commands that never touch the terminal install nothing. SIGINT, SIGTERM and SIGHUP are taken over
/// by `SignalMonitor` while the UI runs (a clean exit that saves); before that they come here too.
public enum CrashGuard {
    static let crashSignals: [Int32] = [SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGABRT, SIGFPE, SIGSYS]

    /// Every catchable signal whose default action terminates (with or without a core dump).
    static var terminatingSignals: [Int32] {
        var signals: [Int32] =
            crashSignals + [
                SIGHUP, SIGINT, SIGTERM, SIGQUIT, SIGUSR1, SIGUSR2, SIGALRM, SIGPIPE,
                SIGVTALRM, SIGPROF, SIGXCPU, SIGXFSZ, SIGIO, SIGPWR, SIGSTKFLT
            ]
        signals += Array(ds_sigrtmin()...ds_sigrtmax())
        return signals
    }

    private static let installed = Atomic<Bool>(false)

    /// Puts `modes` back on the terminal if the process is ended by a signal; call before changing
    /// them (raw mode). Stays armed until `disarm()` (repeat calls just replace the modes).
    public static func armModes(_ modes: termios) {
        installHandlers()
        let storage: UnsafeMutablePointer<termios>
        if let existing = UnsafeMutablePointer<termios>(bitPattern: crashModesStorage.load(ordering: .acquiring)) {
            storage = existing
        } else {
            storage = UnsafeMutablePointer<termios>.allocate(capacity: 1)
            crashModesStorage.store(Int(bitPattern: storage), ordering: .releasing)
        }
        crashSavedModes.store(0, ordering: .releasing)
        storage.initialize(to: modes)
        crashSavedModes.store(Int(bitPattern: storage), ordering: .releasing)
    }

    /// Arms the modes the terminal on stdin has now (the shell's). False when stdin is no terminal.
    @discardableResult
    public static func armCurrentModes() -> Bool {
        guard let modes = TTYModes.current() else { return false }
        armModes(modes)
        return true
    }

    /// Writes `restoreSequence` to the terminal if the process is ended by a signal (curses' screen).
    static func armScreen(restoreSequence: String) {
        installHandlers()
        let bytes = Array(restoreSequence.utf8)
        let buffer = UnsafeMutablePointer<UInt8>.allocate(capacity: max(1, bytes.count))
        buffer.initialize(from: bytes, count: bytes.count)
        let old = crashRestoreBytes.exchange(0, ordering: .acquiringAndReleasing)
        UnsafeMutablePointer<UInt8>(bitPattern: old)?.deallocate()
        crashRestoreLength.store(bytes.count, ordering: .relaxed)
        crashRestoreBytes.store(Int(bitPattern: buffer), ordering: .releasing)
    }

    /// Sets the bytes written after the restore sequence (they change while running: the colours
    /// changed so far). The buffer replaced now is freed at the next change (`crashExtraRetired`).
    static func setExtraRestore(_ sequence: String) {
        let bytes = Array(sequence.utf8)
        let buffer = UnsafeMutablePointer<UInt8>.allocate(capacity: max(1, bytes.count))
        buffer.initialize(from: bytes, count: bytes.count)
        let replaced = crashExtraBytes.exchange(0, ordering: .acquiringAndReleasing)
        crashExtraLength.store(bytes.count, ordering: .relaxed)
        crashExtraBytes.store(Int(bitPattern: buffer), ordering: .releasing)
        let retired = crashExtraRetired.exchange(replaced, ordering: .acquiringAndReleasing)
        UnsafeMutablePointer<UInt8>(bitPattern: retired)?.deallocate()
    }

    /// The terminal was restored the ordinary way: a later signal must not write anything.
    public static func disarm() {
        // Detach first, so a handler running now sees nothing rather than freed memory.
        let bytes = crashRestoreBytes.exchange(0, ordering: .acquiringAndReleasing)
        crashSavedModes.store(0, ordering: .releasing)
        let extra = crashExtraBytes.exchange(0, ordering: .acquiringAndReleasing)
        if let pointer = UnsafeMutablePointer<UInt8>(bitPattern: bytes) { pointer.deallocate() }
        UnsafeMutablePointer<UInt8>(bitPattern: extra)?.deallocate()
        UnsafeMutablePointer<UInt8>(bitPattern: crashExtraRetired.exchange(0, ordering: .acquiringAndReleasing))?.deallocate()
    }

    /// The size of the stack the handler runs on: the handler itself needs a few KiB (two writes,
    /// one `tcsetattr`); the rest is room for the action it hands the signal to (the Swift
    /// runtime's backtracer, in a dynamic build) should that run on it too.
    static let signalStackSize = 64 * 1024

    private static func installHandlers() {
        guard !installed.exchange(true, ordering: .acquiringAndReleasing) else { return }
        // A stack overflow faults with no stack left to run a handler on: the crash signals are
        // handled on a stack of their own. Armed from the main thread (the launch, curses), whose
        // stack is the one a deep recursion runs out of.
        let hasSignalStack = ds_install_signal_stack(signalStackSize) == 0
        let previous = UnsafeMutablePointer<sigaction>.allocate(capacity: Int(ds_sigrtmax()) + 1)
        crashPreviousActions.store(Int(bitPattern: previous), ordering: .releasing)
        for signal in terminatingSignals {
            let onSignalStack: Int32 = hasSignalStack && crashSignals.contains(signal) ? 1 : 0
            // A signal the parent set to be ignored (nohup, a shell's trap '') stays ignored.
            _ = ds_install_unless_ignored(signal, { number in CrashGuard.restoreAndEnd(number) }, previous + Int(signal), onSignalStack)
        }
    }

    /// From a signal handler (async-signal-safe work only): gives the terminal back and hands the
    /// signal to the action that was there before ours (default: the conventional status).
    static func restoreAndEnd(_ number: Int32) {
        if let bytes = UnsafeRawPointer(bitPattern: crashRestoreBytes.load(ordering: .acquiring)) {
            _ = write(1, bytes, crashRestoreLength.load(ordering: .relaxed))
        }
        if let bytes = UnsafeRawPointer(bitPattern: crashExtraBytes.load(ordering: .acquiring)) {
            _ = write(1, bytes, crashExtraLength.load(ordering: .relaxed))
        }
        if let modes = UnsafePointer<termios>(bitPattern: crashSavedModes.load(ordering: .acquiring)) {
            TTYModes.restore(modes)
        }
        if let previous = UnsafePointer<sigaction>(bitPattern: crashPreviousActions.load(ordering: .acquiring)) {
            ds_restore_action(number, previous + Int(number))
        } else {
            ds_default_action(number)
        }
        // Blocked while this handler runs: delivered to the previous action on return.
        raise(number)
    }
}
