import DarkscreenPlatform
/// Themes as themes.json writes them (the inverse of `ThemeDecoder`), and adding themes to a
/// user's themes file: for `darkscreen import`.
public enum ThemeDocument {
    public static func node(for theme: Theme) -> JSONNode {
        let m = JSONEnvelope.member
        var members = [m("name", .string(theme.name)), m("statusLine", .string(theme.statusLine.rawValue))]
        // The roles the theme gives, as colours (a derived or system colour is written as what it resolves to).
        let roles = ThemeRole.allCases.filter(theme.gives).map { m($0.rawValue, value(for: theme.colors[$0])) }
        members.append(m("colors", .object(roles)))
        if let palette = theme.palette { members.append(m("palette", .array(palette.map { JSONNode(value(for: $0)) }))) }
        if let cursor = theme.cursor { members.append(m("cursor", value(for: cursor))) }
        let described = theme.metadata.describedFields
        if !described.isEmpty { members.append(m("metadata", .object(described.map { m($0.key, .string($0.value)) }))) }
        return JSONNode(.object(members))
    }

    static func value(for color: DynamicColor) -> JSONValue {
        color.isDynamic
            ? .object([JSONEnvelope.member("light", .string(color.light.hex)), JSONEnvelope.member("dark", .string(color.dark.hex))])
            : .string(color.light.hex)
    }

    /// `existing` (a themes file's bytes, nil when there is none) with `themes` added at the end,
    /// as the text to write. The existing file must be valid, and no added name may be in it
    /// already: the file is never half-changed or changed in a way the user did not ask for.
    public static func adding(_ themes: [Theme], to existing: [UInt8]?, file: String) throws(ThemeFileError) -> String {
        var members: [JSONMember] = [JSONMember(key: "themes", node: JSONNode(.array([])))]
        var names: Set<String> = []
        if let existing {
            let present = try ThemeDecoder.decode(existing, file: file)
            names = Set(present.map { $0.name.lowercased() })
            // Read whole to be rewritten (not streamed as `decode` reads it): a file past the values
            // limit is refused here, never written back empty.
            let root: JSONNode
            do {
                root = try JSONParser.parse(existing)
            } catch {
                throw ThemeFileError([ThemeDiagnostic(file: file, position: error.position, message: error.message)])
            }
            guard case .object(let parsed) = root.value else { return "" }
            members = parsed
        }
        let clashes = themes.filter { names.contains($0.name.lowercased()) }.map(\.name)
        if !clashes.isEmpty {
            let listed = clashes.map(SafeText.quoted).joined(separator: ", ")
            throw ThemeFileError([
                ThemeDiagnostic(
                    file: file,
                    message: "already has \(listed); remove \(clashes.count == 1 ? "it" : "them") there first (or rename the theme in the file you import)")
            ])
        }
        guard let index = members.firstIndex(where: { $0.key == "themes" }), case .array(let entries) = members[index].node.value else { return "" }
        members[index].node = JSONNode(.array(entries + themes.map(node(for:))))
        return JSONWriter.write(.object(members)) + "\n"
    }
}
