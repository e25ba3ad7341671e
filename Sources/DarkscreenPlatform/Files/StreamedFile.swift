#if canImport(Glibc)
    import Glibc
#endif

/// A large file read in bounded chunks just ahead of a parser that moves forward through it, and
/// given back behind it: the bytes sit at their own offsets in one anonymous mapping of the file's
/// size (so the parser indexes them as one buffer), but only a window of about `lookahead` bytes is
/// ever resident. Anonymous memory, not a mapping of the file: a file truncated while it is read
/// cannot raise SIGBUS, it only leaves zeros — which no JSON accepts — and sets `changed`.
/// The reader must not look more than `lookahead` bytes past where it last reported (`advance`):
/// beyond that it reads zeros, which is why callers treat any syntax error as "read it whole".
package final class StreamedFile {
    static let chunk = 64 * 1024
    static let lookahead = 256 * 1024

    let path: String
    /// The whole file's address range; the bytes in `filled..<count` are still zeros.
    package let buffer: UnsafeBufferPointer<UInt8>
    /// The file ended before its size at open, or had more: what was read is not the file.
    package private(set) var changed = false
    private var filled = 0
    private var released = 0
    private let fd: Int32
    private let pageSize = Int(sysconf(Int32(_SC_PAGESIZE)))

    package init(path: String, limit: Int = FileSystem.maximumFileSize) throws(FileReadError) {
        let (fd, info) = try FileSystem.openRegularFile(path)
        let size = Int(info.st_size)
        guard size > 0, size <= limit else {
            close(fd)
            throw FileReadError(path: path, reason: size > limit ? "is too large (\(size) bytes; the limit is \(limit))" : "is empty")
        }
        let base = mmap(nil, size, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0)
        guard let base, base != MAP_FAILED else {
            close(fd)
            throw FileReadError(path: path, reason: FileSystem.errnoText())
        }
        self.path = path
        self.fd = fd
        buffer = UnsafeBufferPointer(start: base.assumingMemoryBound(to: UInt8.self), count: size)
        advance(to: 0, keepingFrom: 0)
    }

    deinit {
        munmap(UnsafeMutableRawPointer(mutating: buffer.baseAddress), buffer.count)
        close(fd)
    }

    /// The reader is at `index` and will not look back before `keep`: reads on to `lookahead`
    /// past `index` (in whole chunks) and gives back the whole pages before `keep`.
    func advance(to index: Int, keepingFrom keep: Int) {
        if filled < buffer.count && filled - index < Self.lookahead / 2 { fill(upTo: min(buffer.count, index + Self.lookahead)) }
        let end = (min(keep, index) / pageSize) * pageSize
        if end > released {
            madvise(UnsafeMutableRawPointer(mutating: buffer.baseAddress! + released), end - released, MADV_DONTNEED)
            released = end
        }
    }

    private func fill(upTo target: Int) {
        let start = UnsafeMutablePointer(mutating: buffer.baseAddress!)
        while filled < target && !changed {
            let got = read(fd, start + filled, min(Self.chunk, buffer.count - filled))
            if got < 0 && errno == EINTR { continue }
            if got <= 0 { changed = true; return }  // shorter than it was (or unreadable now)
            filled += got
        }
        if filled == buffer.count {
            // One byte more means the file grew: what was read is not the whole file.
            var extra: UInt8 = 0
            while true {
                let got = read(fd, &extra, 1)
                if got < 0 && errno == EINTR { continue }
                if got != 0 { changed = true }
                return
            }
        }
    }
}
