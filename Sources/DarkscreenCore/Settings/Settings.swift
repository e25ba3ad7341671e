import DarkscreenPlatform
/// darkscreen's settings (the iOS app kept these in its Settings bundle): the committed theme and
/// the appearance override in settings.json; the split ratio and which side the list is on in
/// state.json (`SettingsStore.state()`, the same shape). Stored as the JSON object's members in
/// file order, so keys darkscreen does not know are kept exactly as they were.
public struct Settings: Equatable, Sendable {
    /// The keys darkscreen reads and writes.
    public enum Key: String, CaseIterable, Sendable {
        case theme
        case appearance
        case splitRatio
        case listOnRight
        case apply
        case list
        case statusLine
        case schedule
        case minimumContrast
        /// state.json: the picker's last committed themes and its favourites (`ThemeMemory`).
        case recent
        case favourites
        case transition
        /// `"palette256": false`: colours 16–255 are not made from the theme's own.
        case palette256
        case lensSeverity
        /// `"catalog": false` hides the catalog of themes shipped beside themes.json.
        case catalog
        /// Rules for where the user is (`ContextRule`), and `"tint": false` to see no tint at all.
        case contexts
        case tint
    }

    /// Every member of the settings object, in file order (known and unknown keys).
    public private(set) var members: [JSONMember]
    /// For each member read from a file and not changed since, its key and value exactly as
    /// written (a 20-digit integer, `1.0`, `1E2`, `\/` stay as they were); nil once it is set.
    private var verbatim: [VerbatimMember?]

    public init(members: [JSONMember] = []) {
        self.members = members
        verbatim = Array(repeating: nil, count: members.count)
    }

    struct VerbatimMember: Equatable, Sendable {
        var key: String
        var value: String
    }

    /// The settings in a settings file's bytes; a syntax error names line:column, and a file
    /// whose top level is not an object is refused (it would be lost on the next write).
    public static func parse(_ bytes: [UInt8]) throws(SettingsFileError) -> Settings {
        let root: JSONNode
        let spans: [JSONMemberSpan]
        do {
            (root, spans) = try JSONParser.parseKeepingSource(bytes)
        } catch {
            throw .syntax(message: error.message, position: error.position)
        }
        guard case .object(let members) = root.value else {
            throw .notAnObject(found: root.value.kindName)
        }
        var settings = Settings(members: members)
        if spans.count == members.count {
            settings.verbatim = spans.map { span in
                VerbatimMember(key: String(decoding: bytes[span.key], as: UTF8.self), value: String(decoding: bytes[span.value], as: UTF8.self))
            }
        }
        return settings
    }

    /// The settings file's text: pretty-printed, members in order, ending in a newline; members
    /// not changed since they were read are written exactly as they were.
    public var encoded: String {
        guard !members.isEmpty else { return "{}\n" }
        var out = "{\n"
        for (index, member) in members.enumerated() {
            if let kept = verbatim[index] {
                out += "  " + kept.key + ": " + kept.value
            } else {
                out += "  " + JSONWriter.quoted(member.key) + ": " + JSONWriter.write(member.node.value, indent: 1)
            }
            out += index + 1 < members.count ? ",\n" : "\n"
        }
        return out + "}\n"
    }

    public subscript(key: Key) -> JSONValue? {
        members.first { $0.key == key.rawValue }?.node.value
    }

    /// Sets a value in place (keeping the member's position), appends a new key, or removes it (nil).
    public mutating func set(_ key: Key, to value: JSONValue?) {
        let index = members.firstIndex { $0.key == key.rawValue }
        switch (index, value) {
        case (let index?, let value?):
            members[index].node = JSONNode(value)
            verbatim[index] = nil
        case (nil, let value?):
            members.append(JSONMember(key: key.rawValue, node: JSONNode(value)))
            verbatim.append(nil)
        case (let index?, nil):
            members.remove(at: index)
            verbatim.remove(at: index)
        case (nil, nil): break
        }
    }
}

extension Settings {
    /// The committed theme's name, as written (nil when none was committed or it is not a string).
    public var themeName: String? {
        get { self[.theme].flatMap { if case .string(let name) = $0 { name } else { nil } } }
        set { set(.theme, to: newValue.map(JSONValue.string)) }
    }

    /// The appearance override; `auto` (follow the terminal) when missing or not understood.
    public var appearance: AppearanceOverride {
        get { stringValue(.appearance).flatMap(AppearanceOverride.init(rawValue:)) ?? .auto }
        set { set(.appearance, to: .string(newValue.rawValue)) }
    }

    /// The list pane's share of the width as written ("1/3", "1/2" or "2/3"); nil when missing.
    public var splitRatio: String? {
        get { stringValue(.splitRatio) }
        set { set(.splitRatio, to: newValue.map(JSONValue.string)) }
    }

    /// Whether the list pane is on the right (panes swapped); false when missing.
    public var listOnRight: Bool {
        get { if case .bool(let flag)? = self[.listOnRight] { flag } else { false } }
        set { set(.listOnRight, to: .bool(newValue)) }
    }

    /// `"apply": ["terminal", "tmux"]`: what else the theme reaches; names darkscreen does not
    /// know are skipped (and kept in the file).
    public var applyTargets: [ApplyTarget] {
        guard case .array(let items)? = self[.apply] else { return [] }
        return items.compactMap { if case .string(let name) = $0.value { ApplyTarget(rawValue: name) } else { nil } }
    }

    /// `"list": "auto" | "shown" | "hidden"`: when the theme list shows; `auto` when missing or not understood.
    public var list: ListMode {
        stringValue(.list).flatMap(ListMode.init(rawValue:)) ?? .auto
    }

    /// `"statusLine": false` hides the status line; shown when missing or anything else.
    public var statusLine: Bool {
        if case .bool(false)? = self[.statusLine] { false } else { true }
    }

    /// `"catalog": false` hides the catalog (`ThemeCatalogFile`); shown when missing or anything else.
    public var showsCatalog: Bool {
        if case .bool(false)? = self[.catalog] { false } else { true }
    }

    /// `"schedule"`: off when missing; a value that cannot be used says which field and why.
    public var schedule: ScheduleChoice {
        guard let member = members.first(where: { $0.key == Key.schedule.rawValue }) else { return .off }
        do throws(ScheduleSettingError) {
            return .on(try ScheduleSetting.parse(member.node))
        } catch {
            return .invalid(error)
        }
    }

    /// `"contexts"`: off when missing, `[]`, or with `"tint": false` for the tints (labels and
    /// themes still apply); a value that cannot be used says which field, line and why.
    public var contexts: ContextChoice {
        guard let member = members.first(where: { $0.key == Key.contexts.rawValue }) else { return .off }
        do throws(ContextSettingError) {
            var rules = try ContextRule.parse(member.node)
            if case .bool(false)? = self[.tint] {
                rules = rules.map {
                    var rule = $0; rule.tint = nil; return rule
                }
            }
            return rules.isEmpty ? .off : .on(rules)
        } catch {
            return .invalid(error)
        }
    }

    /// `"palette256"`: colours 16–255 made from the theme's 16 (`Palette256`) go into the exports
    /// that carry a 256-colour palette (kitty's); on unless `false`.
    public var palette256: Bool {
        if case .bool(false)? = self[.palette256] { false } else { true }
    }

    /// `"minimumContrast"`: the floor under which the list marks a theme's primary text — a WCAG 2
    /// ratio (`4.5`, `"7:1"`) or an APCA Lc (`"Lc60"`); 4.5:1 when missing or not understood.
    public var minimumContrast: ContrastFloor {
        switch self[.minimumContrast] {
        case .number(let ratio)?: ContrastFloor("\(ratio)") ?? .standard
        case .string(let text)?: ContrastFloor(text) ?? .standard
        default: .standard
        }
    }

    /// `"lensSeverity"`: how strong the anomalous-trichromacy lenses are (Machado 2009's severity),
    /// 0 to 1; `ColorVision.defaultSeverity` when missing or not understood.
    public var lensSeverity: Double {
        if case .number(let value)? = self[.lensSeverity], value.isFinite, (0...1).contains(value) { value } else { ColorVision.defaultSeverity }
    }

    /// state.json's `"recent"` or `"favourites"`: theme names, or why the value cannot be used
    /// (the value is then left in the file until darkscreen writes that key again).
    public func themeNames(_ key: Key) -> Result<[String], ThemeMemory.Problem> {
        guard let value = self[key] else { return .success([]) }
        guard case .array(let items) = value else { return .failure(ThemeMemory.Problem(key: key.rawValue, found: value.kindName)) }
        var names: [String] = []
        for item in items {
            guard case .string(let name) = item.value else {
                return .failure(ThemeMemory.Problem(key: key.rawValue, found: "a list holding \(item.value.kindName)"))
            }
            names.append(name)
        }
        return .success(names)
    }

    /// Sets `"recent"` or `"favourites"` to these names.
    public mutating func setThemeNames(_ key: Key, _ names: [String]) {
        set(key, to: .array(names.map { JSONNode(.string($0)) }))
    }

    private func stringValue(_ key: Key) -> String? {
        if case .string(let text)? = self[key] { text } else { nil }
    }
}

/// The appearance setting: follow the terminal, or force light or dark.
public enum AppearanceOverride: String, Sendable, CaseIterable {
    case auto
    case light
    case dark

    /// The forced appearance, or nil to follow the terminal.
    public var forced: Appearance? {
        switch self {
        case .auto: nil
        case .light: .light
        case .dark: .dark
        }
    }
}
