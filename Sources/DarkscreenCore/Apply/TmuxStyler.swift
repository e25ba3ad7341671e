#if canImport(Glibc)
import Glibc
#endif

/// `--apply tmux`: keeps tmux's chrome for darkscreen's window in step with the theme, off the
/// key path. At most one tmux call runs at a time and none is waited for: `want(_:)` only notes
/// the newest styles (the last one wins) and `pump()` — called after each frame and while a call
/// runs — collects a finished call and starts the next. The first call records each option's
/// own value; every way out puts exactly those back (`restore()`, bounded), and so does Ctrl-Z
/// until `fg` (`suspend()`).
public final class TmuxStyler {
    /// A call taking longer than this is killed and reported.
    public static let callLimit: Int64 = 2000

    private let socket: String
    /// tmux's path, searched in PATH once (a spawn then does no search).
    private let program: String
    private let pane: String
    private let recordFolder: String
    public private(set) var place: TmuxPlace?
    public private(set) var original: [TmuxOption: String?]?
    private var applied: [TmuxOption: String?] = [:]
    private var wanted: [TmuxOption: String?]?
    /// The call on its way: the values it sets, or nil values for the recording call.
    private var running: InFlight?
    private struct InFlight {
        /// nil for the recording call.
        var values: [TmuxOption: String?]?
    }
    /// Starts the calls off the run loop's thread.
    private let worker: CommandWorker?
    /// One line for the status line when tmux is missing, too old or refuses; nil when fine.
    public private(set) var problem: String?
    /// How many tmux calls were started (the benchmark checks at most one per frame).
    public private(set) var callCount = 0

    /// Nil outside tmux (`$TMUX` and `$TMUX_PANE` unset). Starts the recording call at once.
    public init?(environment: (String) -> String? = Environment.process.variable, stateFolder: String = XDGDirectories().darkscreenState) {
        guard let tmux = environment("TMUX"), let socket = tmux.split(separator: ",").first, !socket.isEmpty,
              let pane = environment("TMUX_PANE"), pane.hasPrefix("%") else { return nil }
        self.socket = String(socket)
        self.pane = pane
        program = Self.locate("tmux", environment: environment) ?? "tmux"
        recordFolder = TmuxRestoreRecord.folder(state: stateFolder)
        worker = CommandWorker(limit: Self.callLimit)
        start(TmuxCommand.record(pane: pane, socket: self.socket), values: nil)
    }

    private var recordPath: String { recordFolder + "/\(getpid()).json" }
    public var isBusy: Bool { running != nil }

    /// Notes the newest styles (the last one wins); `pump(startingNext: true)` sends them.
    public func want(_ styles: [TmuxOption: String?]) {
        wanted = styles
    }

    /// Styles are waiting to be sent, or a call is running.
    public var isWaiting: Bool { wanted != nil || running != nil }

    /// Collects a finished (or overdue) call and, when `startingNext`, starts the next one if
    /// styles are waiting.
    public func pump(startingNext: Bool = true) {
        if let inFlight = running {
            guard let result = worker?.takeResult() else { return }
            running = nil
            if !result.started {
                problem = "tmux could not be started"
            } else if result.timedOut {
                problem = "tmux did not answer within \(Self.callLimit / 1000) s"
            } else if result.exitCode == 0 {
                finished(output: result.output, values: inFlight.values)
            } else {
                problem = "tmux: " + SafeText.escaped(String(result.output.split(separator: "\n").first ?? "refused (exit \(result.exitCode ?? -1))"))
            }
        }
        guard startingNext, running == nil, let place, original != nil, let wanted else { return }
        let changed = wanted.filter { applied[$0.key] != .some($0.value) }
        self.wanted = nil
        guard !changed.isEmpty else { return }
        start(TmuxCommand.set(changed, at: place), values: changed)
    }

    private func finished(output: String, values: [TmuxOption: String?]?) {
        if let values {
            applied.merge(values) { $1 }
            problem = nil
            return
        }
        guard let (place, original) = TmuxCommand.parseRecord(output, socket: socket) else {
            problem = "tmux: unexpected answer to show-options (tmux too old?)"
            return
        }
        self.place = place
        self.original = original
        applied = original
        let record = TmuxRestoreRecord(pid: getpid(), place: place, original: original)
        do {
            try FileSystem.createDirectories(recordFolder)
            try FileSystem.writeAtomically(Array(record.encoded.utf8), to: recordPath)
        } catch {
            problem = "cannot keep tmux restore record: \(error.reason)"
        }
    }

    private func start(_ arguments: [String], values: [TmuxOption: String?]?) {
        guard let worker else {
            problem = "tmux could not be started (no thread for it)"
            return
        }
        worker.submit([program] + arguments.dropFirst())
        callCount += 1
        running = InFlight(values: values)
    }

    /// Puts back every option's own value (unsetting what was unset), waiting at most
    /// `callLimit` for a call still running and as long again for the restore; then removes
    /// the restore record. Safe to call more than once.
    public func restore() {
        finishRunningCall()
        wanted = nil
        putBack()
        unlink(recordPath)
    }

    /// Ctrl-Z: puts back every option's own value as `restore()` does, but keeps the record and
    /// notes the styles darkscreen had, so the first frame after `fg` sends them again.
    public func suspend() {
        finishRunningCall()
        let current = applied.merging(wanted ?? [:]) { $1 }
        putBack()
        wanted = current == applied ? nil : current
    }

    /// Waits (bounded) for a call still running and collects it, starting nothing.
    private func finishRunningCall() {
        guard running != nil else { return }
        worker?.waitUntilIdle(milliseconds: Self.callLimit + 500)
        pump(startingNext: false)
        running = nil
    }

    /// Sets back what differs from the recorded values, waiting at most `callLimit`.
    private func putBack() {
        guard let place, let original else { return }
        if applied != original {
            let back = original.filter { applied[$0.key] != .some($0.value) }
            if let process = ChildProcess([program] + TmuxCommand.set(back, at: place).dropFirst(), output: .capture, detached: false) {
                process.wait(upTo: Self.callLimit)
            }
        }
        applied = original
    }

    /// The first executable `name` in PATH.
    static func locate(_ name: String, environment: (String) -> String?) -> String? {
        for folder in (environment("PATH") ?? "/usr/bin:/bin").split(separator: ":") where folder.hasPrefix("/") {
            let path = folder + "/" + name
            if access(path, X_OK) == 0 { return path }
        }
        return nil
    }

    /// `darkscreen restore`: puts back what killed instances left; returns one line per record.
    public static func restoreLeftBehind(stateFolder: String = XDGDirectories().darkscreenState) -> [String] {
        TmuxRestoreRecord.leftBehind(in: TmuxRestoreRecord.folder(state: stateFolder)).map { path, record in
            let arguments = TmuxCommand.set(record.original, at: record.place)
            let process = ChildProcess(arguments, output: .capture, detached: false)
            let done = process?.wait(upTo: callLimit) ?? false
            let where_ = "window \(record.place.window) of session \(record.place.session)"
            guard done, process?.exitCode == 0 else {
                let reason = process.map { String($0.output.split(separator: "\n").first ?? "no answer") } ?? "tmux could not be started"
                if reason.contains("no server running") || reason.contains("can't find") { unlink(path) }
                return "could not restore tmux \(SafeText.escaped(where_)): \(SafeText.escaped(reason))"
            }
            unlink(path)
            return "restored tmux styles of \(SafeText.escaped(where_)) (left by process \(record.pid))"
        }
    }
}
