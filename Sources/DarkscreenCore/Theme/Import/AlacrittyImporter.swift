import DarkscreenPlatform
/// Alacritty colour themes (TOML): `[colors.primary] background foreground`,
/// `[colors.cursor] cursor text`, `[colors.selection] background text`,
/// `[colors.normal]` / `[colors.bright]` `black red green yellow blue magenta cyan white`.
/// `CellForeground` / `CellBackground` (follow the cell) are left to the terminal.
package enum AlacrittyImporter {
    package static let ansiNames = ["black", "red", "green", "yellow", "blue", "magenta", "cyan", "white"]
    static let slots: [String: SchemeFields.Slot] = {
        var slots: [String: SchemeFields.Slot] = [
            "colors.primary.background": .background, "colors.primary.foreground": .foreground,
            "colors.cursor.cursor": .cursor, "colors.cursor.text": .cursorText,
            "colors.selection.background": .selectionBackground, "colors.selection.text": .selectionForeground
        ]
        for (index, name) in ansiNames.enumerated() {
            slots["colors.normal." + name] = .palette(index)
            slots["colors.bright." + name] = .palette(index + 8)
        }
        return slots
    }()

    static func parse(_ bytes: [UInt8], file: String) throws(ThemeFileError) -> [ImportedScheme] {
        var problems = ImportProblems(file: file)
        var fields = SchemeFields()
        do {
            try MiniTOML.parse(bytes) { entry in
                // Every path it knows has three parts: no other is joined (a deep one costs nothing).
                guard entry.keys.count == 3, entry.keys[0] == "colors", !entry.value.hasPrefix("Cell"),
                    let slot = slots[entry.path]
                else { return }
                fields.set(slot, entry.value, line: entry.line, field: entry.path, problems: &problems)
            }
        } catch {
            try problems.stop(at: error)
        }
        let scheme = fields.scheme(
            name: file.fileStem, format: .alacritty, file: file,
            keys: ("colors.primary.background", "colors.primary.foreground"), problems: &problems)
        try problems.check()
        return scheme.map { [$0] } ?? []
    }
}
