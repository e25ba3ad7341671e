/// The theme file formats darkscreen reads (and, but for `darkscreen`, writes with `export`).
/// The raw value is the name used in messages, `list`, `--format` and the JSON output.
public enum ThemeFormat: String, CaseIterable, Hashable, Sendable {
    case darkscreen
    case base16
    case kitty
    case ghostty
    case itermcolors
    case wt
    case alacritty
    case foot

    /// A file's format, judged from its content (the extension only breaks a tie). Cheap: looks
    /// at the first non-blank character and the keys, not at the values.
    public static func detect(_ bytes: [UInt8], path: String) -> ThemeFormat? {
        // Bytes, not Characters (see ByteLines): only ASCII is looked at.
        let text = ByteLines(Array(bytes.prefix(64 * 1024)))
        var start = text.bytes.startIndex
        while start < text.bytes.endIndex {
            if ByteLines.isSpace(text.bytes[start]) || text.bytes[start] == 0x0A { start += 1; continue }
            if text.bytes[start...].starts(with: [0xEF, 0xBB, 0xBF]) { start += 3; continue } // a BOM
            break
        }
        let trimmed = text.bytes[start...]
        func hasPrefix(_ prefix: String) -> Bool { trimmed.starts(with: prefix.utf8) }
        if hasPrefix("<?xml") || hasPrefix("<!DOCTYPE plist") || hasPrefix("<plist") { return .itermcolors }
        if hasPrefix("{") || hasPrefix("[") && !hasPrefix("[colors") && !hasPrefix("[[colors") && !hasPrefix("[cursor")
            && !hasPrefix("[main") && !hasPrefix("[general") {
            // A Windows Terminal scheme names its colours; JSON that names none of them (or has
            // darkscreen's "themes" or "colors") is read as darkscreen's own format, so a themes.json
            // missing its wrapper gets darkscreen's message.
            let schemeKeys = ["\"background\"", "\"foreground\"", "\"black\"", "\"brightBlack\"", "\"cursorColor\"", "\"purple\""]
            let isDarkscreen = text.contains("\"themes\"") || text.contains("\"colors\"")
            return !isDarkscreen && schemeKeys.contains(where: text.contains) ? .wt : .darkscreen
        }
        let keys = Set(KeyValueLines.keys(in: text))
        let sections = KeyValueLines.sections(in: text)
        if keys.contains("base00") || keys.contains("scheme") && keys.contains("base05") { return .base16 }
        if sections.contains(where: { $0.hasPrefix("colors.") })
            || sections.contains("colors") && (keys.contains("primary") || keys.contains("normal")) { return .alacritty }
        if !sections.isDisjoint(with: ["colors", "colors-dark", "colors-light"]) || keys.contains("regular0") { return .foot }
        if keys.contains("palette") || keys.contains("cursor-color") || keys.contains("selection-background") { return .ghostty }
        if keys.contains("color0") || keys.contains("selection_background") || keys.contains("foreground") { return .kitty }
        switch path.fileExtension {
        case "yaml", "yml": return .base16
        case "toml": return .alacritty
        case "itermcolors": return .itermcolors
        case "json": return .wt
        case "conf": return .kitty
        case "ini": return .foot
        default: return nil
        }
    }

    /// The importer for this format; `darkscreen` files are read by `ThemeDecoder` instead.
    var importer: (([UInt8], String) throws(ThemeFileError) -> [ImportedScheme])? {
        switch self {
        case .darkscreen: nil
        case .base16: Base16Importer.parse
        case .kitty: KittyImporter.parse
        case .ghostty: GhosttyImporter.parse
        case .itermcolors: ITermColorsImporter.parse
        case .wt: WindowsTerminalImporter.parse
        case .alacritty: AlacrittyImporter.parse
        case .foot: FootImporter.parse
        }
    }
}

extension String {
    /// The extension, lower-cased, without the dot ("" when none).
    var fileExtension: String {
        let name = lastPathComponent
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return "" }
        return name[name.index(after: dot)...].lowercased()
    }

    /// The file name without its extension.
    var fileStem: String {
        let name = lastPathComponent
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return name }
        return String(name[..<dot])
    }
}
