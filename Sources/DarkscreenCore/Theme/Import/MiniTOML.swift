import DarkscreenPlatform
/// The part of TOML that Alacritty colour themes use: `[table.sub]` headers, `key = "string"`
/// (basic or literal quotes) and one-level inline tables `key = { a = "…", b = "…" }`, `#`
/// comments. Entries under `[[array.tables]]` and non-string values are skipped; a line that is
/// none of these is an error naming it. Written for the job rather than linking TOMLKit: see
/// DECISIONS.md "Theme formats without Foundation".
/// One pass over the lines, each entry handed on as it is read; a table name (or a key) of more
/// than `ReaderLimits.maximumDepth` parts is an error naming its line.
struct MiniTOML {
    static func parse(_ bytes: [UInt8], _ found: (SchemeEntry) -> Void) throws(SchemeSyntaxError) {
        var table: [String]? = []
        try ByteLines(bytes).forEach { (number, bytes) throws(SchemeSyntaxError) in
            let text = ByteLines.string(bytes)
            let line = withoutComment(Substring(text)).trimmingWhitespace
            if line.isEmpty { return }
            if line.startsWithASCII("[[") {
                table = nil
                return
            }
            if line.startsWithASCII("[") {
                guard line.utf8.last == UInt8(ascii: "]") else { throw SchemeSyntaxError(line: number, message: "a table header without its closing ]") }
                table = try dotted(line.dropFirst().dropLast(), depth: 0, line: number)
                return
            }
            guard let equals = line.firstIndexOutsideQuotes(where: { line[$0] == "=" }) else {
                throw SchemeSyntaxError(line: number, message: "expected `key = value`, found \(ReaderLimits.quoted(line))")
            }
            guard let table else { return }
            let path = table + (try dotted(line[..<equals], depth: table.count, line: number))
            let value = line[line.index(after: equals)...].trimmingWhitespace
            if value.startsWithASCII("{") {
                guard value.utf8.last == UInt8(ascii: "}") else { throw SchemeSyntaxError(line: number, message: "an inline table must close on its line") }
                try value.dropFirst().dropLast().forEachPart(separatedBy: ",") { (part) throws(SchemeSyntaxError) in
                    if part.trimmingWhitespace.isEmpty { return }
                    guard let inner = part.firstIndex(of: "=") else {
                        throw SchemeSyntaxError(
                            line: number, message: "expected `key = value` in the inline table, found \(ReaderLimits.quoted(part.trimmingWhitespace))")
                    }
                    if let string = try string(part[part.index(after: inner)...].trimmingWhitespace, line: number) {
                        found(SchemeEntry(keys: path + (try dotted(part[..<inner], depth: path.count, line: number)), value: string, line: number))
                    }
                }
            } else if let string = try string(value, line: number) {
                found(SchemeEntry(keys: path, value: string, line: number))
            }
        }
    }

    /// A quoted string's content; nil for other values (numbers, booleans, arrays).
    private static func string(_ value: String, line: Int) throws(SchemeSyntaxError) -> String? {
        guard let quote = value.first, quote == "\"" || quote == "'" else { return nil }
        guard value.count >= 2, value.last == quote else { throw SchemeSyntaxError(line: line, message: "a string without its closing \(quote)") }
        if quote == "'" { return String(value.dropFirst().dropLast()) }
        // A basic string's escapes are YAML's double-quoted ones (`\"`, `\\`, `\uXXXX`…).
        return try MiniYAML.unquoted(value, line: line)
    }

    /// `colors . "primary"` → `["colors", "primary"]`, counted on from `depth` parts.
    private static func dotted(_ key: Substring, depth: Int, line: Int) throws(SchemeSyntaxError) -> [String] {
        var parts: [String] = []
        try key.forEachPart(separatedBy: ".") { (part) throws(SchemeSyntaxError) in
            if part.isEmpty { return }
            guard depth + parts.count < ReaderLimits.maximumDepth else {
                throw SchemeSyntaxError(line: line, message: "a key of more than \(ReaderLimits.maximumDepth) dotted parts (the limit)")
            }
            parts.append(part.trimmingWhitespace.trimmingQuotes)
        }
        return parts
    }

    /// The line up to a `#` that is outside quotes.
    private static func withoutComment(_ line: Substring) -> Substring {
        line.firstIndexOutsideQuotes { line[$0] == "#" }.map { line[..<$0] } ?? line
    }
}

extension Substring {
    /// Each part between `separator`s, one at a time (`split` would build the whole list first).
    func forEachPart<Failure: Error>(separatedBy separator: Character, _ body: (Substring) throws(Failure) -> Void) throws(Failure) {
        var start = startIndex
        while let end = self[start...].firstIndex(of: separator) {
            try body(self[start..<end])
            start = index(after: end)
        }
        try body(self[start...])
    }
}
