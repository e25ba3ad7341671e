import DarkscreenPlatform
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
    case xfce4terminal
    case konsole
    case tilix

    /// A file's format, judged from its content (the extension only breaks a tie). Cheap: looks
    /// at the first non-blank character and the keys, not at the values.
    public static func detect(_ bytes: [UInt8], path: String) -> ThemeFormat? {
        // Bytes, not Characters (see ByteLines): only ASCII is looked at.
        let text = ByteLines(Array(bytes.prefix(64 * 1024)))
        var start = text.bytes.startIndex
        while start < text.bytes.endIndex {
            if ByteLines.isSpace(text.bytes[start]) || text.bytes[start] == 0x0A { start += 1; continue }
            if text.bytes[start...].starts(with: [0xEF, 0xBB, 0xBF]) { start += 3; continue }  // a BOM
            break
        }
        let trimmed = text.bytes[start...]
        func hasPrefix(_ prefix: String) -> Bool { trimmed.starts(with: prefix.utf8) }
        if hasPrefix("<?xml") || hasPrefix("<!DOCTYPE plist") || hasPrefix("<plist") { return .itermcolors }
        if hasPrefix("{")
            || hasPrefix("[") && !hasPrefix("[colors") && !hasPrefix("[[colors") && !hasPrefix("[cursor")
                && !hasPrefix("[main") && !hasPrefix("[general") && !startsWithSection(trimmed)
        {
            // A Windows Terminal scheme names its colours; JSON that names none of them (or has
            // darkscreen's "themes" or "colors") is read as darkscreen's own format, so a themes.json
            // missing its wrapper gets darkscreen's message.
            let schemeKeys = ["\"background\"", "\"foreground\"", "\"black\"", "\"brightBlack\"", "\"cursorColor\"", "\"purple\""]
            let isDarkscreen = text.contains("\"themes\"") || text.contains("\"colors\"")
            if !isDarkscreen,
                text.contains("\"background-color\"") || text.contains("\"foreground-color\"")
                    || text.contains("\"use-theme-colors\"")
            {
                return .tilix
            }
            return !isDarkscreen && schemeKeys.contains(where: text.contains) ? .wt : .darkscreen
        }
        let keys = Set(KeyValueLines.keys(in: text))
        let sections = KeyValueLines.sections(in: text)
        if sections.contains("Scheme"), keys.contains("ColorForeground") || keys.contains("ColorBackground") || keys.contains("ColorPalette") {
            return .xfce4terminal
        }
        if sections.contains("Background"), sections.contains("Foreground"), keys.contains("Color") { return .konsole }
        if keys.contains("base00") || keys.contains("scheme") && keys.contains("base05") { return .base16 }
        if sections.contains(where: { $0.hasPrefix("colors.") })
            || sections.contains("colors") && (keys.contains("primary") || keys.contains("normal"))
        {
            return .alacritty
        }
        if !sections.isDisjoint(with: ["colors", "colors-dark", "colors-light"]) || keys.contains("regular0") { return .foot }
        if keys.contains("palette") || keys.contains("cursor-color") || keys.contains("selection-background") { return .ghostty }
        if keys.contains("color0") || keys.contains("selection_background") || keys.contains("foreground") { return .kitty }
        switch path.fileExtension {
        case "yaml", "yml": return .base16
        case "toml": return .alacritty
        case "itermcolors": return .itermcolors
        case "theme": return .xfce4terminal
        case "colorscheme": return .konsole
        case "json": return .wt
        case "conf": return .kitty
        case "ini": return .foot
        default: return nil
        }
    }

    /// An INI section header (`[Scheme]`, `[Background]`) at the start: a letter, then letters,
    /// digits, `.`, `-`, `_` or spaces up to `]` (a JSON array starts otherwise).
    static func startsWithSection(_ bytes: ArraySlice<UInt8>) -> Bool {
        guard bytes.count > 2, let first = bytes.dropFirst().first, (first | 0x20) >= UInt8(ascii: "a"), (first | 0x20) <= UInt8(ascii: "z") else {
            return false
        }
        for byte in bytes.dropFirst(2) {
            if byte == UInt8(ascii: "]") { return true }
            let letter = (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z")
            let digit = byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
            guard letter || digit || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_") || byte == 0x20 else { return false }
        }
        return false
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
        case .xfce4terminal: XfceTerminalImporter.parse
        case .konsole: KonsoleImporter.parse
        case .tilix: TilixImporter.parse
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
