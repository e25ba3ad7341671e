#if canImport(Glibc)
    import Glibc
#endif
import TerminalAppearance

/// A program started without a shell and without waiting for it (posix_spawn): stdin from
/// /dev/null (or a descriptor the caller opened), stdout captured through a pipe, written to a file or discarded, optionally in its own
/// session (detached from the terminal). `poll()` never blocks; `wait(upTo:)` is bounded.
public final class ChildProcess {
    public enum Output: Sendable {
        /// Read back with `output` once it exited.
        case capture
        /// Written to this descriptor (open for writing, the caller's to close: a log opened by
        /// `FileSystem.openLog`, never a path opened in the child, whose open could block the
        /// spawn); stderr too.
        case file(Int32)
        /// To /dev/null; stderr too.
        case discard
    }

    public let pid: pid_t
    public let startedAt: Int64
    private var pipe: Int32
    private var collected: [UInt8] = []
    public private(set) var status: Int32?

    /// Nil when the program cannot be started (not found, not executable, no process left).
    /// `input`: its stdin (open for reading, the caller's to close), else /dev/null.
    public init?(_ arguments: [String], environment: [String]? = nil, output: Output, detached: Bool, input: Int32? = nil) {
        guard let program = arguments.first else { return nil }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        if let input {
            posix_spawn_file_actions_adddup2(&actions, input, 0)
        } else {
            posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        }
        var fds: [Int32] = [-1, -1]
        switch output {
        case .capture:
            guard Glibc.pipe(&fds) == 0 else { return nil }
            _ = fcntl(fds[0], F_SETFD, FD_CLOEXEC)
            _ = fcntl(fds[1], F_SETFD, FD_CLOEXEC)
            posix_spawn_file_actions_adddup2(&actions, fds[1], 1)
            posix_spawn_file_actions_adddup2(&actions, fds[1], 2)
        case .file(let descriptor):
            posix_spawn_file_actions_adddup2(&actions, descriptor, 1)
            posix_spawn_file_actions_adddup2(&actions, descriptor, 2)
        case .discard:
            posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
            posix_spawn_file_actions_adddup2(&actions, 1, 2)
        }
        var child: pid_t = 0
        let argv = arguments.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        let envp = (environment ?? Self.currentEnvironment()).map { strdup($0) } + [nil]
        defer { envp.forEach { free($0) } }
        let result = SpawnAttributes.with(newSession: detached) { attributes in
            posix_spawnp(&child, program, &actions, attributes, argv, envp)
        }
        if fds[1] >= 0 { close(fds[1]) }
        guard result == 0 else {
            if fds[0] >= 0 { close(fds[0]) }
            return nil
        }
        pid = child
        pipe = fds[0]
        if pipe >= 0 { _ = fcntl(pipe, F_SETFL, fcntl(pipe, F_GETFL) | O_NONBLOCK) }
        startedAt = Self.monotonicMilliseconds()
    }

    deinit {
        if pipe >= 0 { close(pipe) }
    }

    /// What it wrote (stdout and stderr) when captured.
    public var output: String { String(decoding: collected, as: UTF8.self) }

    /// True once it has exited (its status is then set). Never blocks.
    @discardableResult
    public func poll() -> Bool {
        drain()
        guard status == nil else { return true }
        var raw: Int32 = 0
        let result = waitpid(pid, &raw, WNOHANG)
        guard result == pid else { return false }
        status = raw
        drain()
        return true
    }

    /// Waits at most `milliseconds` for it to exit; kills it (its whole group when detached)
    /// when the time is up. Returns whether it exited on its own.
    @discardableResult
    public func wait(upTo milliseconds: Int64) -> Bool {
        let deadline = Self.monotonicMilliseconds() + milliseconds
        while !poll() {
            if Self.monotonicMilliseconds() >= deadline {
                kill()
                return false
            }
            var descriptor = pollfd(fd: pipe, events: Int16(POLLIN), revents: 0)
            _ = Glibc.poll(&descriptor, pipe >= 0 ? 1 : 0, 5)
        }
        return true
    }

    /// Ends it (and its process group, if it leads one) and collects it.
    public func kill() {
        guard status == nil else { return }
        if getpgid(pid) == pid { _ = Glibc.kill(-pid, SIGKILL) }
        _ = Glibc.kill(pid, SIGKILL)
        var raw: Int32 = 0
        if waitpid(pid, &raw, 0) == pid { status = raw }
    }

    /// The exit status when it exited normally; nil while running or when a signal ended it.
    public var exitCode: Int32? {
        guard let status, status & 0x7F == 0 else { return nil }
        return (status >> 8) & 0xFF
    }

    public var milliseconds: Int64 { Self.monotonicMilliseconds() - startedAt }

    private func drain() {
        guard pipe >= 0 else { return }
        var buffer = [UInt8](repeating: 0, count: 4096)
        while collected.count < 1 << 20 {
            let count = buffer.withUnsafeMutableBytes { read(pipe, $0.baseAddress, $0.count) }
            guard count > 0 else { return }
            collected += buffer[0..<count]
        }
    }

    public static func currentEnvironment() -> [String] {
        var out: [String] = []
        var pointer = environ
        while let entry = pointer.pointee {
            out.append(String(cString: entry))
            pointer += 1
        }
        return out
    }

    public static func monotonicMilliseconds() -> Int64 {
        Int64(MonotonicClock.milliseconds())
    }
}
