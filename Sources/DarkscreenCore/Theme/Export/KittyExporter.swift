/// A kitty `.conf` theme, with the `## name/author/license/upstream/blurb:` comments kitty's
/// theme kitten reads.
enum KittyExporter {
    static func write(_ scheme: ExportScheme) -> String {
        let hex = ExportScheme.hex
        var lines = ["## name: " + ExportScheme.safe(scheme.name)]
        for (key, value) in [("author", scheme.metadata.author), ("license", scheme.metadata.license),
                             ("upstream", scheme.metadata.upstream), ("blurb", scheme.metadata.description)] {
            if let value { lines.append("## \(key): " + ExportScheme.safe(value)) }
        }
        lines += [
            "", "foreground \(hex(scheme.foreground))", "background \(hex(scheme.background))",
            "selection_foreground \(hex(scheme.selectionForeground))", "selection_background \(hex(scheme.selectionBackground))",
            "cursor \(hex(scheme.cursor))", "cursor_text_color \(hex(scheme.cursorText))", "",
        ]
        lines += scheme.palette.enumerated().map { "color\($0.offset) \(hex($0.element))" }
        lines += scheme.palette256.enumerated().map { "color\($0.offset + 16) \(hex($0.element))" }
        return lines.joined(separator: "\n") + "\n"
    }
}
