import CNcursesw
#if canImport(Glibc)
import Glibc
#endif
import Synchronization

// Pointers are kept as bit patterns (an Atomic of a pointer is not Sendable); 0 is none.
/// What a crash handler writes to give the terminal back: mouse reporting off, attributes
/// reset, cursor shown, normal screen — prepared before the screen starts.
let crashRestoreBytes = Atomic<Int>(0)
let crashRestoreLength = Atomic<Int>(0)
/// More bytes to write after those: the terminal's own colours given back (`--apply terminal`).
let crashExtraBytes = Atomic<Int>(0)
let crashExtraLength = Atomic<Int>(0)
/// The tty modes from before the screen started (echo, canonical input).
let crashSavedModes = Atomic<Int>(0)
/// The actions that were in place before ours (the Swift runtime's backtracer, or the default).
let crashPreviousActions = Atomic<Int>(0)

/// A fatal error (a trap, abort, a bad access) cannot run Swift cleanup, so its handler does
/// only async-signal-safe work: write the prepared restore bytes, put the tty modes back, then
/// hand the signal to whoever had it before (a backtrace, a core dump, the conventional status).
enum CrashGuard {
    static let fatalSignals: [Int32] = [SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGABRT, SIGFPE]

    /// Saves the tty modes and installs the handlers; call before the screen starts.
    /// `shellModes`: the tty modes from before curses started (newterm already turns echo off).
    static func arm(restoreSequence: String, shellModes: termios?) {
        let bytes = Array(restoreSequence.utf8)
        let buffer = UnsafeMutablePointer<UInt8>.allocate(capacity: max(1, bytes.count))
        buffer.initialize(from: bytes, count: bytes.count)
        let modes = shellModes.map { shellModes in
            let pointer = UnsafeMutablePointer<termios>.allocate(capacity: 1)
            pointer.initialize(to: shellModes)
            return pointer
        }
        let previous = UnsafeMutablePointer<sigaction>.allocate(capacity: 65)
        crashRestoreLength.store(bytes.count, ordering: .relaxed)
        crashRestoreBytes.store(Int(bitPattern: buffer), ordering: .releasing)
        if let modes { crashSavedModes.store(Int(bitPattern: modes), ordering: .releasing) }
        crashPreviousActions.store(Int(bitPattern: previous), ordering: .releasing)
        for signal in fatalSignals {
            _ = ds_install_saving(signal, { number in
                if let bytes = UnsafeRawPointer(bitPattern: crashRestoreBytes.load(ordering: .acquiring)) {
                    _ = write(1, bytes, crashRestoreLength.load(ordering: .relaxed))
                }
                if let bytes = UnsafeRawPointer(bitPattern: crashExtraBytes.load(ordering: .acquiring)) {
                    _ = write(1, bytes, crashExtraLength.load(ordering: .relaxed))
                }
                if let modes = UnsafePointer<termios>(bitPattern: crashSavedModes.load(ordering: .acquiring)) {
                    _ = tcsetattr(0, TCSANOW, modes)
                }
                if let previous = UnsafePointer<sigaction>(bitPattern: crashPreviousActions.load(ordering: .acquiring)) {
                    ds_restore_action(number, previous + Int(number))
                }
                // Blocked while this handler runs: delivered to the previous action on return.
                raise(number)
            }, previous + Int(signal))
        }
    }

    /// Sets the bytes written after the restore sequence (they change while running: the colours
    /// changed so far). The old buffer is not freed: a handler may be reading it (a few bytes, a
    /// few times a run).
    static func setExtraRestore(_ sequence: String) {
        let bytes = Array(sequence.utf8)
        let buffer = UnsafeMutablePointer<UInt8>.allocate(capacity: max(1, bytes.count))
        buffer.initialize(from: bytes, count: bytes.count)
        crashExtraBytes.store(0, ordering: .releasing)
        crashExtraLength.store(bytes.count, ordering: .relaxed)
        crashExtraBytes.store(Int(bitPattern: buffer), ordering: .releasing)
    }

    /// The terminal was restored the ordinary way: a later crash must not write anything.
    static func disarm() {
        // Detach first, so a handler running now sees nothing rather than freed memory.
        let bytes = crashRestoreBytes.exchange(0, ordering: .acquiringAndReleasing)
        let modes = crashSavedModes.exchange(0, ordering: .acquiringAndReleasing)
        crashExtraBytes.store(0, ordering: .releasing)
        if let pointer = UnsafeMutablePointer<UInt8>(bitPattern: bytes) { pointer.deallocate() }
        if let pointer = UnsafeMutablePointer<termios>(bitPattern: modes) { pointer.deallocate() }
    }
}
