#if canImport(Glibc)
    import Glibc
#endif
import TerminalAppearance
import DarkscreenPlatform
import DarkscreenCore

/// Runs one command at a time on a thread of its own, so starting a program (posix_spawn blocks
/// the caller until the child has exec'd, which under load can take milliseconds) never happens
/// on the run loop. `submit` hands over a command and returns at once; `takeResult` collects it
/// when done. The thread sleeps in a read of a pipe between commands; each command is bounded.
public final class CommandWorker: Sendable {
    public struct Result: Sendable {
        /// nil: could not be started, or ended by a signal (killed at the bound).
        public var exitCode: Int32?
        public var output: String
        public var started: Bool
        public var timedOut: Bool
    }

    private struct State: Sendable {
        var pending: [String]?
        var result: Result?
        var busy = false
    }

    private let state = Locked(State())
    private let limit: Int64
    private let wakeWrite: Int32

    /// Starts the thread. `limit`: milliseconds a command may run before it is killed.
    public init?(limit: Int64) {
        var fds: [Int32] = [-1, -1]
        guard pipe(&fds) == 0 else { return nil }
        _ = fcntl(fds[0], F_SETFD, FD_CLOEXEC)
        _ = fcntl(fds[1], F_SETFD, FD_CLOEXEC)
        self.limit = limit
        wakeWrite = fds[1]
        let readEnd = fds[0]
        guard ThreadStart.detached("ds-commands", { self.loop(wakeRead: readEnd) }) else { return nil }
    }

    /// A command is waiting or running, or its result has not been taken yet.
    public var isBusy: Bool { state.withLock { $0.busy || $0.pending != nil || $0.result != nil } }

    /// Hands over a command (the worker must not be busy); returns at once.
    public func submit(_ arguments: [String]) {
        state.withLock { $0.pending = arguments }
        var byte: UInt8 = 1
        _ = write(wakeWrite, &byte, 1)
    }

    /// The finished command's result, once.
    public func takeResult() -> Result? {
        state.withLock { state in
            defer { state.result = nil }
            return state.result
        }
    }

    /// Waits (bounded by `milliseconds`) until no command is waiting or running.
    public func waitUntilIdle(milliseconds: Int64) {
        let deadline = ChildProcess.monotonicMilliseconds() + milliseconds
        while state.withLock({ $0.busy || $0.pending != nil }), ChildProcess.monotonicMilliseconds() < deadline {
            usleep(2000)
        }
    }

    private func loop(wakeRead: Int32) {
        var byte: UInt8 = 0
        while true {
            let count = read(wakeRead, &byte, 1)
            if count < 0 && errno == EINTR { continue }
            guard count == 1 else { return }
            guard
                let arguments = state.withLock({ state -> [String]? in
                    defer { state.pending = nil }
                    state.busy = state.pending != nil
                    return state.pending
                })
            else { continue }
            var result = Result(exitCode: nil, output: "", started: false, timedOut: false)
            if let process = ChildProcess(arguments, output: .capture, detached: false) {
                result.started = true
                result.timedOut = !process.wait(upTo: limit)
                result.exitCode = process.exitCode
                result.output = process.output
            }
            state.withLock {
                $0.result = result
                $0.busy = false
            }
        }
    }
}
