#if canImport(Glibc)
    import Glibc
#endif
import DarkscreenPlatform
import DarkscreenCore

extension TmuxStyler {
    /// `darkscreen restore`: takes killed instances off the windows they held and, where no
    /// darkscreen holds a window any more, puts its user values back; returns one line per record.
    public static func restoreLeftBehind(stateFolder: String = XDGDirectories().darkscreenState) -> [String] {
        TmuxRestoreRecord.leftBehind(in: TmuxRestoreRecord.folder(state: stateFolder)).map { path, record in
            let where_ = SafeText.escaped("window \(record.place.window) of session \(record.place.session)")
            let outcome = record.shared ? releaseShared(record) : run(TmuxCommand.set(record.original, at: record.place)).map { _ in Set<Int32>() }
            switch outcome {
            case .failure(let failure):
                if ["no server running", "can't find", "error connecting"].contains(where: failure.reason.contains) { unlink(path) }
                return "could not restore tmux \(where_): \(SafeText.escaped(failure.reason))"
            case .success(let running) where !running.isEmpty:
                unlink(path)
                let pids = running.sorted().map(String.init).joined(separator: ", ")
                return
                    "tmux styles of \(where_) stay with the darkscreen still running there (process \(pids)); it puts them back when it quits (left by process \(record.pid))"
            case .success:
                unlink(path)
                return "restored tmux styles of \(where_) (left by process \(record.pid))"
            }
        }
    }

    /// Reads the window's holders and recorded values, then releases the killed instance and every
    /// holder no longer running; the values come back unless a darkscreen still runs there (those returned).
    private static func releaseShared(_ record: TmuxRestoreRecord) -> Result<Set<Int32>, RestoreFailure> {
        let place = record.place
        let read = TmuxCommand.line(socket: place.socket, TmuxSharing.read(window: place.window, session: place.session, withLocalValues: false))
        let output: String
        switch run(read) {
        case .failure(let failure): return .failure(failure)
        case .success(let text): output = text
        }
        let blocks = TmuxSharing.blocks(output)
        guard blocks.count > 1, TmuxSharing.parsePlace(blocks[0], socket: place.socket) == place,
            let shared = TmuxSharing.parseShared(Array(blocks.dropFirst()))
        else {
            return .failure(RestoreFailure(reason: "unexpected answer to show-options (tmux too old?)"))
        }
        var original = record.original
        for (option, value) in shared.saved where shared.recorded(option) { original[option] = .some(value) }
        let running = shared.holders.filter { $0 != record.pid && TmuxRestoreRecord.isRunning($0) }
        let dead = shared.holders.subtracting(running).subtracting([record.pid]).sorted()
        // Neither listed nor recorded: a darkscreen that shared the window already put the values back.
        if !shared.holders.contains(record.pid) && !shared.windowRecorded && !shared.sessionRecorded { return .success([]) }
        return run(TmuxSharing.release(pid: record.pid, dead: dead, original: original, at: place))
            .map { _ in shared.windowHolders.intersection(running) }
    }

    struct RestoreFailure: Error {
        var reason: String
    }

    /// One bounded tmux call: its output, or the first line of what went wrong.
    private static func run(_ arguments: [String]) -> Result<String, RestoreFailure> {
        let process = ChildProcess(arguments, output: .capture, detached: false)
        let done = process?.wait(upTo: callLimit) ?? false
        guard let process else { return .failure(RestoreFailure(reason: "tmux could not be started")) }
        guard done, process.exitCode == 0 else {
            return .failure(RestoreFailure(reason: String(process.output.split(separator: "\n").first ?? "no answer")))
        }
        return .success(process.output)
    }
}
