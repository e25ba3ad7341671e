#if canImport(Glibc)
    import Glibc
#endif
import DarkscreenPlatform
import DarkscreenCore

/// darkscreen's state of its integrations (`$XDG_STATE_HOME/darkscreen/integrations.json`):
/// each connected target's files and the lines put into the user's configs, and how the last
/// commit reached each target. Read and written under the state folder's lock.
public struct IntegrationRecord: Sendable, Equatable {
    public struct Connection: Sendable, Equatable {
        public var files: [String]
        public var edits: [ConfigEdit]
        /// The files hold both variants (the tool's dual form).
        public var dual: Bool = false
        /// Which form and why (from the tool's version at `integrate`).
        public var form: String?
        /// The tool's version as read at `integrate`.
        public var toolVersion: String?
        /// A template target's settings (`IntegrationLayout.settings`).
        public var settings: [String: String] = [:]
    }

    /// How the last commit went for one target.
    public struct LastReach: Sendable, Equatable {
        /// Seconds since 1970 (UTC).
        public var time: Int
        public var theme: String
        public var outcome: IntegrationOutcome
    }

    public var connected: [IntegrationTarget: Connection] = [:]
    public var last: [IntegrationTarget: LastReach] = [:]

    public init() {}

    /// The record, or an empty one when there is none (an unreadable one is an empty one too:
    /// nothing is connected that darkscreen could act on safely).
    public static func load(_ path: String) -> IntegrationRecord {
        guard let bytes = try? FileSystem.readBytes(at: path, limit: 1 << 20),
            let root = try? JSONParser.parse(bytes)
        else { return IntegrationRecord() }
        var record = IntegrationRecord()
        var templates: [IntegrationTarget] = []
        for section in ["connected", "last"] {
            guard case .object(let members)? = root[section]?.value else { continue }
            templates += members.compactMap { TemplateTarget.isName($0.key) ? IntegrationTarget(rawValue: $0.key) : nil }
        }
        for target in IntegrationTarget.allCases + Set(templates).sorted() {
            if let node = root["connected"]?[target.rawValue] {
                let files = strings(node["files"])
                let edits = array(node["edits"]).compactMap { edit -> ConfigEdit? in
                    guard let config = edit["config"]?.stringValue, let line = edit["line"]?.stringValue else { return nil }
                    return ConfigEdit(
                        config: config, line: line, addedNewline: bool(edit["addedNewline"]), created: bool(edit["created"]),
                        backup: edit["backup"]?.stringValue)
                }
                var settings: [String: String] = [:]
                if case .object(let members)? = node["settings"]?.value {
                    for member in members { if let value = member.node.stringValue { settings[member.key] = value } }
                }
                record.connected[target] = Connection(
                    files: files, edits: edits, dual: bool(node["dual"]), form: node["form"]?.stringValue,
                    toolVersion: node["toolVersion"]?.stringValue, settings: settings)
            }
            if let node = root["last"]?[target.rawValue], let theme = node["theme"]?.stringValue,
                case .number(let time) = node["time"]?.value, let kind = node["outcome"]?.stringValue
            {
                let detail = node["detail"]?.stringValue ?? ""
                let outcome: IntegrationOutcome =
                    switch kind {
                    case "reached": .reached(detail)
                    case "next start": .nextStart(detail)
                    default: .failed(detail)
                    }
                record.last[target] = LastReach(time: Int(time), theme: theme, outcome: outcome)
            }
        }
        return record
    }

    public var encoded: String {
        let m = JSONEnvelope.member
        let connectedMembers = connected.keys.sorted().map { target in
            let connection = connected[target]!
            let edits = connection.edits.map { edit in
                JSONValue.object(
                    [
                        m("config", .string(edit.config)), m("line", .string(edit.line)),
                        m("addedNewline", .bool(edit.addedNewline)), m("created", .bool(edit.created))
                    ]
                        + (edit.backup.map { [m("backup", .string($0))] } ?? []))
            }
            var members = [m("files", .array(connection.files.map { JSONNode(.string($0)) })), m("edits", .array(edits.map { JSONNode($0) }))]
            if connection.dual { members.append(m("dual", .bool(true))) }
            if let form = connection.form { members.append(m("form", .string(form))) }
            if let version = connection.toolVersion { members.append(m("toolVersion", .string(version))) }
            if !connection.settings.isEmpty {
                members.append(m("settings", .object(connection.settings.keys.sorted().map { m($0, .string(connection.settings[$0]!)) })))
            }
            return m(target.rawValue, .object(members))
        }
        let lastMembers = last.keys.sorted().map { target in
            let reach = last[target]!
            return m(
                target.rawValue,
                .object([
                    m("time", .number(Double(reach.time))), m("theme", .string(reach.theme)),
                    m("outcome", .string(reach.outcome.kind)), m("detail", .string(reach.outcome.detail))
                ]))
        }
        return JSONWriter.write(.object([m("connected", .object(connectedMembers)), m("last", .object(lastMembers))])) + "\n"
    }

    /// Reads, changes and writes the record under the state folder's lock (`holdingLock`: the
    /// caller holds it already, as `--undo` does for all it changes).
    @discardableResult
    public static func update(_ path: String, holdingLock: Bool = false, _ change: (inout IntegrationRecord) -> Void) throws -> IntegrationRecord {
        let folder = path.deletingLastPathComponent
        try FileSystem.createDirectories(folder)
        func write() throws -> IntegrationRecord {
            var record = load(path)
            change(&record)
            try FileSystem.writeAtomically(Array(record.encoded.utf8), to: path)
            return record
        }
        return holdingLock ? try write() : try FileSystem.withDirectoryLock(folder, write)
    }

    private static func array(_ node: JSONNode?) -> [JSONNode] {
        if case .array(let items) = node?.value { return items }
        return []
    }

    private static func strings(_ node: JSONNode?) -> [String] { array(node).compactMap(\.stringValue) }

    private static func bool(_ node: JSONNode?) -> Bool {
        if case .bool(let value) = node?.value { return value }
        return false
    }
}

/// What a commit did for one target.
public enum IntegrationOutcome: Sendable, Equatable {
    /// Its file is written and running instances were told (or read it themselves); the detail says how.
    case reached(String)
    /// Its file is written; it takes it when it starts next.
    case nextStart(String)
    /// Something failed (the reason, escaped).
    case failed(String)

    var kind: String {
        switch self {
        case .reached: "reached"
        case .nextStart: "next start"
        case .failed: "failed"
        }
    }

    public var detail: String {
        switch self {
        case .reached(let text), .nextStart(let text), .failed(let text): text
        }
    }
}
