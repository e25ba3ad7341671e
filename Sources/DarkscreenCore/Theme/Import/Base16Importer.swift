import DarkscreenPlatform
/// base16 and base24 schemes (tinted-theming): the common layout (`system`, `name`, `slug`,
/// `author`, `description`, `variant`, `palette: {base00…base0F}`, base24 adds `base10…base17`)
/// and the legacy one (top-level `scheme`, `author`, `base00…base0F`).
/// ANSI colours as base16-shell/tinted-shell set them; base24's bright colours when present.
package enum Base16Importer {
    /// ANSI index → base16 slot (base16-shell), and the base24 slot that replaces it when given.
    static let ansi: [(base16: Int, base24: Int?)] = [
        (0x00, nil), (0x08, nil), (0x0B, nil), (0x0A, nil), (0x0D, nil), (0x0E, nil), (0x0C, nil), (0x05, nil),
        (0x03, nil), (0x08, 0x12), (0x0B, 0x14), (0x0A, 0x13), (0x0D, 0x16), (0x0E, 0x17), (0x0C, 0x15), (0x07, nil)
    ]

    /// The top-level fields a scheme reads (besides the slots).
    static let topFields: Set<String> = ["name", "scheme", "author", "description", "variant"]

    package static func slotName(_ index: Int) -> String {
        let hex = String(index, radix: 16, uppercase: true)
        return "base" + (hex.count == 1 ? "0" : "") + hex
    }

    static func parse(_ bytes: [UInt8], file: String) throws(ThemeFileError) -> [ImportedScheme] {
        var problems = ImportProblems(file: file)
        // Only what a scheme uses is kept, as the entries stream by: the top-level fields and the
        // last entry of each slot at either level (the layout, known at the end, picks the level).
        var top: [String: SchemeEntry] = [:]
        var slotEntries: (top: [Int: SchemeEntry], palette: [Int: SchemeEntry]) = ([:], [:])
        do {
            try MiniYAML.parse(bytes) { entry in
                guard let name = entry.keys.last else { return }
                let isTop = entry.keys.count == 1
                if isTop, topFields.contains(name), top[name] == nil { top[name] = entry }
                guard isTop || entry.keys.count == 2 && entry.keys[0] == "palette", name.count == 6, name.hasPrefix("base"),
                    let index = Int(name.dropFirst(4), radix: 16), index <= 0x17
                else { return }
                if isTop { slotEntries.top[index] = entry } else { slotEntries.palette[index] = entry }
            }
        } catch {
            try problems.stop(at: error)
        }
        let isLegacy = slotEntries.top[0x00] != nil
        let prefix = isLegacy ? "" : "palette."
        var slots: [Int: RGB] = [:]
        for (index, entry) in (isLegacy ? slotEntries.top : slotEntries.palette).sorted(by: { $0.value.line < $1.value.line }) {
            if let rgb = problems.color(entry.value, line: entry.line, field: entry.path) { slots[index] = rgb }
        }
        for index in [0x00, 0x05] where slots[index] == nil && !problems.diagnostics.contains(where: { $0.field == prefix + slotName(index) }) {
            problems.add("no \(prefix + slotName(index)) (the \(index == 0 ? "background" : "foreground"))", field: prefix + slotName(index))
        }
        var variant: ImportedScheme.Variant?
        if let declared = top["variant"] {
            variant = ImportedScheme.Variant(rawValue: declared.value.lowercased())
            if variant == nil { problems.add("\(ReaderLimits.quoted(declared.value)) is not a variant (light or dark)", line: declared.line, field: "variant") }
        }
        try problems.check()
        guard let background = slots[0x00], let foreground = slots[0x05] else { return [] }
        let name = (top["name"] ?? top["scheme"])?.value ?? file.fileStem
        var scheme = ImportedScheme(name: name, format: .base16, file: file, background: background, foreground: foreground)
        scheme.declaredVariant = variant
        scheme.cursor = foreground
        scheme.selectionBackground = slots[0x02]
        scheme.palette = ansi.enumerated().map { index, slot in
            slot.base24.flatMap { slots[$0] } ?? slots[slot.base16] ?? ImportedScheme.defaultPalette[index]
        }
        scheme.metadata.author = top["author"]?.value
        scheme.metadata.description = top["description"]?.value
        return [scheme]
    }
}
