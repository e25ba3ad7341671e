#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A failure to write a file, with the reason the system gave.
public struct FileWriteError: Error, Sendable, CustomStringConvertible {
    public var path: String
    public var reason: String
    public var description: String { "cannot write \(SafeText.escaped(path)): \(reason)" }
}

extension FileSystem {
    /// Creates `path` and any missing parent folders (like `mkdir -p`).
    public static func createDirectories(_ path: String) throws(FileWriteError) {
        guard !path.isEmpty, !isDirectory(path) else { return }
        let parent = path.deletingLastPathComponent
        if parent != path, parent != "." { try createDirectories(parent) }
        if mkdir(path, 0o777) != 0, errno != EEXIST {
            throw FileWriteError(path: path, reason: errnoText())
        }
    }

    public static func isDirectory(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
    }

    /// Writes `bytes` so that a reader sees either the old file or the whole new one, never a
    /// part: a temporary file in the same folder, written, flushed to disk, then renamed over.
    public static func writeAtomically(_ bytes: [UInt8], to path: String) throws(FileWriteError) {
        let folder = path.deletingLastPathComponent
        try createDirectories(folder)
        let name = String(path[path.index(after: path.lastIndex(of: "/") ?? path.startIndex)...])
        let temporary = "\(folder)/.\(name).\(getpid()).\(UInt32.random(in: 0...UInt32.max)).tmp"
        let fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
        guard fd >= 0 else { throw FileWriteError(path: path, reason: errnoText()) }
        var failure: String?
        var offset = 0
        while offset < bytes.count, failure == nil {
            let written = bytes.withUnsafeBytes { write(fd, $0.baseAddress! + offset, $0.count - offset) }
            if written < 0, errno != EINTR { failure = errnoText() } else if written > 0 { offset += written }
        }
        if failure == nil, fsync(fd) != 0 { failure = errnoText() }
        if close(fd) != 0, failure == nil { failure = errnoText() }
        if failure == nil, rename(temporary, path) != 0 { failure = errnoText() }
        if let failure {
            unlink(temporary)
            throw FileWriteError(path: path, reason: failure)
        }
        syncDirectory(folder)
    }

    /// Keeps the file at `path` under a second name (`backup`), replacing an older backup
    /// atomically: a hard link when the file system allows it (works even for an unreadable
    /// file), else a copy.
    public static func keepCopy(of path: String, as backup: String) throws(FileWriteError) {
        let temporary = "\(backup).\(getpid()).tmp"
        unlink(temporary)
        if link(path, temporary) == 0 {
            if rename(temporary, backup) == 0 { return }
            let reason = errnoText()
            unlink(temporary)
            throw FileWriteError(path: backup, reason: reason)
        }
        let bytes: [UInt8]
        do {
            bytes = try readBytes(at: path)
        } catch {
            throw FileWriteError(path: backup, reason: "cannot copy \(SafeText.escaped(path)): \(error.reason)")
        }
        try writeAtomically(bytes, to: backup)
    }

    /// Holds an exclusive advisory lock on a folder while `body` runs, so read-modify-write
    /// cycles of several processes on files in it do not interleave.
    public static func withDirectoryLock<T>(_ folder: String, _ body: () throws -> T) throws -> T {
        let fd = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard fd >= 0 else { return try body() }
        defer { close(fd) }
        while flock(fd, LOCK_EX) != 0, errno == EINTR {}
        defer { flock(fd, LOCK_UN) }
        return try body()
    }

    private static func syncDirectory(_ folder: String) {
        let fd = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard fd >= 0 else { return }
        fsync(fd)
        close(fd)
    }
}
