#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif
import TerminalAppearance

/// A failure to write a file, with the reason the system gave.
public struct FileWriteError: Error, Sendable, CustomStringConvertible {
    public var path: String
    public var reason: String
    /// Set when nothing was written because another process held the lock too long.
    public var lockTimeout: FileLockTimeout?
    /// Set when nothing was written because a file is already there (`FileSystem.writeFiles`).
    public var alreadyExists: Bool

    public init(path: String, reason: String, lockTimeout: FileLockTimeout? = nil, alreadyExists: Bool = false) {
        self.path = path
        self.reason = reason
        self.lockTimeout = lockTimeout
        self.alreadyExists = alreadyExists
    }

    public var description: String { lockTimeout?.description ?? "cannot write \(SafeText.escaped(path)): \(reason)" }
}

/// Another process held a lock past the wait: nothing was written.
public struct FileLockTimeout: Error, Sendable, CustomStringConvertible {
    public var path: String
    public var holder: Int32?
    public var description: String {
        "settings are locked by another process (\(holder.map { "pid \($0)" } ?? "pid unknown")); not saved"
    }
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
    /// `keeping`: the mode and owner of the file being replaced, given to the new one (a 0600
    /// file stays 0600). `durable: false` skips the flushes to disk (for a cache, checked whenever
    /// it is read: one lost in a crash costs a re-read, and the writer never waits for the disk).
    public static func writeAtomically(
        _ bytes: [UInt8], to path: String, keeping target: WriteTarget? = nil,
        durable: Bool = true
    ) throws(FileWriteError) {
        let folder = path.deletingLastPathComponent
        try createDirectories(folder)
        let (temporary, slot) = try writeTemporary(bytes, named: ".\(path.lastPathComponent)", for: path, keeping: target, durable: durable)
        defer { TemporaryFileGuard.forget(slot) }
        if rename(temporary, path) != 0 {
            let failure = errnoText()
            unlink(temporary)
            throw FileWriteError(path: path, reason: failure)
        }
        if durable { syncDirectory(folder) }
    }

    /// An atomic write in two steps, so that the wait for the disk happens before a lock is
    /// taken and only the rename under it: `prepareWrite` writes and flushes the temporary file,
    /// `PreparedWrite.finish()` renames it into place, `discard()` removes it (call it in any case
    /// afterwards: after `finish` it only lets the name go).
    public struct PreparedWrite: Sendable {
        public let path: String
        let temporary: String
        let slot: Int?

        public func finish() throws(FileWriteError) {
            if rename(temporary, path) != 0 { throw FileWriteError(path: path, reason: errnoText()) }
        }

        public func discard() {
            unlink(temporary)
            TemporaryFileGuard.forget(slot)
        }

        /// Once the renames are done (outside the lock): the folder's entry made durable.
        public func syncFolder() { syncDirectory(path.deletingLastPathComponent) }
    }

    public static func prepareWrite(_ bytes: [UInt8], to path: String) throws(FileWriteError) -> PreparedWrite {
        try createDirectories(path.deletingLastPathComponent)
        let (temporary, slot) = try writeTemporary(bytes, named: ".\(path.lastPathComponent)", for: path)
        return PreparedWrite(path: path, temporary: temporary, slot: slot)
    }

    /// Writes `bytes` to a new temporary file beside `path` (`NAME.PID.RANDOM.tmp`), flushed to
    /// disk (when `durable`), and returns its path and its `TemporaryFileGuard` slot (a signal that
    /// ends the process meanwhile removes it; the caller forgets the slot once it is renamed or
    /// removed); failures name `path`, and leave no temporary file behind (a file-size limit or a
    /// full disk is a failed write: SIGXFSZ is ignored, `main`).
    static func writeTemporary(
        _ bytes: [UInt8], named name: String, for path: String,
        keeping target: WriteTarget? = nil, durable: Bool = true
    ) throws(FileWriteError) -> (path: String, slot: Int?) {
        let temporary = "\(path.deletingLastPathComponent)/\(name).\(getpid()).\(UInt32.random(in: 0...UInt32.max)).tmp"
        // Noted before it exists, so there is no moment when it exists unguarded.
        let slot = TemporaryFileGuard.note(temporary)
        let fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_NOCTTY | O_CLOEXEC, target?.mode ?? 0o666)
        guard fd >= 0 else {
            let failure = errnoText()
            TemporaryFileGuard.forget(slot)
            throw FileWriteError(path: path, reason: failure)
        }
        var failure: String?
        if let mode = target?.mode, fchmod(fd, mode) != 0 { failure = errnoText() }
        // Only root can give a file away; for anyone else the owner is already the same.
        if let owner = target?.owner, owner.uid != geteuid() || owner.gid != getegid() { _ = fchown(fd, owner.uid, owner.gid) }
        if failure == nil, let code = DescriptorIO.writeAll(fd, bytes) { failure = String(cString: strerror(code)) }
        if failure == nil, durable, fsync(fd) != 0 { failure = errnoText() }
        if close(fd) != 0, failure == nil { failure = errnoText() }
        if let failure {
            unlink(temporary)
            TemporaryFileGuard.forget(slot)
            throw FileWriteError(path: path, reason: failure)
        }
        return (temporary, slot)
    }

    /// Holds an exclusive advisory lock on a folder while `body` runs, so read-modify-write
    /// cycles of several processes on files in it do not interleave. Waits at most `waitMilliseconds`
    /// for another holder (0: only tries once), then throws `FileLockTimeout` naming it when known.
    public static func withDirectoryLock<T>(
        _ folder: String, waitMilliseconds: Int = 2000,
        _ body: () throws -> T
    ) throws -> T {
        let fd = open(folder, O_RDONLY | O_DIRECTORY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC)
        guard fd >= 0 else { return try body() }
        defer { close(fd) }
        let deadline = MonotonicClock.milliseconds() + waitMilliseconds
        // Short waits first (a commit's targets take the lock one after another for a few ms
        // each), then 10 ms at a time.
        var pause: UInt32 = 500
        while flock(fd, LOCK_EX | LOCK_NB) != 0 {
            guard errno == EWOULDBLOCK || errno == EINTR else { break }
            if MonotonicClock.milliseconds() >= deadline {
                throw FileLockTimeout(path: folder, holder: lockHolder(of: fd))
            }
            usleep(pause)
            pause = min(pause * 2, 10_000)
        }
        defer { flock(fd, LOCK_UN) }
        return try body()
    }

    /// The process holding a `flock` on the file open as `fd`, from /proc/locks (nil if unknown).
    static func lockHolder(of fd: Int32) -> Int32? {
        var info = stat()
        guard fstat(fd, &info) == 0, let text = try? readBytes(at: "/proc/locks", limit: 1 << 20) else { return nil }
        let inode = ":\(info.st_ino)"
        for line in String(decoding: text, as: UTF8.self).split(separator: "\n") where line.contains("FLOCK") {
            // "1: FLOCK  ADVISORY  WRITE 12345 08:01:1234567 0 EOF"
            let fields = line.split(separator: " ")
            guard fields.count > 5, fields[5].hasSuffix(inode), let pid = Int32(fields[4]), pid != getpid() else { continue }
            return pid
        }
        return nil
    }

    static func syncDirectory(_ folder: String) {
        let fd = open(folder, O_RDONLY | O_DIRECTORY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC)
        guard fd >= 0 else { return }
        fsync(fd)
        close(fd)
    }
}
