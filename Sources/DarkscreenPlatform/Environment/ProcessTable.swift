#if canImport(Glibc)
    import Glibc
#endif
import TerminalAppearance

/// One process as `/proc` shows it: its parent, its real user, its name (`comm`) and its
/// command line. What programs put in their command lines is untrusted text: it is escaped
/// (SafeText) wherever it is shown.
public struct ProcessEntry: Sendable, Equatable {
    public var pid: Int32
    public var parent: Int32
    public var uid: UInt32
    public var name: String
    public var arguments: [String]
    /// Its process group, and the foreground process group of its terminal (-1: none).
    public var group: Int32 = 0
    public var foregroundGroup: Int32 = -1
    /// Its session: the process that leads it (the shell a terminal window started, say).
    public var session: Int32 = 0

    public init(pid: Int32, parent: Int32, uid: UInt32, name: String, arguments: [String]) {
        self.pid = pid
        self.parent = parent
        self.uid = uid
        self.name = name
        self.arguments = arguments
    }

    /// The process `pid`, read from `root` (`/proc`); nil when it is gone or unreadable.
    public static func read(_ pid: Int32, root: String = "/proc") -> ProcessEntry? {
        let folder = "\(root)/\(pid)"
        guard let stat = ProcessStat.read(folder + "/stat"),
            let status = ProcessTable.readSmall(folder + "/status", limit: 8192)
        else { return nil }
        var uid: UInt32 = .max
        for line in String(decoding: status, as: UTF8.self).split(separator: "\n") where line.hasPrefix("Uid:") {
            uid = line.dropFirst(4).split(whereSeparator: { $0 == "\t" || $0 == " " }).first.flatMap { UInt32($0) } ?? .max
        }
        let commandLine = ProcessTable.readSmall(folder + "/cmdline", limit: 16 << 10) ?? []
        let arguments = commandLine.split(separator: 0, omittingEmptySubsequences: false).map { String(decoding: $0, as: UTF8.self) }
        var entry = ProcessEntry(
            pid: pid, parent: stat.parent, uid: uid, name: stat.name,
            arguments: arguments.last == "" ? Array(arguments.dropLast()) : arguments)
        entry.group = stat.group
        entry.foregroundGroup = stat.foregroundGroup
        entry.session = stat.session
        return entry
    }
}

/// What `/proc/PID/stat` says of a process that darkscreen reads: "pid (comm) state ppid pgrp
/// session tty_nr tpgid …". One read, no other file (a walk of every process reads only this).
public struct ProcessStat: Sendable, Equatable {
    public var name: String
    public var parent: Int32
    public var group: Int32
    public var session: Int32
    /// Its controlling terminal's device number (0: none); see `TerminalDevice`.
    public var terminal: UInt64
    /// The foreground process group of that terminal (-1: none).
    public var foregroundGroup: Int32

    /// The file at `path` (`/proc/PID/stat`); nil when it is gone, unreadable or not that format.
    public static func read(_ path: String) -> ProcessStat? {
        ProcessTable.readSmall(path, limit: 4096).flatMap(parse)
    }

    /// comm may hold spaces and parentheses: the last ')' ends it.
    static func parse(_ bytes: [UInt8]) -> ProcessStat? {
        guard let open = bytes.firstIndex(of: UInt8(ascii: "(")), let close = bytes.lastIndex(of: UInt8(ascii: ")")), open < close
        else { return nil }
        let rest = bytes[(close + 1)...].split(separator: UInt8(ascii: " ")).map { String(decoding: $0, as: UTF8.self) }
        guard rest.count >= 6, let parent = Int32(rest[1]) else { return nil }
        return ProcessStat(
            name: String(decoding: bytes[(open + 1)..<close], as: UTF8.self), parent: parent, group: Int32(rest[2]) ?? 0,
            session: Int32(rest[3]) ?? 0, terminal: UInt64(rest[4]) ?? 0, foregroundGroup: Int32(rest[5]) ?? -1)
    }
}

/// Walks of the process tree in `/proc`, each bounded.
public enum ProcessTable {
    /// A /proc file's first `limit` bytes (one open, reads, close; /proc files never block).
    static func readSmall(_ path: String, limit: Int) -> [UInt8]? {
        let fd = open(path, O_RDONLY | O_CLOEXEC | O_NOCTTY | O_NONBLOCK)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var bytes = [UInt8](repeating: 0, count: limit)
        let total = (try? bytes.withUnsafeMutableBytes { DescriptorIO.readFully(fd, into: $0) }.get()) ?? 0
        return Array(bytes[..<total])
    }

    /// `pid`'s parent, its parent's parent, … up to init (at most 64).
    public static func ancestors(of pid: Int32, root: String = "/proc") -> [ProcessEntry] {
        var found: [ProcessEntry] = []
        var next = pid
        while next > 1, found.count < 64, let entry = ProcessEntry.read(next, root: root) {
            found.append(entry)
            next = entry.parent
        }
        return found
    }

    /// The processes below `pid` (children first, then theirs), at most `limit`. Every process's
    /// `stat` is read for its parent; only the ones found are read whole.
    public static func descendants(of pid: Int32, root: String = "/proc", limit: Int = 256) -> [ProcessEntry] {
        var children: [Int32: [Int32]] = [:]
        for name in FileSystem.entryNames(in: root).prefix(100_000) {
            guard let child = Int32(name), let parent = parent(of: child, root: root) else { continue }
            children[parent, default: []].append(child)
        }
        var found: [ProcessEntry] = []
        var queue = children[pid] ?? []
        while !queue.isEmpty, found.count < limit {
            let next = queue.removeFirst()
            if let entry = ProcessEntry.read(next, root: root) { found.append(entry) }
            queue += children[next] ?? []
        }
        return found
    }

    /// The parent in `/proc/PID/stat` (the field after the command's closing parenthesis and the state).
    static func parent(of pid: Int32, root: String) -> Int32? {
        guard let stat = ProcessTable.readSmall("\(root)/\(pid)/stat", limit: 512) else { return nil }
        guard let close = stat.lastIndex(of: UInt8(ascii: ")")) else { return nil }
        let fields = stat[(close + 1)...].split(separator: UInt8(ascii: " "), maxSplits: 3)
        guard fields.count >= 2 else { return nil }
        return Int32(String(decoding: fields[1], as: UTF8.self))
    }
}
