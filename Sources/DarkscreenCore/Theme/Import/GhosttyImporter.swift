import DarkscreenPlatform
/// Ghostty themes: `background`, `foreground`, `cursor-color`, `cursor-text`,
/// `selection-background`, `selection-foreground` and `palette = N=#RRGGBB` (N 0–15; higher
/// indexes of the 256-colour palette are ignored). Other settings are ignored.
enum GhosttyImporter {
    static let slots: [String: SchemeFields.Slot] = [
        "background": .background, "foreground": .foreground, "cursor-color": .cursor, "cursor-text": .cursorText,
        "selection-background": .selectionBackground, "selection-foreground": .selectionForeground
    ]

    static func parse(_ bytes: [UInt8], file: String) throws(ThemeFileError) -> [ImportedScheme] {
        let text = String(decoding: bytes, as: UTF8.self)
        var problems = ImportProblems(file: file)
        var fields = SchemeFields()
        KeyValueLines.parse(text, separator: .equals) { entry in
            if entry.key == "palette" {
                guard let equals = entry.value.firstIndex(of: "="),
                    let index = Int(entry.value[..<equals].trimmingWhitespace), (0...255).contains(index)
                else {
                    problems.add(
                        "\(ReaderLimits.quoted(entry.value)) is not a palette entry (expected N=#RRGGBB, N from 0 to 255)",
                        line: entry.line, field: "palette")
                    return
                }
                guard index < Theme.paletteSize else { return }
                fields.set(
                    .palette(index), String(entry.value[entry.value.index(after: equals)...]), line: entry.line,
                    field: "palette \(index)", problems: &problems)
            } else if let slot = slots[entry.key] {
                fields.set(slot, entry.value, line: entry.line, field: entry.key, problems: &problems)
            }
        }
        let scheme = fields.scheme(
            name: file.fileStem, format: .ghostty, file: file,
            keys: ("background", "foreground"), problems: &problems)
        try problems.check()
        return scheme.map { [$0] } ?? []
    }
}
