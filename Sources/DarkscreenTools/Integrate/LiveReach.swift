#if canImport(Glibc)
    import Glibc
#endif
import DarkscreenPlatform
import DarkscreenCore

/// What the targets share to tell running instances of a commit: the user's own processes of a
/// tool that are the tool itself (never a helper that shares its name), the user's own sockets in
/// a folder, and asking many sockets side by side under one budget for the whole.
enum LiveReach {
    /// The most one target's reach takes, whatever the number of instances.
    static let budget = 1000

    /// What /proc says of one process, for deciding whether it is a tool's terminal or server.
    struct ProcessView: Equatable {
        var pid: pid_t
        /// `/proc/PID/comm`.
        var command: String
        /// `/proc/PID/cmdline`, split at NULs.
        var arguments: [String]
        /// The parent's `comm` (nil when it cannot be read).
        var parentCommand: String?
    }

    /// The user's processes that are the program `name` itself: its command name, its argv[0]'s
    /// last component, no first argument that makes it a helper (`helpers`, or anything starting
    /// with one of `helperPrefixes`), and a parent that is not the same program (a helper forked
    /// by it). `root` is /proc (another folder in tests).
    static func programs(
        named name: String, uid: uid_t, helpers: Set<String> = [], helperPrefixes: [String] = [],
        root: String = "/proc"
    ) -> [pid_t] {
        views(named: name, uid: uid, root: root).filter {
            isProgram(name, $0, helpers: helpers, helperPrefixes: helperPrefixes)
        }.map(\.pid)
    }

    static func isProgram(_ name: String, _ view: ProcessView, helpers: Set<String>, helperPrefixes: [String]) -> Bool {
        guard view.command == name, let first = view.arguments.first, first.lastPathComponent == name else { return false }
        if view.parentCommand == name { return false }
        if let argument = view.arguments.dropFirst().first,
            helpers.contains(argument) || helperPrefixes.contains(where: { argument.hasPrefix($0) })
        {
            return false
        }
        return true
    }

    /// Every process of `uid` whose command name is `name`, as /proc shows it.
    static func views(named name: String, uid: uid_t, root: String) -> [ProcessView] {
        entries(of: root).compactMap { entry -> ProcessView? in
            guard let pid = pid_t(entry), owned(root + "/" + entry, uid: uid, kind: S_IFDIR),
                let command = readLine(root + "/\(entry)/comm"), command == name
            else { return nil }
            let arguments =
                (try? FileSystem.readHead(at: root + "/\(entry)/cmdline", count: 4096))
                .map { $0.bytes.split(separator: 0).map { String(decoding: $0, as: UTF8.self) } } ?? []
            let parent = parentPID(root + "/\(entry)/stat").flatMap { readLine(root + "/\($0)/comm") }
            return ProcessView(pid: pid, command: command, arguments: arguments, parentCommand: parent)
        }
    }

    /// The parent's pid from `/proc/PID/stat` ("PID (comm) STATE PPID …"; comm may hold spaces and ")").
    static func parentPID(_ statPath: String) -> pid_t? {
        guard let head = try? FileSystem.readHead(at: statPath, count: 1024),
            let close = head.bytes.lastIndex(of: UInt8(ascii: ")"))
        else { return nil }
        let fields = head.bytes[(close + 1)...].split(separator: UInt8(ascii: " "))
        guard fields.count >= 2 else { return nil }
        return pid_t(String(decoding: fields[1], as: UTF8.self))
    }

    private static func readLine(_ path: String) -> String? {
        (try? FileSystem.readHead(at: path, count: 64)).map { String(decoding: $0.bytes, as: UTF8.self).trimmingWhitespace }
    }

    /// The same question to every socket, side by side, every answer awaited until one deadline
    /// (`budget` from now): the whole takes at most the budget however many there are.
    static func askAll(
        _ sockets: [String], budget: Int = budget,
        _ ask: @escaping @Sendable (_ socket: String, _ deadline: Int) -> NeovimRPC.Answer
    ) -> [(String, NeovimRPC.Answer)] {
        let deadline = MonotonicClock.milliseconds() + budget
        var results: [(String, NeovimRPC.Answer)] = []
        // At most 32 threads at once; later ones share the same deadline.
        for batch in stride(from: 0, to: sockets.count, by: 32) {
            let work = sockets[batch..<min(sockets.count, batch + 32)].map { socket in
                (socket, BackgroundWork { ask(socket, deadline) })
            }
            results += work.map { ($0.0, $0.1.value()) }
        }
        return results
    }

    static func sockets(in folder: String, uid: uid_t) -> [String] {
        entries(of: folder).map { folder + "/" + $0 }.filter { owned($0, uid: uid, kind: S_IFSOCK) }
    }

    static func owned(_ path: String, uid: uid_t, kind: mode_t) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0 && (info.st_mode & S_IFMT) == kind && info.st_uid == uid
    }

    static func entries(of folder: String) -> [String] {
        guard let directory = opendir(folder) else { return [] }
        defer { closedir(directory) }
        var names: [String] = []
        while let entry = readdir(directory), names.count < 10_000 {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            if name != ".", name != ".." { names.append(name) }
        }
        return names
    }
}
