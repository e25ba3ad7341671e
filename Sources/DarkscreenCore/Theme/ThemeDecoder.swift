import DarkscreenPlatform
/// Turns the bytes of a themes.json file into themes, or into a list of diagnostics that
/// each name the file, line:column, theme and field.
public struct ThemeDecoder {
    public let file: String
    private var diagnostics: [ThemeDiagnostic] = []
    /// The file was not valid JSON (its one diagnostic says where).
    private var syntaxError = false

    static let themeKeys: Set<String> = ["name", "statusLine", "colors", "palette", "cursor", "metadata"]

    /// The metadata of every theme of this file that has none of its own: one box for all.
    private let sourceOnly: MetadataBox

    public init(file: String) {
        self.file = file
        sourceOnly = MetadataBox(ThemeMetadata(sourceFile: file, sourceFormat: "darkscreen"))
    }

    /// Decodes and validates; throws when there is any error (warnings are not errors).
    public static func decode(_ bytes: [UInt8], file: String) throws(ThemeFileError) -> [Theme] {
        let (themes, diagnostics) = check(bytes, file: file)
        let errors = diagnostics.filter { $0.severity == .error }
        if !errors.isEmpty { throw ThemeFileError(errors) }
        return themes
    }

    /// Decodes as much as it can and returns every diagnostic (for `validate`).
    public static func check(_ bytes: [UInt8], file: String) -> ([Theme], [ThemeDiagnostic]) {
        var decoder = ThemeDecoder(file: file)
        let themes = decoder.decodeStreaming(byteCount: bytes.count) { element throws(JSONSyntaxError) in
            try JSONParser.parse(bytes, streamingTopLevelArrays: element)
        }
        return (themes, decoder.all)
    }

    /// `check` on a large file read in bounded chunks as it is decoded (`StreamedFile`), so its
    /// bytes are never all in memory. Nil when it must be read whole instead: it cannot be
    /// opened as one, it changed while it was read, or it has a syntax error (whose position
    /// only a whole read gives for sure).
    static func checkStreamed(path: String) -> ([Theme], [ThemeDiagnostic])? {
        guard let file = try? StreamedFile(path: path) else { return nil }
        var decoder = ThemeDecoder(file: path)
        let themes = decoder.decodeStreaming(byteCount: file.buffer.count) { element throws(JSONSyntaxError) in
            try JSONParser.parse(file, streamingTopLevelArrays: element)
        }
        if file.changed || decoder.syntaxError { return nil }
        return (themes, decoder.all)
    }

    /// The first `count` themes of a file, validated as strictly as `decode` (an error among them
    /// throws), without reading the file past them. `complete`: the file held no more.
    public static func decodePrefix(_ bytes: [UInt8], file: String, count: Int) throws(ThemeFileError) -> (themes: [Theme], complete: Bool) {
        var decoder = ThemeDecoder(file: file)
        var complete = true
        let themes = decoder.decodeFile { () throws(JSONSyntaxError) -> JSONNode in
            let parsed = try JSONParser.parsePrefix(bytes, arrayLimit: count)
            complete = parsed.complete
            return parsed.node
        }
        let errors = decoder.all.filter { $0.severity == .error }
        // A cut-off document can look wrong where the whole one is not (an odd top-level key
        // holding a long array before "themes"): the full decode has the last word.
        if !errors.isEmpty {
            if complete { throw ThemeFileError(errors) }
            return (try decode(bytes, file: file), true)
        }
        return (themes, complete)
    }

    /// Reports past `ReaderLimits.maximumDiagnostics` are counted, not kept (`all` adds one line for them).
    private var omitted = 0

    /// The diagnostics kept, and one line for those that were not.
    private var all: [ThemeDiagnostic] {
        diagnostics + (omitted > 0 ? [ReaderLimits.omitted(omitted, file: file)] : [])
    }

    mutating func report(_ message: String, at node: JSONNode?, theme: String? = nil, field: String? = nil) {
        guard diagnostics.count < ReaderLimits.maximumDiagnostics else {
            omitted += 1
            return
        }
        diagnostics.append(ThemeDiagnostic(file: file, position: node?.position, theme: theme, field: field, message: message))
    }

    private mutating func decodeFile(_ parse: () throws(JSONSyntaxError) -> JSONNode) -> [Theme] {
        let root: JSONNode
        do {
            root = try parse()
        } catch {
            diagnostics.append(ThemeDiagnostic(file: file, position: error.position, message: error.message))
            return []
        }
        guard let list = themesList(in: root), case .array(let entries) = list.value else { return [] }
        if entries.isEmpty { report("the list of themes is empty; a themes file needs at least one theme", at: list, field: "themes") }
        var themes: [Theme] = []
        var seen: [String: SourcePosition] = [:]
        for (offset, entry) in entries.enumerated() {
            accept(entry, index: offset, into: &themes, seen: &seen)
        }
        return themes
    }

    /// The whole file with each theme decoded as soon as it is parsed and its JSON dropped
    /// (`JSONParser.parse(_:streamingTopLevelArrays:)`): 10,000 themes never exist as one tree.
    /// Same diagnostics as `decodeFile`; a syntax error is reported alone, as there.
    private mutating func decodeStreaming(byteCount: Int, _ parse: ((String, JSONNode) -> Void) throws(JSONSyntaxError) -> JSONNode) -> [Theme] {
        var themes: [Theme] = []
        // Room for as many themes as the file could hold (none is under 64 bytes): the array never
        // grows by copying, and the pages it does not use are never touched (not resident).
        themes.reserveCapacity(byteCount / 64)
        var seen: [String: SourcePosition] = [:]
        var count = 0
        let root: JSONNode
        do {
            root = try parse { key, entry in
                guard key == "themes" else { return }
                accept(entry, index: count, into: &themes, seen: &seen)
                count += 1
            }
        } catch {
            syntaxError = true
            omitted = 0
            diagnostics = [ThemeDiagnostic(file: file, position: error.position, message: error.message)]
            return []
        }
        guard let list = themesList(in: root) else { return [] }
        if count == 0 { report("the list of themes is empty; a themes file needs at least one theme", at: list, field: "themes") }
        return themes
    }

    /// The document's `themes` list, or nil after reporting why the document has none (both the
    /// whole and the streamed decode check the same shape).
    private mutating func themesList(in root: JSONNode) -> JSONNode? {
        guard case .object = root.value else {
            report("expected an object {\"themes\": [...]} at the top level, found \(root.value.kindName)", at: root)
            return nil
        }
        guard let list = root["themes"] else {
            report("missing the \"themes\" list", at: root)
            return nil
        }
        guard case .array = list.value else {
            report("expected a list of themes, found \(list.value.kindName)", at: list, field: "themes")
            return nil
        }
        return list
    }

    private mutating func accept(_ entry: JSONNode, index: Int, into themes: inout [Theme], seen: inout [String: SourcePosition]) {
        guard let theme = decodeTheme(entry, index: index) else { return }
        let key = theme.name.lowercased()
        if let first = seen[key] {
            report("duplicate theme name (first defined at \(first))", at: entry["name"], theme: theme.name, field: "name")
            return
        }
        seen[key] = entry["name"]?.position ?? entry.position
        themes.append(theme)
    }

    private mutating func decodeTheme(_ node: JSONNode, index: Int) -> Theme? {
        guard case .object(let members) = node.value else {
            report("theme #\(index + 1): expected an object, found \(node.value.kindName)", at: node)
            return nil
        }
        guard let nameNode = node["name"] else {
            report("theme #\(index + 1) has no \"name\"", at: node, field: "name")
            return nil
        }
        guard let name = nameNode.stringValue, !name.allSatisfy(\.isWhitespace) else {
            report("theme #\(index + 1): the name must be a non-empty string", at: nameNode, field: "name")
            return nil
        }
        var ok = true
        for member in members where !Self.themeKeys.contains(member.key) {
            report(
                "unknown field (a theme has \"name\", \"statusLine\", \"colors\" and optionally \"palette\", \"cursor\", \"metadata\")",
                at: member.node, theme: name, field: member.key)
            ok = false
        }
        var statusLine = StatusLineStyle.default
        if let styleNode = node["statusLine"] {
            if let text = styleNode.stringValue, let style = StatusLineStyle(rawValue: text) {
                statusLine = style
            } else {
                let shown = styleNode.stringValue.map(ReaderLimits.quoted) ?? styleNode.value.kindName
                report(
                    "\(shown) is not a status-line style; use \"default\", \"lightContent\" or \"darkContent\"",
                    at: styleNode, theme: name, field: "statusLine")
                ok = false
            }
        }
        guard let colorsNode = node["colors"] else {
            report("missing \"colors\"", at: node, theme: name, field: "colors")
            return nil
        }
        let terminal = decodeTerminalColors(node, theme: name)
        let metadata = decodeMetadata(node["metadata"], theme: name)
        guard let specs = decodeColors(colorsNode, theme: name), ok, let terminal, let metadata else { return nil }
        guard let colors = resolve(specs, theme: name, node: colorsNode),
            let resolved = resolveTerminalColors(terminal, specs: specs, theme: name)
        else { return nil }
        var box = sourceOnly
        if metadata != ThemeMetadata() {
            var withSource = metadata
            withSource.sourceFile = file
            withSource.sourceFormat = "darkscreen"
            box = MetadataBox(withSource)
        }
        return Theme(
            name: name, statusLine: statusLine, colors: colors, specs: specs,
            palette: resolved.palette, cursor: resolved.cursor, sharedMetadata: box)
    }

    private mutating func decodeColors(_ node: JSONNode, theme: String) -> [ThemeRole: ColorSpec]? {
        guard case .object(let members) = node.value else {
            report("expected an object of colours, found \(node.value.kindName)", at: node, theme: theme, field: "colors")
            return nil
        }
        var specs: [ThemeRole: ColorSpec] = [:]
        /// Roles that are present but invalid: already reported, so not "missing" as well.
        var reported: Set<ThemeRole> = []
        var ok = true
        for member in members {
            // The field's name is built only for a message (decoding every theme built it for each colour).
            let field = { "colors.\(member.key)" }
            guard let role = ThemeRole(rawValue: member.key) else {
                let known = ThemeRole.allCases.map(\.rawValue).joined(separator: ", ")
                report("unknown role (roles: \(known))", at: member.node, theme: theme, field: field())
                ok = false
                continue
            }
            if let spec = decodeSpec(member.node, theme: theme, field: field()) {
                specs[role] = spec
            } else {
                reported.insert(role)
                ok = false
            }
        }
        for role in ThemeRole.required where specs[role] == nil && !reported.contains(role) {
            report("missing required role \"\(role.rawValue)\"", at: node, theme: theme, field: "colors.\(role.rawValue)")
            ok = false
        }
        return ok ? specs : nil
    }

    mutating func decodeSpec(_ node: JSONNode, theme: String, field: @autoclosure () -> String) -> ColorSpec? {
        switch node.value {
        case .string(let text):
            if let rgb = RGB(hex: text) { return .fixed(rgb) }
            if let system = SystemColor(rawValue: text) { return .system(system) }
            report(
                "\(ReaderLimits.quoted(text)) is not a colour; use \"#RRGGBB\", \"#RGB\", a system colour (\(SystemColor.allCases.map(\.rawValue).joined(separator: ", "))), {\"light\": …, \"dark\": …} or {\"from\": ROLE, \"darken\": 0.2}",
                at: node, theme: theme, field: field())
            return nil
        case .object(let members):
            let hasKey = { (key: String) in members.contains { $0.key == key } }
            if members.count == 2 && hasKey("light") && hasKey("dark") {
                guard let light = decodeSpec(node["light"]!, theme: theme, field: field() + ".light"),
                    let dark = decodeSpec(node["dark"]!, theme: theme, field: field() + ".dark")
                else { return nil }
                return .dynamic(light: light, dark: dark)
            }
            if members.count == 2 && hasKey("from") && (hasKey("darken") || hasKey("lighten")) {
                return decodeDerived(node, theme: theme, field: field())
            }
            report(
                "a colour object is {\"light\": COLOR, \"dark\": COLOR} or {\"from\": ROLE, \"darken\"|\"lighten\": AMOUNT}; found keys \(members.prefix(4).map { ReaderLimits.quoted($0.key) }.joined(separator: ", "))\(members.count > 4 ? " and \(members.count - 4) more" : "")",
                at: node, theme: theme, field: field())
            return nil
        default:
            report("expected a colour, found \(node.value.kindName)", at: node, theme: theme, field: field())
            return nil
        }
    }

    private mutating func decodeDerived(_ node: JSONNode, theme: String, field: String) -> ColorSpec? {
        let fromNode = node["from"]!
        guard let roleName = fromNode.stringValue, let role = ThemeRole(rawValue: roleName) else {
            let shown = fromNode.stringValue.map(ReaderLimits.quoted) ?? fromNode.value.kindName
            report(
                "\(shown) is not a role to derive from (roles: \(ThemeRole.allCases.map(\.rawValue).joined(separator: ", ")))",
                at: fromNode, theme: theme, field: field + ".from")
            return nil
        }
        let isDarken = node["darken"] != nil
        let amountNode = node[isDarken ? "darken" : "lighten"]!
        let amountField = field + (isDarken ? ".darken" : ".lighten")
        guard case .number(let amount) = amountNode.value else {
            report("expected a number from 0 to 1, found \(amountNode.value.kindName)", at: amountNode, theme: theme, field: amountField)
            return nil
        }
        guard (0...1).contains(amount) else {
            report("\(amount) is out of range; the amount is a number from 0 to 1", at: amountNode, theme: theme, field: amountField)
            return nil
        }
        return .derived(from: role, isDarken ? .darken(amount) : .lighten(amount))
    }

    /// Resolves every role to a dynamic colour, following derivations and catching cycles.
    private mutating func resolve(_ specs: [ThemeRole: ColorSpec], theme: String, node: JSONNode) -> ThemeColors? {
        var resolver = ColorSpecResolver(specs: specs)
        var failed = false
        let colors = ThemeColors { role in
            do throws(ColorSpecResolver.CycleError) {
                return try resolver.color(for: role)
            } catch {
                if !failed {
                    self.report(error.message, at: node, theme: theme, field: "colors.\(role.rawValue)")
                }
                failed = true
                return DynamicColor(.black)
            }
        }
        return failed ? nil : colors
    }
}
