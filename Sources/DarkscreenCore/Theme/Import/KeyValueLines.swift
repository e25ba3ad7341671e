import DarkscreenPlatform
/// The lines of a line-based theme file as `key value` pairs with their line numbers and the
/// `[section]` they stand in: kitty (`key value`), Ghostty and foot (`key = value`). Blank lines
/// and `#` comments are skipped (kitty's `## name:` metadata comments are read by `comments`).
struct KeyValueLine: Hashable {
    var line: Int
    var section: String?
    var key: String
    var value: String
}

enum KeyValueLines {
    enum Separator { case whitespace, equals }

    /// Each line in turn (none is kept: an importer keeps what it knows).
    static func parse(_ text: String, separator: Separator, _ found: (KeyValueLine) -> Void) {
        var section: String?
        ByteLines(text).forEach { number, raw in
            let line = ByteLines.trimmed(raw)
            guard let first = line.first, first != UInt8(ascii: "#"), first != UInt8(ascii: ";") else { return }
            if first == UInt8(ascii: "["), line.last == UInt8(ascii: "]") {
                section = ByteLines.string(ByteLines.trimmed(line.dropFirst().dropLast()))
                return
            }
            let cut: Int?
            switch separator {
            case .whitespace: cut = line.firstIndex(where: ByteLines.isSpace)
            case .equals: cut = line.firstIndex(of: UInt8(ascii: "="))
            }
            let key = cut.map { line[..<$0] } ?? line
            var value = ByteLines.trimmed(cut.map { line[($0 + 1)...] } ?? line[line.endIndex...])
            // foot and Ghostty allow a comment after the value (`regular0=000000  # black`).
            if separator == .equals, let hash = value.dropFirst().firstIndex(of: UInt8(ascii: "#")),
                ByteLines.isSpace(value[hash - 1])
            {
                value = ByteLines.trimmed(value[..<hash])
            }
            found(
                KeyValueLine(
                    line: number, section: section, key: ByteLines.string(ByteLines.trimmed(key)),
                    value: ByteLines.string(value)))
        }
    }

    /// The first word of every line that is not blank or a comment, for format detection:
    /// cut at whitespace, `=` or `:`, whichever comes first.
    static func keys(in lines: ByteLines) -> [String] {
        var keys: [String] = []
        lines.forEach { _, raw in
            let line = raw.drop { $0 == 0x20 || $0 == 0x09 }
            guard let first = line.first, first != UInt8(ascii: "#"), first != UInt8(ascii: ";"), first != UInt8(ascii: "[") else { return }
            let key = line.prefix { !ByteLines.isSpace($0) && $0 != UInt8(ascii: "=") && $0 != UInt8(ascii: ":") }
            if !key.isEmpty { keys.append(ByteLines.string(key).trimmingQuotes) }
        }
        return keys
    }

    /// The `[section]` headers (TOML's `[[table]]` too), for format detection: only lines that
    /// are headers, so a comment that mentions one (a kitty `## blurb:`) is not taken for it.
    static func sections(in lines: ByteLines) -> Set<String> {
        var sections: Set<String> = []
        lines.forEach { _, raw in
            var line = ByteLines.trimmed(raw)
            guard line.first == UInt8(ascii: "["), let end = line.firstIndex(of: UInt8(ascii: "]")) else { return }
            line = line[line.startIndex..<end].drop { $0 == UInt8(ascii: "[") }
            sections.insert(ByteLines.string(ByteLines.trimmed(line)))
        }
        return sections
    }

    /// `## key: value` comments (kitty's theme metadata) for the `keys` asked for (lower case): the first of each.
    static func comments(_ text: String, keys: Set<String>) -> [String: String] {
        var found: [String: String] = [:]
        ByteLines(text).forEach { _, raw in
            let line = ByteLines.trimmed(raw)
            guard line.starts(with: [UInt8(ascii: "#"), UInt8(ascii: "#")]), let colon = line.firstIndex(of: UInt8(ascii: ":")) else { return }
            let key = ByteLines.string(ByteLines.trimmed(line[(line.startIndex + 2)..<colon])).lowercased()
            let value = ByteLines.string(ByteLines.trimmed(line[(colon + 1)...]))
            if keys.contains(key), !value.isEmpty, found[key] == nil { found[key] = value }
        }
        return found
    }
}

extension StringProtocol {
    package var trimmingWhitespace: String {
        // ASCII ends are trimmed on the bytes (Character.isWhitespace looks up Unicode properties:
        // a fifth of reading a YAML file); a non-ASCII end takes the Character path.
        let bytes = utf8
        var start = bytes.startIndex
        while start < bytes.endIndex, Self.isASCIISpace(bytes[start]) { start = bytes.index(after: start) }
        if start == bytes.endIndex { return "" }
        // One pass on to the end (a generic UTF8View cannot step back): just after the last byte that is not a space.
        var end = start, lastByte = bytes[start]
        var at = start
        while at < bytes.endIndex {
            let byte = bytes[at]
            at = bytes.index(after: at)
            if !Self.isASCIISpace(byte) { end = at; lastByte = byte }
        }
        if bytes[start] < 0x80 && lastByte < 0x80 { return String(self[start..<end]) }
        let first = firstIndex { !$0.isWhitespace } ?? endIndex
        let last = lastIndex { !$0.isWhitespace }.map(index(after:)) ?? first
        return first < last ? String(self[first..<last]) : ""
    }

    private static func isASCIISpace(_ byte: UInt8) -> Bool { byte == 0x20 || (0x09...0x0D).contains(byte) }

    /// Without one pair of surrounding double or single quotes.
    var trimmingQuotes: String {
        if count >= 2, let first, first == "\"" || first == "'", last == first { return String(dropFirst().dropLast()) }
        return String(self)
    }
}
