#if canImport(Glibc)
    import Glibc
#endif
import DarkscreenCore
import DarkscreenPlatform

/// `DARKSCREEN_FRAME_REPORT=FILE`: a diagnostic for programs that drive darkscreen (its tests,
/// the scripts in bench/), so they wait for it rather than for the clock. The run loop keeps one
/// line in FILE, replaced whole (`FileSystem.writeAtomically`, not flushed to disk) each time it
/// changes: `frames=N state=S pid=P`, N the frames written so far, S `busy` (awake: handling
/// input or work, maybe mid-frame), `pending` (waiting, but waking by itself soon: a fade's next
/// frame, an escape sequence's rest, deferred start-up work, a retry), or `idle` (waiting for
/// input, a file, a signal or the minute). A reader that sees `idle` before and after reading the
/// screen has read it whole. Unset (or empty): nothing is counted or written.
/// A write that fails (the folder gone) ends the reports for the rest of the run, silently: the
/// screen is darkscreen's own, and a diagnostic must not change what it does.
@MainActor
enum FrameReport {
    static let variable = "DARKSCREEN_FRAME_REPORT"
    private static var path: String? = Environment.process.variable(variable).flatMap { $0.isEmpty ? nil : $0 }
    private static var frames = 0
    private static var written = ""
    /// A wait shorter than this is `pending`: shorter than the slowest poll the loop makes while
    /// nothing happens (the `stat` of a watched file where inotify cannot watch it).
    private static let soon = FileWatcher.statInterval

    /// A frame is about to be written (the loop is busy until it waits again).
    static func frameStarts() {
        guard path != nil else { return }
        frames += 1
        report("busy")
    }

    /// The loop goes to sleep for `timeout` ms (-1: until something happens).
    static func waits(timeout: Int32) {
        guard path != nil else { return }
        report(timeout >= 0 && timeout < soon ? "pending" : "idle")
    }

    /// The loop woke up.
    static func wakes() {
        guard path != nil else { return }
        report("busy")
    }

    private static func report(_ state: String) {
        guard let target = path else { return }
        let line = "frames=\(frames) state=\(state) pid=\(getpid())\n"
        guard line != written else { return }
        written = line
        do {
            try FileSystem.writeAtomically(Array(line.utf8), to: target, durable: false)
        } catch {
            path = nil
        }
    }
}
