import DarkscreenPlatform
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
            m(
                "source",
                .object([
                    m("file", optional(theme.metadata.sourceFile)),
                    m("format", optional(theme.metadata.sourceFormat))
                ])),
            m(
                "metadata",
                .object(
                    ThemeMetadata.describedKeys.map { key in
                        m(key, optional(theme.metadata.describedFields.first { $0.key == key }?.value))
                    }))
        ])
    }

    static func color(_ color: DynamicColor) -> JSONValue {
        .object([JSONEnvelope.member("light", .string(color.light.hex)), JSONEnvelope.member("dark", .string(color.dark.hex))])
    }

    static func optional(_ text: String?) -> JSONValue {
        text.map(JSONValue.string) ?? .null
    }
}

extension ThemeJSON {
    /// `show --json`'s `contrast`: for `light` and `dark`, `text` (each text role: `ratio`, the
    /// WCAG 2 ratio to 1, and `lc`, the APCA Lc with its sign, over `text` and `background`
    /// colours) and `palette` (the 16 ANSI colours on the background in order, or null).
    public static func contrast(_ theme: Theme) -> JSONValue {
        let m = JSONEnvelope.member
        func figure(_ figure: ContrastFigure) -> JSONValue {
            .object([
                m("text", .string(figure.text.hex)),
                m("background", .string(figure.background.hex)),
                m("ratio", .number((figure.ratio * 100).rounded(.down) / 100)),
                m("lc", .number((figure.lc * 100).rounded(.towardZero) / 100))
            ])
        }
        return .object(
            [Appearance.light, .dark].map { appearance in
                let palette = ContrastFigures.palette(of: theme, for: appearance)
                return m(
                    appearance.rawValue,
                    .object([
                        m("text", .object(ContrastFigures.textRoles(of: theme, for: appearance).map { m($0.label, figure($0)) })),
                        m("palette", theme.palette == nil ? .null : .array(palette.map { JSONNode(figure($0)) }))
                    ]))
            })
    }
}
