/// The part of TOML that Alacritty colour themes use: `[table.sub]` headers, `key = "string"`
/// (basic or literal quotes) and one-level inline tables `key = { a = "…", b = "…" }`, `#`
/// comments. Entries under `[[array.tables]]` and non-string values are skipped; a line that is
/// none of these is an error naming it. Written for the job rather than linking TOMLKit: see
/// DECISIONS.md "Theme formats without Foundation".
/// Entries' paths join table and key with "." (`colors.primary.background`).
struct MiniTOML {
    static func parse(_ text: String) throws(SchemeSyntaxError) -> [SchemeEntry] {
        var entries: [SchemeEntry] = []
        var table: String? = ""
        for (offset, raw) in ByteLines(text).substrings.enumerated() {
            let number = offset + 1
            let line = withoutComment(raw).trimmingWhitespace
            if line.isEmpty { continue }
            if line.hasPrefix("[[") {
                table = nil
                continue
            }
            if line.hasPrefix("[") {
                guard line.hasSuffix("]") else { throw SchemeSyntaxError(line: number, message: "a table header without its closing ]") }
                table = dotted(line.dropFirst().dropLast())
                continue
            }
            guard let equals = line.firstIndex(of: "=") else {
                throw SchemeSyntaxError(line: number, message: "expected `key = value`, found \(SafeText.quoted(line))")
            }
            guard let table else { continue }
            let key = dotted(line[..<equals])
            let path = table.isEmpty ? key : table + "." + key
            let value = line[line.index(after: equals)...].trimmingWhitespace
            if value.hasPrefix("{") {
                guard value.hasSuffix("}") else { throw SchemeSyntaxError(line: number, message: "an inline table must close on its line") }
                for part in value.dropFirst().dropLast().split(separator: ",") where !part.trimmingWhitespace.isEmpty {
                    guard let inner = part.firstIndex(of: "=") else {
                        throw SchemeSyntaxError(line: number, message: "expected `key = value` in the inline table, found \(SafeText.quoted(part.trimmingWhitespace))")
                    }
                    if let string = try string(part[part.index(after: inner)...].trimmingWhitespace, line: number) {
                        entries.append(SchemeEntry(path: path + "." + dotted(part[..<inner]), value: string, line: number))
                    }
                }
            } else if let string = try string(value, line: number) {
                entries.append(SchemeEntry(path: path, value: string, line: number))
            }
        }
        return entries
    }

    /// A quoted string's content; nil for other values (numbers, booleans, arrays).
    private static func string(_ value: String, line: Int) throws(SchemeSyntaxError) -> String? {
        guard let quote = value.first, quote == "\"" || quote == "'" else { return nil }
        guard value.count >= 2, value.last == quote else { throw SchemeSyntaxError(line: line, message: "a string without its closing \(quote)") }
        return String(value.dropFirst().dropLast())
    }

    /// `colors . "primary"` → `colors.primary`.
    private static func dotted(_ key: Substring) -> String {
        key.split(separator: ".").map { $0.trimmingWhitespace.trimmingQuotes }.joined(separator: ".")
    }

    /// The line up to a `#` that is outside quotes.
    private static func withoutComment(_ line: Substring) -> Substring {
        line.firstIndexOutsideQuotes { line[$0] == "#" }.map { line[..<$0] } ?? line
    }
}
