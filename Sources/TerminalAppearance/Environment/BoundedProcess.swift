#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Runs a program with a time limit and returns its standard output: killed (SIGKILL) and
/// reaped if it is not done in time, so a hung `tmux` never hangs the caller.
enum BoundedProcess {
    struct Result {
        var output: String
        var exitStatus: Int32?
        var timedOut: Bool
    }

    static func run(_ arguments: [String], timeout: Duration, maximumOutput: Int = 4096) -> Result? {
        guard !arguments.isEmpty else { return nil }
        var pipeEnds: [Int32] = [-1, -1]
        guard pipe(&pipeEnds) == 0 else { return nil }
        defer { _ = close(pipeEnds[0]) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_adddup2(&actions, pipeEnds[1], 1)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addclose(&actions, pipeEnds[0])
        posix_spawn_file_actions_addclose(&actions, pipeEnds[1])
        var cArguments = arguments.map { strdup($0) } + [nil]
        defer { for pointer in cArguments { free(pointer) } }
        var pid: pid_t = 0
        let spawned = SpawnAttributes.with(newSession: false) { attributes in
            posix_spawnp(&pid, arguments[0], &actions, attributes, &cArguments, environ)
        }
        _ = close(pipeEnds[1])
        guard spawned == 0 else { return nil }
        let deadline = MonotonicClock.now() + timeout
        var output: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 1024)
        var timedOut = false
        while true {
            let remaining = deadline - MonotonicClock.now()
            guard remaining > .zero else { timedOut = true; break }
            var descriptor = pollfd(fd: pipeEnds[0], events: Int16(POLLIN), revents: 0)
            let ready = poll(&descriptor, 1, max(1, Int32(remaining.milliseconds.rounded(.up))))
            if ready < 0 && errno == EINTR { continue }
            if ready == 0 { continue }
            let count = buffer.withUnsafeMutableBytes { read(pipeEnds[0], $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { break }
            if output.count < maximumOutput { output += buffer[0..<min(count, maximumOutput - output.count)] }
        }
        var status: Int32 = 0
        // Output closed: give the process the rest of the time to exit, then kill it.
        while !timedOut && waitpid(pid, &status, WNOHANG) == 0 {
            if MonotonicClock.now() >= deadline { timedOut = true } else { usleep(500) }
        }
        if timedOut {
            _ = kill(pid, SIGKILL)
            while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        }
        let exited = status & 0x7F == 0
        return Result(output: String(decoding: output, as: UTF8.self), exitStatus: exited ? (status >> 8) & 0xFF : nil, timedOut: timedOut)
    }
}
