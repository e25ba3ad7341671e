#if canImport(Glibc)
    import Glibc
#endif
import DarkscreenPlatform
import DarkscreenCore

/// What one running darkscreen changed in tmux and how to put it back, kept in
/// `<state>/tmux/<pid>.json` while it runs, so `darkscreen restore` can undo what a killed
/// (SIGKILL) instance left. Removed on every ordinary way out.
public struct TmuxRestoreRecord: Equatable, Sendable {
    public var pid: Int32
    public var place: TmuxPlace
    /// Each option's own value before darkscreen changed it; nil: it was not set there.
    public var original: [TmuxOption: String?]
    /// The instance was listed among the window's holders (`TmuxSharing`): restoring removes it
    /// there and puts the values back only when no darkscreen holds the window any more. False
    /// for a record from a darkscreen before the holders existed (its values are put back as they are).
    public var shared: Bool

    public init(pid: Int32, place: TmuxPlace, original: [TmuxOption: String?], shared: Bool = true) {
        self.pid = pid
        self.place = place
        self.original = original
        self.shared = shared
    }

    public static func folder(state: String = XDGDirectories().darkscreenState) -> String { state + "/tmux" }

    public var encoded: String {
        let options = TmuxOption.allCases.compactMap { option -> JSONMember? in
            guard let value = original[option] else { return nil }
            return JSONMember(key: option.rawValue, node: JSONNode(value.map(JSONValue.string) ?? .null))
        }
        let members: [(String, JSONValue)] = [
            ("pid", .number(Double(pid))), ("socket", .string(place.socket)), ("session", .string(place.session)),
            ("window", .string(place.window)), ("shared", .bool(shared)), ("options", .object(options))
        ]
        return JSONWriter.write(.object(members.map { JSONMember(key: $0.0, node: JSONNode($0.1)) })) + "\n"
    }

    public init?(parsing bytes: [UInt8]) {
        guard let root = try? JSONParser.parse(bytes), case .object(let members) = root.value else { return nil }
        func value(_ key: String) -> JSONValue? { members.first { $0.key == key }?.node.value }
        guard case .number(let pid)? = value("pid"), case .string(let socket)? = value("socket"),
            case .string(let session)? = value("session"), case .string(let window)? = value("window"),
            case .object(let options)? = value("options"), let pid = Int32(exactly: pid), pid > 0
        else { return nil }
        var original: [TmuxOption: String?] = [:]
        for member in options {
            guard let option = TmuxOption(rawValue: member.key) else { continue }
            switch member.node.value {
            case .string(let text): original[option] = .some(text)
            case .null: original[option] = .some(nil)
            default: return nil
            }
        }
        var shared = false
        if case .bool(let flag)? = value("shared") { shared = flag }
        self.init(pid: pid, place: TmuxPlace(socket: socket, session: session, window: window), original: original, shared: shared)
    }

    /// Records left by instances that are no longer running.
    public static func leftBehind(in folder: String = folder()) -> [(path: String, record: TmuxRestoreRecord)] {
        guard let directory = opendir(folder) else { return [] }
        defer { closedir(directory) }
        var found: [(String, TmuxRestoreRecord)] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            guard name.hasSuffix(".json") else { continue }
            let path = folder + "/" + name
            guard let bytes = try? FileSystem.readBytes(at: path, limit: 64 << 10),
                let record = TmuxRestoreRecord(parsing: bytes), !isRunning(record.pid)
            else { continue }
            found.append((path, record))
        }
        return found.sorted { $0.0 < $1.0 }
    }

    /// What sits among the records but is not a file (a FIFO, a folder, a device named `*.json`),
    /// one line each: never opened (so never waited on), left as it is.
    public static func refused(in folder: String = folder()) -> [String] {
        guard let directory = opendir(folder) else { return [] }
        defer { closedir(directory) }
        var lines: [String] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            var info = stat()
            guard name.hasSuffix(".json"), stat(folder + "/" + name, &info) == 0,
                let kind = FileSystem.nonRegularKind(info.st_mode)
            else { continue }
            lines.append("\(SafeText.escaped(folder + "/" + name)) is \(kind), not a regular file; skipped")
        }
        return lines.sorted()
    }

    /// The process exists and is not a zombie (killed, not yet reaped by its parent).
    static func isRunning(_ pid: Int32) -> Bool {
        guard pid > 0, kill(pid, 0) == 0 || errno == EPERM else { return false }
        guard let stat = try? FileSystem.readBytes(at: "/proc/\(pid)/stat", limit: 4096),
            let close = stat.lastIndex(of: UInt8(ascii: ")")), close + 2 < stat.count
        else { return true }
        return stat[close + 2] != UInt8(ascii: "Z")
    }
}
