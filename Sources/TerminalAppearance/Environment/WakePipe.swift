#if canImport(Glibc)
    import Glibc
#endif

/// A self-pipe that wakes a poll loop from another thread: `wake()` writes a byte, the loop polls
/// `fileDescriptor` and empties it with `drain()`. Both ends are non-blocking and close on exec;
/// when no pipe can be made, `fileDescriptor` is nil and `wake()` does nothing.
package final class WakePipe: Sendable {
    private let readEnd: Int32
    private let writeEnd: Int32

    package init() {
        var ends: [Int32] = [-1, -1]
        if pipe(&ends) == 0 {
            for end in ends {
                _ = fcntl(end, F_SETFD, FD_CLOEXEC)
                _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
            }
        } else {
            ends = [-1, -1]
        }
        readEnd = ends[0]
        writeEnd = ends[1]
    }

    deinit {
        if readEnd >= 0 { close(readEnd) }
        if writeEnd >= 0 { close(writeEnd) }
    }

    /// Readable after a `wake()` until the next `drain()`.
    package var fileDescriptor: Int32? { readEnd >= 0 ? readEnd : nil }

    /// From any thread: makes `fileDescriptor` readable.
    package func wake() {
        guard writeEnd >= 0 else { return }
        var byte: UInt8 = 1
        _ = write(writeEnd, &byte, 1)
    }

    /// Empties the pipe (a `wake()` after this makes it readable again).
    package func drain() {
        guard readEnd >= 0 else { return }
        var buffer = (UInt64(0), UInt64(0), UInt64(0), UInt64(0))
        while withUnsafeMutableBytes(of: &buffer, { read(readEnd, $0.baseAddress, $0.count) }) > 0 {}
    }
}
