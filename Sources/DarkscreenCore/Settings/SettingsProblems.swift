import DarkscreenPlatform
/// Everything in settings.json that darkscreen cannot use, one line each, naming the file and the
/// field: a file that cannot be read or parsed (then nothing else is looked at), and each field
/// whose value is not understood (then that field's default holds). The one reader every command
/// and the running app tell the user from, so a typo is never silently a default.
public struct SettingsProblems: Equatable, Sendable {
    /// Why the file could not be used (defaults hold for everything).
    public var file: SettingsFileError?
    /// Each field that could not be used (theme, appearance, list, statusLine, apply, schedule, minimumContrast, lensSeverity, transition).
    public var fields: [Field]

    public struct Field: Equatable, Sendable {
        public var key: Settings.Key
        /// The field as the message names it: the key, or a part of it ("schedule.light").
        public var name: String
        /// "\"purple\" is not \"light\", \"dark\" or \"auto\"; following the terminal (the default)".
        public var problem: String
    }

    public init(_ snapshot: SettingsSnapshot) {
        file = snapshot.problem
        fields = file == nil ? Self.fields(of: snapshot.settings) : []
    }

    public var isEmpty: Bool { file == nil && fields.isEmpty }

    /// One line per problem, naming `path` (escaped): "PATH: appearance: …" or "PATH is not valid JSON …; using defaults".
    public func lines(path: String, skipping: Set<Settings.Key> = []) -> [String] {
        let shown = SafeText.escaped(path)
        if let file { return ["\(shown) \(file); using defaults"] }
        return fields.filter { !skipping.contains($0.key) }.map { "\(shown): \($0.name): \($0.problem)" }
    }

    /// The fields of `settings` that hold a value darkscreen does not understand.
    static func fields(of settings: Settings) -> [Field] {
        var found: [Field] = []
        func add(_ key: Settings.Key, _ problem: String) { found.append(Field(key: key, name: key.rawValue, problem: problem)) }
        if let value = settings[.theme], !value.isString {
            add(.theme, "\(value.kindName) is not a theme's name; nothing is committed (the first theme shows)")
        }
        if let value = settings[.appearance], AppearanceOverride(rawValue: value.text ?? "") == nil {
            add(.appearance, "\(value.shown) is not \"auto\", \"light\" or \"dark\"; following the terminal (auto, the default)")
        }
        if let value = settings[.list], ListMode(rawValue: value.text ?? "") == nil {
            add(.list, "\(value.shown) is not \"auto\", \"shown\" or \"hidden\"; auto (the default)")
        }
        if let value = settings[.statusLine], case .bool = value {
        } else if let value = settings[.statusLine] {
            add(.statusLine, "\(value.shown) is not true or false; shown (the default)")
        }
        if let value = settings[.apply] {
            if case .array(let items) = value {
                let unknown = items.filter { ApplyTarget(rawValue: $0.value.text ?? "") == nil }.map(\.value.shown)
                if !unknown.isEmpty {
                    add(.apply, unknown.joined(separator: ", ") + (unknown.count == 1 ? " is" : " are") + " not \"terminal\" or \"tmux\"; skipped")
                }
            } else {
                add(.apply, "\(value.shown) is not a list such as [\"terminal\", \"tmux\"]; nothing else is applied")
            }
        }
        if case .invalid(let error) = settings.schedule {
            // The schedule names its own field ("schedule.light").
            found.append(Field(key: .schedule, name: error.field, problem: error.problem + "; the schedule is off"))
        }
        if case .invalid(let error) = settings.contexts {
            found.append(Field(key: .contexts, name: error.field, problem: error.problem + "; no context rule applies"))
        }
        if let value = settings[.tint], value != .bool(false) {
            add(.tint, "\(value.shown) is not false (false: no context tints); tints shown (the default)")
        }
        if let value = settings[.minimumContrast], Self.floor(value) == nil {
            add(.minimumContrast, "\(value.shown) is not a WCAG 2 ratio 1-21 (4.5) or an APCA Lc 0-108 (\"Lc60\"); 4.5:1 (the default)")
        }
        if let value = settings[.lensSeverity] {
            if case .number(let number) = value, number.isFinite, (0...1).contains(number) {
            } else {
                add(.lensSeverity, "\(value.shown) is not a number from 0 to 1; \(ColorVision.defaultSeverity) (the default)")
            }
        }
        if let value = settings[.transition], Transition(rawValue: value.text ?? "") == nil {
            add(.transition, "\(value.shown) is not \"fade\" or \"none\"; fading (the default)")
        }
        return found
    }

    private static func floor(_ value: JSONValue) -> ContrastFloor? {
        switch value {
        case .number(let ratio): ContrastFloor("\(ratio)")
        case .string(let text): ContrastFloor(text)
        default: nil
        }
    }
}

private extension JSONValue {
    var text: String? { if case .string(let text) = self { text } else { nil } }
    var isString: Bool { text != nil }
    /// The value as a message quotes it: a string quoted and escaped, a number as written, anything
    /// else by its kind.
    var shown: String {
        if case .number(let number) = self {
            return number.isFinite && number == number.rounded() && abs(number) < 1e15 ? String(Int(number)) : "\(number)"
        }
        return text.map(SafeText.quoted) ?? kindName
    }
}
