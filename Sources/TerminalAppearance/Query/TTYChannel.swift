#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The program's terminal as a ``TerminalChannel``: questions go to standard output, answers
/// are read from standard input, which is put in non-canonical mode without echo while open
/// (so an answer never shows) and given back by ``close()``.
public final class TTYChannel: TerminalChannel {
    private let input: Int32
    private let output: Int32
    /// The terminal's modes from before: what ``close()`` puts back (and what a signal handler
    /// that restores the terminal should put back while the channel is open).
    public let savedModes: termios
    private var isOpen = true

    /// Opens the channel on stdin/stdout. Nil when either is not a terminal.
    public init?(input: Int32 = 0, output: Int32 = 1) {
        guard isatty(input) == 1, isatty(output) == 1 else { return nil }
        var modes = termios()
        guard tcgetattr(input, &modes) == 0 else { return nil }
        self.input = input
        self.output = output
        savedModes = modes
        var raw = modes
        raw.c_lflag &= ~tcflag_t(ICANON | ECHO)
        withUnsafeMutableBytes(of: &raw.c_cc) { cc in
            cc[Int(VMIN)] = 0
            cc[Int(VTIME)] = 0
        }
        guard tcsetattr(input, TCSANOW, &raw) == 0 else { return nil }
    }

    deinit { close() }

    /// Puts the terminal's modes back. Safe to call more than once.
    public func close() {
        guard isOpen else { return }
        isOpen = false
        var modes = savedModes
        _ = tcsetattr(input, TCSANOW, &modes)
    }

    public func write(_ bytes: [UInt8]) -> Bool {
        DescriptorIO.writeAll(output, bytes) == nil
    }

    public func read(timeout: Duration) -> [UInt8]? {
        var descriptor = pollfd(fd: input, events: Int16(POLLIN), revents: 0)
        let milliseconds = max(
            0, Int32(clamping: (timeout.components.seconds * 1000) + (timeout.components.attoseconds + 999_999_999_999_999) / 1_000_000_000_000_000))
        let ready = poll(&descriptor, 1, milliseconds)
        if ready < 0 { return errno == EINTR ? [] : nil }
        guard ready > 0 else { return [] }
        var buffer = [UInt8](repeating: 0, count: 1024)
        let count = buffer.withUnsafeMutableBytes { Glibc.read(input, $0.baseAddress, $0.count) }
        if count < 0 { return errno == EINTR || errno == EAGAIN ? [] : nil }
        return count == 0 ? nil : Array(buffer[0..<count])
    }

    public func now() -> Duration { MonotonicClock.now() }
}

/// CLOCK_MONOTONIC as a Duration since an arbitrary origin.
public enum MonotonicClock {
    public static func now() -> Duration {
        var clock = timespec()
        clock_gettime(CLOCK_MONOTONIC, &clock)
        return .seconds(Int64(clock.tv_sec)) + .nanoseconds(Int64(clock.tv_nsec))
    }
}

extension Duration {
    /// Milliseconds, fractional.
    public var milliseconds: Double {
        Double(components.seconds) * 1000 + Double(components.attoseconds) / 1e15
    }
}
