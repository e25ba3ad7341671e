import DarkscreenPlatform
/// The `"contexts"` setting: an ordered list of rules, each a condition (`"when"`) and its effects,
/// the most specific match winning (the most conditions; the earlier rule on a tie).
///
/// ```json
/// "contexts": [
///   {"when": {"host": "prod-*"}, "tint": "red", "label": "production"},
///   {"when": {"user": "root"}, "tint": "amber"},
///   {"when": {"path": "~/work/payments/**"}, "theme": "Solarized Light"},
///   {"when": {"command": "ssh", "host": "*.corp"}, "tint": 250, "label": "corp"}
/// ]
/// ```
public struct ContextRule: Hashable, Sendable {
    /// What must hold; every condition given must match (none given: never matches).
    public struct Condition: Hashable, Sendable {
        /// A glob on the host name or address the pane is on (`prod-*`, `*.corp`), any case.
        public var host: String?
        /// The user name, or a glob (`root`).
        public var user: String?
        /// A glob on the pane's folder (`~/work/payments/**`: that folder and everything below).
        public var path: String?
        /// The program in the foreground of the pane (`ssh`, `psql`).
        public var command: String?
        /// In a container: `true` (any), or which (`docker`, `podman`, `toolbox`, `nspawn`).
        public var container: String?

        public init(host: String? = nil, user: String? = nil, path: String? = nil, command: String? = nil, container: String? = nil) {
            self.host = host
            self.user = user
            self.path = path
            self.command = command
            self.container = container
        }

        /// How many conditions are given: the more, the more specific.
        public var specificity: Int { [host, user, path, command, container].compactMap { $0 }.count }
    }

    public var when: Condition
    /// The tint (nil: none from this rule).
    public var tint: TintChoice?
    /// A whole theme by name.
    public var theme: String?
    /// A word for the status line ("production").
    public var label: String?

    public init(when: Condition, tint: TintChoice? = nil, theme: String? = nil, label: String? = nil) {
        self.when = when
        self.tint = tint
        self.theme = theme
        self.label = label
    }
}

/// Toward which hue a context tints the background: a named hue or degrees (OKLCH hue), or the
/// hue of a theme's background in the same variant.
public enum TintChoice: Hashable, Sendable {
    case hue(Double)
    case theme(String)

    /// The named hues, OKLCH degrees.
    public static let named: [(name: String, degrees: Double)] = [
        ("red", 25), ("orange", 55), ("amber", 75), ("yellow", 100), ("green", 145), ("teal", 180),
        ("cyan", 210), ("blue", 255), ("indigo", 280), ("purple", 305), ("magenta", 335), ("pink", 0)
    ]
}

/// The `"contexts"` setting as settings.json has it: none, rules, or rules that cannot be used.
public enum ContextChoice: Equatable, Sendable {
    case off
    case on([ContextRule])
    case invalid(ContextSettingError)

    public var rules: [ContextRule] {
        if case .on(let rules) = self { rules } else { [] }
    }
}

/// Why the contexts are off: the field ("contexts[1].when.host"), its line, and what is wrong.
public struct ContextSettingError: Error, Hashable, Sendable, CustomStringConvertible {
    public var field: String
    public var problem: String

    public init(field: String, problem: String) {
        self.field = field
        self.problem = problem
    }

    public var description: String { "\(field): \(problem); no context rule applies" }
}

extension ContextRule {
    static let conditionNames = ["host", "user", "path", "command", "container"]
    static let effectNames = ["tint", "theme", "label"]

    /// Reads the `"contexts"` value; the first value that cannot be used names its field and line.
    public static func parse(_ node: JSONNode) throws(ContextSettingError) -> [ContextRule] {
        guard case .array(let items) = node.value else {
            throw ContextSettingError(
                field: "contexts",
                problem:
                    "should be a list of rules like [{\"when\": {\"host\": \"prod-*\"}, \"tint\": \"red\"}], found \(node.value.kindName) (line \(node.position.line))"
            )
        }
        guard items.count <= 1000 else { throw ContextSettingError(field: "contexts", problem: "has more than 1000 rules") }
        return try items.enumerated().map { (index, item) throws(ContextSettingError) in try rule(item, field: "contexts[\(index)]") }
    }

    private static func rule(_ node: JSONNode, field: String) throws(ContextSettingError) -> ContextRule {
        guard case .object(let members) = node.value else {
            throw ContextSettingError(
                field: field,
                problem: "should be an object with \"when\" and \"tint\", \"theme\" or \"label\", found \(node.value.kindName) (line \(node.position.line))")
        }
        for member in members where member.key != "when" && !effectNames.contains(member.key) {
            throw ContextSettingError(
                field: field + "." + SafeText.escaped(member.key),
                problem: "is not \"when\", \"tint\", \"theme\" or \"label\" (line \(member.node.position.line))")
        }
        guard let when = node["when"], case .object(let conditions) = when.value else {
            throw ContextSettingError(
                field: field + ".when", problem: "should be an object of conditions: host, user, path, command, container (line \(node.position.line))")
        }
        var condition = Condition()
        for member in conditions {
            let name = field + ".when." + SafeText.escaped(member.key)
            guard conditionNames.contains(member.key) else {
                throw ContextSettingError(
                    field: name, problem: "is not a condition (host, user, path, command or container) (line \(member.node.position.line))")
            }
            let text: String
            switch member.node.value {
            case .string(let value) where !value.isEmpty && value.count <= 1000 && SafeText.escaped(value) == value: text = value
            case .bool(true) where member.key == "container": text = "*"
            default:
                throw ContextSettingError(
                    field: name,
                    problem:
                        "should be a non-empty plain string\(member.key == "container" ? " or true" : ""), found \(member.node.value.kindName) (line \(member.node.position.line))"
                )
            }
            switch member.key {
            case "host": condition.host = text
            case "user": condition.user = text
            case "path": condition.path = text
            case "command": condition.command = text
            default: condition.container = text
            }
        }
        guard condition.specificity > 0 else {
            throw ContextSettingError(field: field + ".when", problem: "is empty: give host, user, path, command or container (line \(when.position.line))")
        }
        var rule = ContextRule(when: condition)
        if let tint = node["tint"] { rule.tint = try Self.tint(tint, field: field + ".tint") }
        if let theme = node["theme"] { rule.theme = try Self.text(theme, field: field + ".theme", what: "a theme's name") }
        if let label = node["label"] { rule.label = try Self.text(label, field: field + ".label", what: "a short label", limit: 40) }
        guard rule.tint != nil || rule.theme != nil || rule.label != nil || node["tint"] != nil else {
            throw ContextSettingError(field: field, problem: "has no effect: give \"tint\", \"theme\" or \"label\" (line \(node.position.line))")
        }
        return rule
    }

    /// `"red"`, `25` (degrees), `{"theme": "Nord"}`, or `false` (no tint from this rule: nil).
    private static func tint(_ node: JSONNode, field: String) throws(ContextSettingError) -> TintChoice? {
        let names = TintChoice.named.map(\.name).joined(separator: ", ")
        switch node.value {
        case .bool(false): return nil
        case .number(let degrees) where degrees.isFinite && degrees >= 0 && degrees <= 360: return .hue(degrees.truncatingRemainder(dividingBy: 360))
        case .string(let name):
            if let hue = TintChoice.named.first(where: { $0.name == name.lowercased() }) { return .hue(hue.degrees) }
            throw ContextSettingError(
                field: field,
                problem: "\(SafeText.quoted(name)) is not a hue (\(names)), degrees 0-360, {\"theme\": NAME} or false (line \(node.position.line))")
        case .object:
            return .theme(try text(node["theme"] ?? JSONNode(.null, at: node.position), field: field + ".theme", what: "a theme's name"))
        default:
            throw ContextSettingError(
                field: field,
                problem: "should be a hue (\(names)), degrees 0-360, {\"theme\": NAME} or false, found \(node.value.kindName) (line \(node.position.line))")
        }
    }

    private static func text(_ node: JSONNode, field: String, what: String, limit: Int = 200) throws(ContextSettingError) -> String {
        guard case .string(let value) = node.value, !value.isEmpty else {
            throw ContextSettingError(field: field, problem: "should be \(what), found \(node.value.kindName) (line \(node.position.line))")
        }
        guard value.count <= limit, SafeText.escaped(value) == value else {
            throw ContextSettingError(
                field: field, problem: "should be \(what) of at most \(limit) characters and no control characters (line \(node.position.line))")
        }
        return value
    }
}
