import DarkscreenPlatform
import DarkscreenCore
/// One tool `darkscreen integrate` connects, as one type in one file (`Targets/`): its name, the
/// files darkscreen owns and the line the tool's config needs to read them (`layout`), what each
/// file holds for a theme (`contents`: one variant, or both where the tool switches by itself),
/// what the installed tool must be for the form holding both (`dualForm`), and how its running
/// instances are told of a commit (`tell`). Every list of targets — `integrate --status`, the
/// argument's completions, `--list-targets` (which the docs and the end-to-end tests read) — comes
/// from `IntegrationTarget.kinds`.
public protocol IntegrationTargetKind: SendableMetatype {
    /// The name users type (`darkscreen integrate NAME`), shown in the status and the receipts.
    static var name: String { get }
    /// How a running instance learns of a commit.
    static var reach: IntegrationTarget.Reach { get }
    /// A terminal's own colours (left in the committed theme when darkscreen quits).
    static var isTerminal: Bool { get }
    /// What the installed tool must be to read the form that holds both variants of a dynamic
    /// theme; nil when every version reads the target's files (one form, or both always).
    static var dualForm: DualFormRequirement? { get }
    /// Where everything goes; `dual`: the tool takes both variants (from `dualForm`).
    static func layout(in environment: IntegrationEnvironment, dual: Bool) throws(IntegrationFailure) -> IntegrationLayout
    /// The text of each of darkscreen's files, in the order of `layout.files`, for `theme`;
    /// `appearance` is the variant the commit resolved.
    static func contents(of layout: IntegrationLayout, theme: Theme, appearance: Appearance) -> [String]
    /// Tells the running instances that the files changed, bounded in total.
    static func tell(_ layout: IntegrationLayout, appearance: Appearance, in environment: IntegrationEnvironment) -> IntegrationOutcome
    /// At `--undo`, after the config's line is out and before darkscreen's files go: takes back
    /// from running instances what the files set. Returns a note for the user, if any.
    static func undo(_ layout: IntegrationLayout, in environment: IntegrationEnvironment) -> String?
    /// Whether the file at `path` is darkscreen's to replace or remove (its marker, or absent).
    static func owns(_ path: String, layout: IntegrationLayout, in environment: IntegrationEnvironment) -> Bool
    /// Why a commit cannot write the target's files now (a template that went missing), if so.
    static func problem(with layout: IntegrationLayout) -> String?
    /// After darkscreen wrote the target's files (at `integrate` and on each commit).
    static func wrote(_ layout: IntegrationLayout, in environment: IntegrationEnvironment)
}

extension IntegrationTargetKind {
    public static var isTerminal: Bool { false }
    public static var dualForm: DualFormRequirement? { nil }
    public static func undo(_ layout: IntegrationLayout, in environment: IntegrationEnvironment) -> String? { nil }
    static func owns(_ path: String, layout: IntegrationLayout, in environment: IntegrationEnvironment) -> Bool { IntegrationFiles.isOwned(path) }
    static func problem(with layout: IntegrationLayout) -> String? { nil }
    static func wrote(_ layout: IntegrationLayout, in environment: IntegrationEnvironment) {}
    /// The target as a value (for the record and the status).
    static var target: IntegrationTarget { IntegrationTarget(name) }
}

/// A connected tool by its name, ordered as `kinds` lists them.
public struct IntegrationTarget: RawRepresentable, CaseIterable, Sendable, Hashable, Comparable {
    /// Every target `darkscreen integrate` knows, in the order the status lists them. A new
    /// target is a type in `Targets/` and its entry here.
    static let kinds: [any IntegrationTargetKind.Type] = [
        KittyTarget.self, GhosttyTarget.self, AlacrittyTarget.self, FootTarget.self,
        ShellTarget.self, TmuxTarget.self, VimTarget.self, NeovimTarget.self, SSHTarget.self,
        BatTarget.self, FzfTarget.self, BtopTarget.self, LSColorsTarget.self, FishTarget.self,
        XtermTarget.self, GnomeTerminalTarget.self, TilixTarget.self, XfceTerminalTarget.self
    ]

    public let rawValue: String

    public init?(rawValue: String) {
        guard Self.kinds.contains(where: { $0.name == rawValue }) || rawValue == TemplateTarget.name || TemplateTarget.isName(rawValue) else { return nil }
        self.rawValue = rawValue
    }

    init(_ name: String) { rawValue = name }

    public static var allCases: [IntegrationTarget] { kinds.map { IntegrationTarget($0.name) } }

    /// The type that knows this tool.
    var kind: any IntegrationTargetKind.Type {
        rawValue.hasPrefix(TemplateTarget.name) ? TemplateTarget.self : Self.kinds.first(where: { $0.name == rawValue })!
    }

    /// A template target (`template:NAME`): any number of them, each connected by its own name.
    public var isTemplate: Bool { TemplateTarget.isName(rawValue) }

    /// How a running instance of the tool learns of a new theme.
    public enum Reach: Sendable, Equatable {
        /// darkscreen tells it (a signal, a command over its socket).
        case told
        /// It reads the file again by itself (Alacritty watches its config and its imports; a new shell reads its start-up file).
        case readsItself
        /// Only when it starts next (foot, Ghostty, Vim).
        case nextStart
    }

    public var reach: Reach { kind.reach }

    /// A terminal's own colours (left in the committed theme when darkscreen quits).
    public var isTerminal: Bool { kind.isTerminal }

    public static func < (lhs: Self, rhs: Self) -> Bool {
        let order = kinds.map { $0.name }
        return (order.firstIndex(of: lhs.rawValue) ?? order.count, lhs.rawValue) < (order.firstIndex(of: rhs.rawValue) ?? order.count, rhs.rawValue)
    }
}

/// What a tool must be to read the form of darkscreen's files that holds both variants, and how
/// its version is read (a bounded `PROGRAM --version` at `integrate`, kept in the record).
public struct DualFormRequirement: Sendable {
    public var program: String
    public var arguments: [String]
    public var minimum: ToolVersion
    /// What that version does with the form ("switches between … by itself").
    public var what: String
    /// Whether a tool whose version cannot be read (not installed yet) gets the dual form: yes
    /// where older versions ignore it (kitty), no where they would refuse it (foot, tmux).
    public var whenUnknown: Bool

    /// The form for the installed tool, and why, for `--status`.
    func decide(in environment: IntegrationEnvironment) -> (dual: Bool, why: String, version: ToolVersion?) {
        let wanted = "\(program) \(minimum) and later \(what)"
        guard let version = ToolVersion.installed(program, arguments: arguments, in: environment) else {
            return whenUnknown
                ? (true, "both variants: \(program)'s version could not be read, and \(wanted); older versions read the current one", nil)
                : (false, "one variant: \(program)'s version could not be read; \(wanted)", nil)
        }
        if version < minimum {
            return (false, "one variant: \(program) \(version) is older than \(minimum); \(wanted)", version)
        }
        return (true, "both variants: \(program) \(version) \(what)", version)
    }
}
