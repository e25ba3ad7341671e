#if canImport(Glibc)
    import Glibc
#endif

extension FileSystem {
    /// A log darkscreen writes grows to about this size, then starts again (the previous one kept as `.1`).
    public static let logSizeLimit = 256 << 10

    /// Opens the log at `path` for appending (created 0600 with its folder), never blocking:
    /// a FIFO, folder or device there is refused (`is a FIFO (named pipe), not a regular file`)
    /// and left as it is. A log past `limit` bytes is first moved to `path.1` (replacing the
    /// previous `.1`, darkscreen's own), so the log and its one older part stay bounded.
    /// The caller closes the descriptor.
    public static func openLog(_ path: String, limit: Int = logSizeLimit) throws(FileWriteError) -> Int32 {
        try createDirectories(path.deletingLastPathComponent)
        var fd = try openForAppending(path)
        var info = stat()
        if fstat(fd, &info) == 0, Int(info.st_size) > limit {
            let older = path + ".1"
            var olderInfo = stat()
            if lstat(older, &olderInfo) == 0, let kind = nonRegularKind(olderInfo.st_mode) {
                close(fd)
                throw FileWriteError(path: older, reason: "is \(kind), not a regular file; the log is not rotated or written")
            }
            if rename(path, older) == 0 {
                close(fd)
                fd = try openForAppending(path)
            }
        }
        return fd
    }

    private static func openForAppending(_ path: String) throws(FileWriteError) -> Int32 {
        let fd = open(path, O_WRONLY | O_CREAT | O_APPEND | O_NONBLOCK | O_NOCTTY | O_CLOEXEC, 0o600)
        guard fd >= 0 else {
            // A FIFO with no reader (ENXIO), a socket, a folder (EISDIR): say what is there.
            let reason = errnoText()
            var info = stat()
            if stat(path, &info) == 0, let kind = nonRegularKind(info.st_mode) {
                throw FileWriteError(path: path, reason: "is \(kind), not a regular file")
            }
            throw FileWriteError(path: path, reason: reason)
        }
        var info = stat()
        if let problem = regularFileProblem(fd, &info) {
            close(fd)
            throw FileWriteError(path: path, reason: problem)
        }
        // Written by the hooks from now on: blocking writes, as any program's output.
        _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) & ~O_NONBLOCK)
        return fd
    }
}
