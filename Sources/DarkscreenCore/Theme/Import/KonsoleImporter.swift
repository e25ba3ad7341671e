import DarkscreenPlatform
/// Konsole colour schemes (`*.colorscheme`): one section per colour, each with `Color=R,G,B`
/// (0–255, or `#RRGGBB`): `[Background]`, `[Foreground]`, `[Color0]`…`[Color7]` (ANSI 0–7) and
/// `[Color0Intense]`…`[Color7Intense]` (ANSI 8–15); the name is `[General]`'s `Description`.
/// The faint and intense background/foreground variants, and other settings, are ignored.
enum KonsoleImporter {
    static let slots: [String: SchemeFields.Slot] = {
        var slots: [String: SchemeFields.Slot] = ["background": .background, "foreground": .foreground]
        for index in 0..<8 {
            slots["color\(index)"] = .palette(index)
            slots["color\(index)intense"] = .palette(index + 8)
        }
        return slots
    }()

    static func parse(_ bytes: [UInt8], file: String) throws(ThemeFileError) -> [ImportedScheme] {
        let text = String(decoding: bytes, as: UTF8.self)
        var problems = ImportProblems(file: file)
        var fields = SchemeFields()
        var name: String?
        KeyValueLines.parse(text, separator: .equals) { entry in
            guard let section = entry.section?.lowercased() else { return }
            if section == "general", entry.key == "Description" {
                name = entry.value
            } else if entry.key == "Color", let slot = slots[section] {
                fields.set(slot, rgbText(entry.value), line: entry.line, field: "[\(entry.section ?? "")] Color", problems: &problems)
            }
        }
        let scheme = fields.scheme(
            name: name.flatMap { $0.isEmpty ? nil : $0 } ?? file.fileStem, format: .konsole, file: file,
            keys: ("[Background] Color", "[Foreground] Color"), problems: &problems)
        try problems.check()
        return scheme.map { [$0] } ?? []
    }

    /// `R,G,B` (each 0–255) as `#RRGGBB`; anything else as written (then judged as a colour).
    static func rgbText(_ text: String) -> String {
        let parts = text.split(separator: ",", omittingEmptySubsequences: false).map { $0.trimmingWhitespace }
        guard parts.count == 3 || parts.count == 4,
            let channels = Optional(parts.prefix(3).compactMap { UInt8($0) }), channels.count == 3
        else { return text }
        let digits = Array("0123456789ABCDEF")
        return "#" + String(channels.flatMap { [digits[Int($0 >> 4)], digits[Int($0 & 15)]] })
    }
}
