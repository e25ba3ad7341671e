import DarkscreenPlatform
/// A kitty `.conf` theme, with the `## name/author/license/upstream/blurb:` comments kitty's
/// theme kitten reads.
package enum KittyExporter {
    package static func write(_ scheme: ExportScheme) -> String {
        let hex = ExportScheme.hex
        var lines = ["## name: " + ExportScheme.safe(scheme.name)]
        for (key, value) in [
            ("author", scheme.metadata.author), ("license", scheme.metadata.license),
            ("upstream", scheme.metadata.upstream), ("blurb", scheme.metadata.description)
        ] {
            if let value { lines.append("## \(key): " + ExportScheme.safe(value)) }
        }
        lines += [
            "", "foreground \(hex(scheme.foreground))", "background \(hex(scheme.background))",
            "selection_foreground \(hex(scheme.selectionForeground))", "selection_background \(hex(scheme.selectionBackground))",
            "cursor \(hex(scheme.cursor))", "cursor_text_color \(hex(scheme.cursorText))", ""
        ]
        lines += scheme.palette.enumerated().map { "color\($0.offset) \(hex($0.element))" }
        lines += scheme.palette256.enumerated().map { "color\($0.offset + 16) \(hex($0.element))" }
        return lines.joined(separator: "\n") + "\n"
    }
}

/// kitty's automatic theme files (kitty 0.38 and later, in its config folder): kitty switches
/// between `light-theme.auto.conf` and `dark-theme.auto.conf` when the desktop turns light or
/// dark, and uses `no-preference-theme.auto.conf` when it states none.
public enum KittyAutoThemeFiles {
    public static let names = ["light-theme.auto.conf", "dark-theme.auto.conf", "no-preference-theme.auto.conf"]

    /// The three files for `theme`; `noPreference`: the variant for a desktop with no preference.
    public static func files(_ theme: Theme, noPreference: Appearance) -> [(name: String, text: String)] {
        zip(names, [Appearance.light, .dark, noPreference.resolved]).map { name, variant in
            (name, KittyExporter.write(ExportScheme(theme, appearance: variant)))
        }
    }
}
