#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What `stat` says about a file that changes whenever its bytes may have: the device and inode
/// (a file replaced by another, an editor's atomic save), the size, and the modification and
/// status-change times to the nanosecond. The theme folder cache is valid only while every
/// file's stamp is the same as when the cache was written.
public struct FileStamp: Hashable, Sendable {
    public var path: String
    public var device: UInt64
    public var inode: UInt64
    public var size: Int64
    public var modified: FileTime
    /// The status-change time: set by the kernel on every write, rename or `touch`, and (unlike
    /// the modification time) never set back by a program.
    public var changed: FileTime

    public init(path: String, device: UInt64, inode: UInt64, size: Int64, modified: FileTime, changed: FileTime) {
        self.path = path
        self.device = device
        self.inode = inode
        self.size = size
        self.modified = modified
        self.changed = changed
    }

    package init(path: String, _ info: stat) {
        self.init(
            path: path, device: UInt64(info.st_dev), inode: UInt64(info.st_ino), size: Int64(info.st_size),
            modified: FileTime(info.st_mtim), changed: FileTime(info.st_ctim))
    }

    /// The stamp of the file `path` leads to (links followed); nil when it cannot be read.
    public static func of(_ path: String) -> (stamp: FileStamp, isRegularFile: Bool)? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return (FileStamp(path: path, info), (info.st_mode & S_IFMT) == S_IFREG)
    }
}

/// A file time (or a clock reading) in seconds and nanoseconds since the epoch.
public struct FileTime: Hashable, Comparable, Sendable {
    public var seconds: Int64
    public var nanoseconds: Int64

    public init(seconds: Int64, nanoseconds: Int64) {
        self.seconds = seconds
        self.nanoseconds = nanoseconds
    }

    package init(_ time: timespec) {
        self.init(seconds: Int64(time.tv_sec), nanoseconds: Int64(time.tv_nsec))
    }

    /// The system's wall clock now (what file times are taken from).
    public static var now: FileTime {
        var time = timespec()
        clock_gettime(CLOCK_REALTIME, &time)
        return FileTime(time)
    }

    /// This time moved back by `milliseconds`.
    public func minus(milliseconds: Int64) -> FileTime {
        let total = nanoseconds - milliseconds * 1_000_000
        let carry = total >= 0 ? total / 1_000_000_000 : (total - 999_999_999) / 1_000_000_000
        return FileTime(seconds: seconds + carry, nanoseconds: total - carry * 1_000_000_000)
    }

    public static func < (lhs: FileTime, rhs: FileTime) -> Bool {
        (lhs.seconds, lhs.nanoseconds) < (rhs.seconds, rhs.nanoseconds)
    }
}
