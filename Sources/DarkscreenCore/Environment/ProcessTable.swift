#if canImport(Glibc)
import Glibc
#endif

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
        guard let stat = try? FileSystem.readHead(at: folder + "/stat", count: 4096),
              let status = try? FileSystem.readHead(at: folder + "/status", count: 8192) else { return nil }
        // stat: "pid (comm) state ppid …"; comm may hold spaces and parentheses: the last ')' ends it.
        let statText = String(decoding: stat.bytes, as: UTF8.self)
        guard let open = statText.firstIndex(of: "("), let close = statText.lastIndex(of: ")") else { return nil }
        let name = String(statText[statText.index(after: open)..<close])
        let rest = statText[statText.index(after: close)...].split(separator: " ")
        guard rest.count >= 6, let parent = Int32(rest[1]) else { return nil }
        var uid: UInt32 = .max
        for line in String(decoding: status.bytes, as: UTF8.self).split(separator: "\n") where line.hasPrefix("Uid:") {
            uid = line.dropFirst(4).split(whereSeparator: { $0 == "\t" || $0 == " " }).first.flatMap { UInt32($0) } ?? .max
        }
        let commandLine = (try? FileSystem.readHead(at: folder + "/cmdline", count: 16 << 10))?.bytes ?? []
        let arguments = commandLine.split(separator: 0, omittingEmptySubsequences: false).map { String(decoding: $0, as: UTF8.self) }
        var entry = ProcessEntry(pid: pid, parent: parent, uid: uid, name: name,
                                 arguments: arguments.last == "" ? Array(arguments.dropLast()) : arguments)
        entry.group = Int32(rest[2]) ?? 0
        entry.foregroundGroup = Int32(rest[5]) ?? -1
        return entry
    }
}

/// Walks of the process tree in `/proc`, each bounded.
public enum ProcessTable {
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

    /// The processes below `pid` (children first, then theirs), at most `limit`.
    public static func descendants(of pid: Int32, root: String = "/proc", limit: Int = 256) -> [ProcessEntry] {
        let all = FileSystem.entryNames(in: root).compactMap(Int32.init).prefix(100_000).compactMap { ProcessEntry.read($0, root: root) }
        var children: [Int32: [ProcessEntry]] = [:]
        for entry in all { children[entry.parent, default: []].append(entry) }
        var found: [ProcessEntry] = []
        var queue = children[pid] ?? []
        while !queue.isEmpty, found.count < limit {
            let entry = queue.removeFirst()
            found.append(entry)
            queue += children[entry.pid] ?? []
        }
        return found
    }
}
