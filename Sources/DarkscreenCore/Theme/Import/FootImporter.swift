import DarkscreenPlatform
/// foot's INI themes (`/usr/share/foot/themes`): `[colors]` — or `[colors-dark]` and
/// `[colors-light]`, one scheme each — with `foreground`, `background`, `regular0`…`regular7`,
/// `bright0`…`bright7`, `selection-foreground`, `selection-background`, `cursor = TEXT CURSOR`;
/// and `[cursor] color = TEXT CURSOR` (older foot). Other keys and sections are ignored.
enum FootImporter {
    static let slots: [String: SchemeFields.Slot] = [
        "foreground": .foreground, "background": .background,
        "selection-foreground": .selectionForeground, "selection-background": .selectionBackground
    ]
    static let sections: [(name: String, variant: ImportedScheme.Variant?)] = [("colors", nil), ("colors-dark", .dark), ("colors-light", .light)]

    static func parse(_ bytes: [UInt8], file: String) throws(ThemeFileError) -> [ImportedScheme] {
        let text = String(decoding: bytes, as: UTF8.self)
        // Only the entries a scheme reads are kept, the last of each key per section (as foot
        // reads it), in the file's order; and the sections in the order they first appear.
        var kept: [String: [String: KeyValueLine]] = [:]
        var present: [(name: String, variant: ImportedScheme.Variant?)] = []
        var firstLines: [String: Int] = [:]
        KeyValueLines.parse(text, separator: .equals) { entry in
            guard let section = entry.section else { return }
            if let known = sections.first(where: { $0.name == section }), firstLines[section] == nil {
                firstLines[section] = entry.line
                present.append(known)
            }
            guard firstLines[section] != nil && isSchemeKey(entry.key) || section == "cursor" && entry.key == "color" else { return }
            kept[section, default: [:]][entry.key] = entry
        }
        let entries = kept.values.flatMap(\.values).sorted { $0.line < $1.line }
        var problems = ImportProblems(file: file)
        var schemes: [ImportedScheme] = []
        if present.isEmpty { problems.add("no [colors] section (nor [colors-dark] / [colors-light])", line: nil, field: "[colors]") }
        for section in present {
            var fields = SchemeFields()
            fields.fieldPrefix = "[\(section.name)] "
            fields.line = firstLines[section.name]
            for entry in entries where entry.section == "cursor" && entry.key == "color" || entry.section == section.name {
                if let slot = slots[entry.key] ?? eightSlot(entry.key, prefix: "regular", offset: 0)
                    ?? eightSlot(entry.key, prefix: "bright", offset: 8)
                {
                    fields.set(slot, entry.value, line: entry.line, field: entry.key, problems: &problems)
                } else if entry.key == "cursor" || entry.key == "color" {
                    let parts = entry.value.split(whereSeparator: \.isWhitespace).map(String.init)
                    guard parts.count == 2 else {
                        problems.add(
                            "\(ReaderLimits.quoted(entry.value)) is not a cursor colour pair (expected TEXT CURSOR, two colours)",
                            line: entry.line, field: (entry.section.map { "[\($0)] " } ?? "") + entry.key)
                        continue
                    }
                    fields.set(.cursorText, parts[0], line: entry.line, field: entry.key, problems: &problems)
                    fields.set(.cursor, parts[1], line: entry.line, field: entry.key, problems: &problems)
                }
            }
            let name = present.count > 1 ? "\(file.fileStem) \(section.variant?.rawValue ?? "")".trimmingWhitespace : file.fileStem
            if var scheme = fields.scheme(name: name, format: .foot, file: file, keys: ("background", "foreground"), problems: &problems) {
                scheme.declaredVariant = section.variant
                if let title = titleComment(text) { scheme.metadata.description = title }
                schemes.append(scheme)
            }
        }
        try problems.check()
        return schemes
    }

    /// A key `parse` reads in a colours section.
    static func isSchemeKey(_ key: String) -> Bool {
        slots[key] != nil || key == "cursor" || key == "color" || eightSlot(key, prefix: "regular", offset: 0) != nil
            || eightSlot(key, prefix: "bright", offset: 8) != nil
    }

    /// `regular3` → palette 3, `bright3` → palette 11 (0–7 only).
    static func eightSlot(_ key: String, prefix: String, offset: Int) -> SchemeFields.Slot? {
        guard case .palette(let index) = KittyImporter.paletteSlot(key, prefix: prefix), index < 8 else { return nil }
        return .palette(index + offset)
    }

    /// foot themes start with a `# Title` comment line; kept as the description.
    static func titleComment(_ text: String) -> String? {
        let bytes = text.utf8
        let start = bytes.firstIndex { $0 != 0x0A } ?? bytes.endIndex
        let first = String(Substring(bytes[start..<(bytes[start...].firstIndex(of: 0x0A) ?? bytes.endIndex)])).trimmingWhitespace
        guard first.hasPrefix("# ") else { return nil }
        let title = first.dropFirst(2).trimmingWhitespace
        return title.isEmpty ? nil : title
    }
}
