#if canImport(Glibc)
    import Glibc
#endif

extension FileSystem {
    /// Hands a regular file's bytes to `body` in chunks of at most `chunkSize` (one buffer, reused),
    /// for work that needs every byte once but not all at the same time (a digest). Refuses what
    /// `readBytes` refuses: non-regular files, and files over `limit`.
    public static func forEachChunk(
        at path: String, chunkSize: Int = 64 * 1024, limit: Int = maximumFileSize,
        _ body: (UnsafeBufferPointer<UInt8>) -> Void
    ) throws(FileReadError) {
        let (fd, _) = try openRegularFile(path)
        defer { close(fd) }
        var total = 0
        var failure: Int32 = 0
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: chunkSize) { chunk in
            while true {
                let got = read(fd, chunk.baseAddress, chunk.count)
                if got < 0 {
                    if errno == EINTR { continue }
                    failure = errno
                    return
                }
                if got == 0 { return }
                total += got
                if total > limit { failure = EFBIG; return }
                body(UnsafeBufferPointer(rebasing: chunk[0..<got]))
            }
        }
        if failure == EFBIG && total > limit { throw FileReadError(path: path, reason: "is too large (over \(limit) bytes)") }
        if failure != 0 { throw FileReadError(path: path, reason: String(cString: strerror(failure))) }
    }
}
