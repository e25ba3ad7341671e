/// One theme as `list --json` and `show --json` print it (README "JSON output"): every colour is
/// `{"light": "#RRGGBB", "dark": "#RRGGBB"}`, in `colors` by role, in `palette` (16, or null) and
/// `cursor` (or null), with where it came from and who made it.
public enum ThemeJSON {
    public static func theme(_ theme: Theme, committed: Bool) -> JSONValue {
        let m = JSONEnvelope.member
        let colors = ThemeRole.allCases.map { m($0.rawValue, color(theme.colors[$0])) }
        return .object([
            m("name", .string(theme.name)),
            m("committed", .bool(committed)),
            m("dynamic", .bool(theme.isDynamic)),
            m("statusLine", .string(theme.statusLine.rawValue)),
            m("colors", .object(colors)),
            m("palette", theme.palette.map { .array($0.map { JSONNode(color($0)) }) } ?? .null),
            m("cursor", theme.cursor.map(color) ?? .null),
            m("source", .object([
                m("file", optional(theme.metadata.sourceFile)),
                m("format", optional(theme.metadata.sourceFormat)),
            ])),
            m("metadata", .object(ThemeMetadata.describedKeys.map { key in
                m(key, optional(theme.metadata.describedFields.first { $0.key == key }?.value))
            })),
        ])
    }

    static func color(_ color: DynamicColor) -> JSONValue {
        .object([JSONEnvelope.member("light", .string(color.light.hex)), JSONEnvelope.member("dark", .string(color.dark.hex))])
    }

    static func optional(_ text: String?) -> JSONValue {
        text.map(JSONValue.string) ?? .null
    }
}
