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

    static func parse(_ text: String, separator: Separator) -> [KeyValueLine] {
        var result: [KeyValueLine] = []
        var section: String?
        for (offset, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = raw.trimmingWhitespace
            guard !line.isEmpty, !line.hasPrefix("#"), !line.hasPrefix(";") else { continue }
            if line.hasPrefix("["), line.hasSuffix("]") {
                section = String(line.dropFirst().dropLast()).trimmingWhitespace
                continue
            }
            let cut: String.Index?
            switch separator {
            case .whitespace: cut = line.firstIndex(where: \.isWhitespace)
            case .equals: cut = line.firstIndex(of: "=")
            }
            let key = cut.map { line[..<$0] } ?? Substring(line)
            var value = (cut.map { line[line.index(after: $0)...] } ?? "").trimmingWhitespace
            // foot and Ghostty allow a comment after the value (`regular0=000000  # black`).
            if separator == .equals, let hash = value.dropFirst().firstIndex(of: "#"),
               value[value.index(before: hash)].isWhitespace {
                value = String(value[..<hash])
            }
            result.append(KeyValueLine(line: offset + 1, section: section, key: key.trimmingWhitespace,
                                       value: value.trimmingWhitespace))
        }
        return result
    }

    /// The first word of every line that is not blank or a comment, for format detection:
    /// cut at whitespace, `=` or `:`, whichever comes first.
    static func keys(in text: String) -> [String] {
        text.split(separator: "\n").compactMap { raw in
            let line = raw.drop { $0 == " " || $0 == "\t" }
            guard let first = line.first, first != "#", first != ";", first != "[" else { return nil }
            let key = line.prefix { !$0.isWhitespace && $0 != "=" && $0 != ":" }
            return key.isEmpty ? nil : String(key).trimmingQuotes
        }
    }

    /// `## key: value` comments (kitty's theme metadata), keys lower-cased.
    static func comments(_ text: String) -> [String: String] {
        var found: [String: String] = [:]
        for raw in text.split(separator: "\n") {
            let line = raw.trimmingWhitespace
            guard line.hasPrefix("##"), let colon = line.firstIndex(of: ":") else { continue }
            let key = line[line.index(line.startIndex, offsetBy: 2)..<colon].trimmingWhitespace.lowercased()
            let value = line[line.index(after: colon)...].trimmingWhitespace
            if !key.isEmpty, !value.isEmpty, found[key] == nil { found[key] = value }
        }
        return found
    }
}

extension StringProtocol {
    var trimmingWhitespace: String {
        let start = firstIndex { !$0.isWhitespace } ?? endIndex
        let end = lastIndex { !$0.isWhitespace }.map(index(after:)) ?? start
        return start < end ? String(self[start..<end]) : ""
    }

    /// Without one pair of surrounding double or single quotes.
    var trimmingQuotes: String {
        if count >= 2, let first, first == "\"" || first == "'", last == first { return String(dropFirst().dropLast()) }
        return String(self)
    }
}
