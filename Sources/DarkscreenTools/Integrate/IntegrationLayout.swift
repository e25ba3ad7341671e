import DarkscreenPlatform
import DarkscreenCore
/// For one target: the files darkscreen owns and the lines the tool's config needs to read them.
public struct IntegrationLayout: Sendable, Equatable {
    public var target: IntegrationTarget
    /// darkscreen's own files, rewritten on every commit.
    public var files: [String]
    /// The lines for the user's config (none for fish, whose conf.d file is darkscreen's own).
    public var lines: [ConfigLine]
    /// The files hold both variants of a dynamic theme and the tool chooses (its dual form).
    public var dual: Bool
    /// Which form, and why, for `--status` (nil for a tool with one form).
    public var form: String?
    /// The tool's version as read at `integrate` (for a target whose files depend on it).
    public var toolVersion: String?
    /// What a target of several instances keeps of each (a template's file, its reload command).
    public var settings: [String: String] = [:]

    public init(target: IntegrationTarget, files: [String], lines: [ConfigLine], dual: Bool = false, form: String? = nil) {
        self.target = target
        self.files = files
        self.lines = lines
        self.dual = dual
        self.form = form
    }

    /// Where everything goes for `target` in this environment: the form the installed tool reads
    /// (its version asked when the dual form needs one), then the target's own layout.
    public static func plan(_ target: IntegrationTarget, in environment: IntegrationEnvironment) throws(IntegrationFailure) -> IntegrationLayout {
        let kind = target.kind
        guard let requirement = kind.dualForm else { return try kind.layout(in: environment, dual: true) }
        let (dual, why, version) = requirement.decide(in: environment)
        var layout = try kind.layout(in: environment, dual: dual)
        layout.form = why
        layout.toolVersion = version?.description
        return layout
    }

    /// A connected target's layout as recorded (its files, its form, the lines as they were put in).
    init(target: IntegrationTarget, connection: IntegrationRecord.Connection) {
        self.init(
            target: target, files: connection.files, lines: connection.edits.map { ConfigLine(config: $0.config, line: $0.line) },
            dual: connection.dual, form: connection.form)
        toolVersion = connection.toolVersion
        settings = connection.settings
    }

    /// The first of `candidates` that exists, else the first.
    static func firstExisting(_ candidates: [String]) -> String {
        candidates.first(where: FileSystem.isPresent) ?? candidates[0]
    }

    /// `path` as it is, when a tool's config can take it unquoted.
    static func plain(_ path: String, _ why: String) throws(IntegrationFailure) -> String {
        guard ConfigQuoting.isPlain(path) else {
            throw IntegrationFailure("\(SafeText.quoted(path)) holds a control character or spaces at its ends, which \(why) cannot take")
        }
        return path
    }

    /// `path` quoted in a tool's syntax, or refused.
    static func quoted(_ quote: (String) -> String?, _ path: String, _ tool: String) throws(IntegrationFailure) -> String {
        guard let text = quote(path) else {
            throw IntegrationFailure("\(SafeText.quoted(path)) cannot be written in \(tool)'s config syntax")
        }
        return text
    }
}
