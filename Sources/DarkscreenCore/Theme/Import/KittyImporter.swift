import DarkscreenPlatform
/// kitty `.conf` themes: `foreground`, `background`, `selection_foreground`,
/// `selection_background`, `cursor`, `cursor_text_color`, `color0`…`color15`, and the
/// `## name:`, `## author:`, `## license:`, `## upstream:`, `## blurb:` comments.
/// Other kitty settings (fonts, tab bar colours…) are ignored.
enum KittyImporter {
    static let slots: [String: SchemeFields.Slot] = [
        "foreground": .foreground, "background": .background, "cursor": .cursor, "cursor_text_color": .cursorText,
        "selection_foreground": .selectionForeground, "selection_background": .selectionBackground
    ]

    static func parse(_ bytes: [UInt8], file: String) throws(ThemeFileError) -> [ImportedScheme] {
        let text = String(decoding: bytes, as: UTF8.self)
        var problems = ImportProblems(file: file)
        var fields = SchemeFields()
        KeyValueLines.parse(text, separator: .whitespace) { entry in
            let slot = slots[entry.key] ?? paletteSlot(entry.key, prefix: "color")
            guard let slot else { return }
            // kitty's "none" (cursor_text_color none, selection_foreground none): the terminal's default.
            if entry.value == "none" || entry.value == "background" && slot == .cursorText { return }
            fields.set(slot, entry.value, line: entry.line, field: entry.key, problems: &problems)
        }
        let comments = KeyValueLines.comments(text, keys: ["name", "author", "license", "upstream", "blurb"])
        let scheme = fields.scheme(
            name: comments["name"] ?? file.fileStem, format: .kitty, file: file,
            keys: ("background", "foreground"), problems: &problems)
        try problems.check()
        guard var scheme else { return [] }
        scheme.metadata.author = comments["author"]
        scheme.metadata.license = comments["license"]
        scheme.metadata.upstream = comments["upstream"]
        scheme.metadata.description = comments["blurb"]
        return [scheme]
    }

    /// `color7` → `.palette(7)` for `prefix` "color"; nil for anything else or an index over 15.
    static func paletteSlot(_ key: String, prefix: String) -> SchemeFields.Slot? {
        guard key.hasPrefix(prefix), let index = Int(key.dropFirst(prefix.count)), (0..<Theme.paletteSize).contains(index) else { return nil }
        return .palette(index)
    }
}
