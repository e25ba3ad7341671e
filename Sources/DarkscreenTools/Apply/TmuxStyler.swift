#if canImport(Glibc)
    import Glibc
#endif
import DarkscreenPlatform
import DarkscreenCore

/// `--apply tmux`: keeps tmux's chrome for darkscreen's window in step with the theme, off the
/// key path. At most one tmux call runs at a time and none is waited for: `want(_:)` only notes
/// the newest styles (the last one wins) and `pump()` — called after each frame and while a call
/// runs — collects a finished call and starts the next.
///
/// Several darkscreens may apply to one window (`TmuxSharing`): the first call registers this
/// process among the window's holders and reads the user's own values (those a darkscreen
/// recorded on the window, when one did); the first apply records them on the window unless
/// another darkscreen has. Every way out releases the window (`restore()`, bounded): the last
/// holder out puts the user's values back. Ctrl-Z releases it until `fg` (`suspend()`).
public final class TmuxStyler {
    /// A call taking longer than this is killed and reported.
    public static let callLimit: Int64 = 2000

    private let socket: String
    /// tmux's path, searched in PATH once (a spawn then does no search).
    private let program: String
    private let pane: String
    private let recordFolder: String
    private let pid = getpid()
    public private(set) var place: TmuxPlace?
    /// The user's own values (nil until the registration's answer is read).
    public private(set) var original: [TmuxOption: String?]?
    /// This process is among the window's holders.
    private var registered = false
    /// The registration is still to be made (at start, and after Ctrl-Z released the window).
    private var needsRegistration = true
    /// Holders found no longer running: taken out of the lists with the next apply.
    private var dead: [Int32] = []
    /// What this process last set (empty after registering: another darkscreen may have set anything).
    private var applied: [TmuxOption: String?] = [:]
    private var wanted: [TmuxOption: String?]?
    /// The call on its way.
    private var running: InFlight?
    private enum InFlight {
        case registering
        case applying(values: [TmuxOption: String?], pruned: [Int32])
    }
    /// Starts the calls off the run loop's thread.
    private let worker: CommandWorker?
    /// One line for the status line when tmux is missing, too old or refuses; nil when fine.
    public private(set) var problem: String?
    /// How many tmux calls were started (the benchmark checks at most one per frame).
    public private(set) var callCount = 0

    /// Nil outside tmux (`$TMUX` and `$TMUX_PANE` unset). Starts the registration at once.
    public init?(environment: (String) -> String? = Environment.process.variable, stateFolder: String = XDGDirectories().darkscreenState) {
        guard let tmux = environment("TMUX"), let socket = tmux.split(separator: ",").first, !socket.isEmpty,
            let pane = environment("TMUX_PANE"), pane.hasPrefix("%")
        else { return nil }
        self.socket = String(socket)
        self.pane = pane
        program = Self.locate("tmux", environment: environment) ?? "tmux"
        recordFolder = TmuxRestoreRecord.folder(state: stateFolder)
        worker = CommandWorker(limit: Self.callLimit)
        startRegistration()
    }

    private var recordPath: String { recordFolder + "/\(pid).json" }
    public var isBusy: Bool { running != nil }

    /// Notes the newest styles (the last one wins); `pump(startingNext: true)` sends them.
    public func want(_ styles: [TmuxOption: String?]) {
        wanted = styles
    }

    /// Styles are waiting to be sent, or a call is running.
    public var isWaiting: Bool { wanted != nil || running != nil }

    /// Collects a finished (or overdue) call and, when `startingNext`, starts the next one if
    /// styles are waiting (registering first when the window is not held).
    public func pump(startingNext: Bool = true) {
        if let inFlight = running {
            guard let result = worker?.takeResult() else { return }
            running = nil
            if !result.started {
                problem = "tmux could not be started"
            } else if result.timedOut {
                problem = "tmux did not answer within \(Self.callLimit / 1000) s"
            } else if result.exitCode == 0 {
                finished(output: result.output, inFlight)
            } else {
                problem = "tmux: " + SafeText.escaped(String(result.output.split(separator: "\n").first ?? "refused (exit \(result.exitCode ?? -1))"))
            }
        }
        guard startingNext, running == nil, let wanted else { return }
        if needsRegistration {
            startRegistration()
            return
        }
        guard registered, let place, let original else { return }
        let changed = wanted.filter { applied[$0.key] != .some($0.value) }
        self.wanted = nil
        guard !changed.isEmpty else { return }
        // Dead holders out, the user's values recorded unless a darkscreen has, then the styles: one list.
        var commands = TmuxSharing.remove(dead, at: place) + TmuxSharing.recordIfAbsent(original, at: place)
        commands += changed.keys.sorted().map { TmuxCommand.setOne($0, changed[$0]!, at: place) }
        start(TmuxCommand.line(socket: place.socket, commands), .applying(values: changed, pruned: dead))
    }

    private func startRegistration() {
        needsRegistration = false
        start(TmuxSharing.register(pid: pid, pane: pane, socket: socket), .registering)
    }

    private func finished(output: String, _ call: InFlight) {
        switch call {
        case .applying(let values, let pruned):
            applied.merge(values) { $1 }
            dead.removeAll { pruned.contains($0) }
            problem = nil
        case .registering:
            guard let registration = TmuxSharing.parseRegistration(output, socket: socket) else {
                problem = "tmux: unexpected answer to show-options (tmux too old?)"
                return
            }
            registered = true
            place = registration.place
            original = registration.original
            applied = [:]
            dead = registration.holders.filter { $0 != pid && !TmuxRestoreRecord.isRunning($0) }.sorted()
            let record = TmuxRestoreRecord(pid: pid, place: registration.place, original: registration.original)
            do {
                try FileSystem.createDirectories(recordFolder)
                try FileSystem.writeAtomically(Array(record.encoded.utf8), to: recordPath)
            } catch {
                problem = "cannot keep tmux restore record: \(error.reason)"
            }
            forgetRecords(of: dead, at: registration.place)
        }
    }

    /// A killed holder's record for this window is covered by this process's own, or by the
    /// remaining holders' (same values): it goes, so the next start does not offer a restore
    /// another darkscreen makes.
    private func forgetRecords(of pids: [Int32], at place: TmuxPlace) {
        for pid in pids {
            let path = recordFolder + "/\(pid).json"
            guard let bytes = try? FileSystem.readBytes(at: path, limit: 64 << 10),
                let record = TmuxRestoreRecord(parsing: bytes), record.shared, record.place == place
            else { continue }
            unlink(path)
        }
    }

    private func start(_ arguments: [String], _ call: InFlight) {
        guard let worker else {
            problem = "tmux could not be started (no thread for it)"
            return
        }
        worker.submit([program] + arguments.dropFirst())
        callCount += 1
        running = call
    }

    /// Releases the window, waiting at most `callLimit` for a call still running and as long
    /// again for the release (the last holder out puts the user's values back); then removes
    /// the restore record. Safe to call more than once.
    public func restore() {
        finishRunningCall()
        wanted = nil
        release()
        unlink(recordPath)
    }

    /// Ctrl-Z: releases the window as `restore()` does (the user's values come back unless another
    /// darkscreen holds it), but keeps the record and notes the styles darkscreen had, so the
    /// first frame after `fg` registers again and sends them.
    public func suspend() {
        finishRunningCall()
        let current = applied.merging(wanted ?? [:]) { $1 }
        release()
        wanted = current.isEmpty ? nil : current
        needsRegistration = true
    }

    /// Waits (bounded) for a call still running and collects it, starting nothing.
    private func finishRunningCall() {
        guard running != nil else { return }
        worker?.waitUntilIdle(milliseconds: Self.callLimit + 500)
        pump(startingNext: false)
        running = nil
    }

    /// Takes this process (and holders no longer running, as the lists show them now) off the
    /// window, waiting at most `callLimit` for each of the two calls.
    private func release() {
        defer { applied = [:] }
        guard registered, let place, let original else { return }
        registered = false
        var dead = self.dead
        let read = TmuxCommand.line(socket: place.socket, TmuxSharing.readHolders(at: place))
        if let process = ChildProcess([program] + read.dropFirst(), output: .capture, detached: false),
            process.wait(upTo: Self.callLimit), process.exitCode == 0
        {
            dead += TmuxSharing.parseHolders(process.output).filter { $0 != pid && !TmuxRestoreRecord.isRunning($0) }
        }
        dead = Array(Set(dead)).sorted()
        let arguments = TmuxSharing.release(pid: pid, dead: dead, original: original, at: place)
        if let process = ChildProcess([program] + arguments.dropFirst(), output: .capture, detached: false),
            process.wait(upTo: Self.callLimit), process.exitCode == 0
        {
            // Taken off the window: the values come back with the last holder, whose record covers them.
            forgetRecords(of: dead, at: place)
            self.dead = []
        }
    }

    /// The first executable `name` in PATH.
    static func locate(_ name: String, environment: (String) -> String?) -> String? {
        for folder in (environment("PATH") ?? "/usr/bin:/bin").split(separator: ":") where folder.hasPrefix("/") {
            let path = folder + "/" + name
            if access(path, X_OK) == 0 { return path }
        }
        return nil
    }

}
