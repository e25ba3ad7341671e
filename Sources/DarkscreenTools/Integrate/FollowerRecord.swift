#if canImport(Glibc)
    import Glibc
#endif
import DarkscreenPlatform
import DarkscreenCore

/// `darkscreen follow`, one per user: a lock held while it runs (`follow.lock`, an `flock` the
/// kernel drops when the process ends, so a killed follower's lock is free for the next) and
/// what it did last (`follow.json`), both in darkscreen's state folder, for `integrate --status`.
public struct FollowerRecord: Equatable, Sendable {
    public var pid: Int32
    /// When it started, and when it last re-committed (seconds since the epoch; 0: not yet).
    public var started: Int
    public var lastChange: Int
    /// What it last committed: the theme and the variant.
    public var theme: String
    public var appearance: String

    public init(pid: Int32, started: Int, lastChange: Int = 0, theme: String = "", appearance: String = "") {
        self.pid = pid
        self.started = started
        self.lastChange = lastChange
        self.theme = theme
        self.appearance = appearance
    }

    public static func lockPath(in folder: String) -> String { folder + "/follow.lock" }
    public static func recordPath(in folder: String) -> String { folder + "/follow.json" }

    /// The follower's lock, held until the process ends: nil when another follower holds it.
    /// Throws when the folder or the lock file cannot be made.
    public static func takeLock(in folder: String) throws(FileWriteError) -> Int32? {
        try FileSystem.createDirectories(folder)
        let path = lockPath(in: folder)
        let fd = open(path, O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK, 0o600)
        guard fd >= 0 else { throw FileWriteError(path: path, reason: String(cString: strerror(errno))) }
        guard flock(fd, LOCK_EX | LOCK_NB) == 0 else {
            close(fd)
            return nil
        }
        return fd
    }

    /// Whether a follower holds the lock now (asked without taking it for long).
    public static func isRunning(in folder: String) -> Bool {
        let fd = open(lockPath(in: folder), O_RDWR | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK)
        guard fd >= 0 else { return false }
        defer { close(fd) }
        if flock(fd, LOCK_EX | LOCK_NB) == 0 {
            flock(fd, LOCK_UN)
            return false
        }
        return true
    }

    public func write(in folder: String) throws(FileWriteError) {
        let m = JSONEnvelope.member
        let json = JSONWriter.write(
            .object([
                m("version", .number(1)), m("pid", .number(Double(pid))), m("started", .number(Double(started))),
                m("lastChange", .number(Double(lastChange))), m("theme", .string(theme)), m("appearance", .string(appearance))
            ]))
        try FileSystem.writeAtomically(Array((json + "\n").utf8), to: Self.recordPath(in: folder), durable: false)
    }

    /// The record as last written (nil when there is none or it cannot be read).
    public static func read(in folder: String) -> FollowerRecord? {
        guard let bytes = try? FileSystem.readBytes(at: recordPath(in: folder), limit: 64 << 10),
            let root = try? JSONParser.parse(bytes)
        else { return nil }
        func number(_ key: String) -> Int? {
            guard case .number(let value)? = root[key]?.value, value.isFinite, abs(value) < 1e15 else { return nil }
            return Int(value)
        }
        guard let pid = number("pid"), let started = number("started") else { return nil }
        return FollowerRecord(
            pid: Int32(clamping: pid), started: started, lastChange: number("lastChange") ?? 0,
            theme: root["theme"]?.stringValue ?? "", appearance: root["appearance"]?.stringValue ?? "")
    }
}
