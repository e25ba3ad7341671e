import DarkscreenPlatform
/// A Ghostty theme file (save it under `~/.config/ghostty/themes/NAME`).
package enum GhosttyExporter {
    package static func write(_ scheme: ExportScheme) -> String {
        let hex = ExportScheme.hex
        var lines = ["# " + ExportScheme.safe(scheme.name) + " (\(scheme.appearance.rawValue)), exported by darkscreen"]
        lines += scheme.palette.enumerated().map { "palette = \($0.offset)=\(hex($0.element))" }
        lines += [
            "background = \(hex(scheme.background))", "foreground = \(hex(scheme.foreground))",
            "cursor-color = \(hex(scheme.cursor))", "cursor-text = \(hex(scheme.cursorText))",
            "selection-background = \(hex(scheme.selectionBackground))", "selection-foreground = \(hex(scheme.selectionForeground))"
        ]
        return lines.joined(separator: "\n") + "\n"
    }
}
