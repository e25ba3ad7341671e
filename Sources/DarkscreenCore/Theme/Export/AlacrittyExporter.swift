import DarkscreenPlatform
/// An Alacritty colour theme (TOML), for `general.import` or pasting into alacritty.toml.
package enum AlacrittyExporter {
    package static func write(_ scheme: ExportScheme) -> String {
        func quoted(_ rgb: RGB) -> String { "\"\(ExportScheme.hex(rgb))\"" }
        var lines = ["# " + ExportScheme.safe(scheme.name) + " (\(scheme.appearance.rawValue)), exported by darkscreen", ""]
        lines += ["[colors.primary]", "background = \(quoted(scheme.background))", "foreground = \(quoted(scheme.foreground))", ""]
        lines += ["[colors.cursor]", "text = \(quoted(scheme.cursorText))", "cursor = \(quoted(scheme.cursor))", ""]
        lines += ["[colors.selection]", "text = \(quoted(scheme.selectionForeground))", "background = \(quoted(scheme.selectionBackground))"]
        for (table, offset) in [("normal", 0), ("bright", 8)] {
            lines += ["", "[colors.\(table)]"]
            lines += AlacrittyImporter.ansiNames.enumerated().map { "\($0.element) = \(quoted(scheme.palette[$0.offset + offset]))" }
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
