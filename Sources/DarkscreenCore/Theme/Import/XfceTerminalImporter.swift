import DarkscreenPlatform
/// xfce4-terminal colour schemes (`colorschemes/*.theme`): a `[Scheme]` section with `Name`,
/// `ColorForeground`, `ColorBackground`, `ColorCursor`, `ColorCursorForeground`, `ColorSelection`
/// and `ColorPalette` (up to 16 colours separated by `;`). Colours are `#RRGGBB` or GDK's
/// `#RRRRGGGGBBBB`. Translated names (`Name[de]`) and other settings are ignored. A colour the
/// scheme leaves out is xfce4-terminal's default: white text (`#FFFFFF`) on black (`#000000`).
enum XfceTerminalImporter {
    static let slots: [String: SchemeFields.Slot] = [
        "ColorBackground": .background, "ColorForeground": .foreground, "ColorCursor": .cursor,
        "ColorCursorForeground": .cursorText, "ColorSelection": .selectionBackground,
        "ColorSelectionForeground": .selectionForeground
    ]

    static func parse(_ bytes: [UInt8], file: String) throws(ThemeFileError) -> [ImportedScheme] {
        let text = String(decoding: bytes, as: UTF8.self)
        var problems = ImportProblems(file: file)
        var fields = SchemeFields()
        var name: String?
        KeyValueLines.parse(text, separator: .equals) { entry in
            if entry.key == "Name" {
                name = entry.value
            } else if entry.key == "ColorPalette" {
                let colors = entry.value.split(separator: ";", omittingEmptySubsequences: false)
                    .map { $0.trimmingWhitespace }.filter { !$0.isEmpty }
                guard colors.count <= Theme.paletteSize else {
                    problems.add("ColorPalette holds \(colors.count) colours (at most \(Theme.paletteSize))", line: entry.line, field: "ColorPalette")
                    return
                }
                for (index, color) in colors.enumerated() {
                    fields.set(.palette(index), gdkColor(color), line: entry.line, field: "ColorPalette \(index)", problems: &problems)
                }
            } else if let slot = slots[entry.key] {
                fields.set(slot, gdkColor(entry.value), line: entry.line, field: entry.key, problems: &problems)
            }
        }
        // What xfce4-terminal shows for a colour the scheme leaves out: its own default text colours.
        for (slot, color) in [(SchemeFields.Slot.background, RGB(0x000000)), (.foreground, RGB(0xFFFFFF))] where !fields.given.contains(slot) {
            fields.values[slot] = color
        }
        let scheme = fields.scheme(
            name: name.flatMap { $0.isEmpty ? nil : $0 } ?? file.fileStem, format: .xfce4terminal, file: file,
            keys: ("ColorBackground", "ColorForeground"), problems: &problems)
        try problems.check()
        return scheme.map { [$0] } ?? []
    }

    /// GDK's 16-bit form `#RRRRGGGGBBBB` as `#RRGGBB` (each channel's high byte); anything else as written.
    static func gdkColor(_ text: String) -> String {
        let value = text.trimmingWhitespace
        guard value.utf8.count == 13, value.hasPrefix("#"), value.dropFirst().allSatisfy(\.isHexDigit) else { return value }
        let digits = Array(value.dropFirst())
        return "#" + String(digits[0..<2] + digits[4..<6] + digits[8..<10])
    }
}
