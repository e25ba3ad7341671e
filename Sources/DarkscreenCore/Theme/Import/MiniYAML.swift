/// The part of YAML that base16/base24 scheme files use: `key: value` mappings, nested by
/// indentation, plain or quoted scalars, `#` comments, `|`/`>` block scalars (folded to one
/// line). Anything else (lists, flow collections, anchors) is an error naming its line.
/// Written for the job rather than linking Yams: see DECISIONS.md "Theme formats without Foundation".
struct MiniYAML {
    static func parse(_ text: String) throws(SchemeSyntaxError) -> [SchemeEntry] {
        var entries: [SchemeEntry] = []
        var parents: [(indent: Int, key: String)] = []
        var block: (indent: Int, entry: Int)?
        let lines = ByteLines(text).substrings // cut on the bytes (see ByteLines)
        for (offset, raw) in lines.enumerated() {
            let number = offset + 1
            let line = raw.hasSuffix("\r") ? raw.dropLast() : raw
            let indent = line.prefix { $0 == " " }.count
            let content = line.dropFirst(indent)
            if let open = block {
                if content.isEmpty || indent > open.indent {
                    let part = content.trimmingWhitespace
                    if !part.isEmpty { entries[open.entry].value += (entries[open.entry].value.isEmpty ? "" : " ") + part }
                    continue
                }
                block = nil
            }
            if content.isEmpty || content.hasPrefix("#") || content == "---" || content == "..." { continue }
            if content.hasPrefix("\t") { throw SchemeSyntaxError(line: number, message: "a tab in the indentation (YAML indents with spaces)") }
            if content.hasPrefix("- ") || content == "-" || content.hasPrefix("[") || content.hasPrefix("{") || content.hasPrefix("&") {
                throw SchemeSyntaxError(line: number, message: "lists, flow collections and anchors are not part of a base16 scheme")
            }
            guard let colon = keyEnd(content) else {
                throw SchemeSyntaxError(line: number, message: "expected `key: value`, found \(SafeText.quoted(content.trimmingWhitespace))")
            }
            let key = content[..<colon].trimmingWhitespace.trimmingQuotes
            let rest = content[content.index(after: colon)...]
            while let last = parents.last, last.indent >= indent { parents.removeLast() }
            let path = (parents.map(\.key) + [key]).joined(separator: ".")
            let value = try scalar(rest, line: number)
            if value.isEmpty {
                parents.append((indent, key))
            } else if value == "|" || value == ">" || value.hasPrefix("|") || value.hasPrefix(">") {
                entries.append(SchemeEntry(path: path, value: "", line: number))
                block = (indent, entries.count - 1)
            } else {
                entries.append(SchemeEntry(path: path, value: value, line: number))
            }
        }
        return entries
    }

    /// The colon that ends the key: the first `: ` (or a final `:`) outside quotes.
    private static func keyEnd(_ content: Substring) -> Substring.Index? {
        content.firstIndexOutsideQuotes { index in
            let next = content.index(after: index)
            return content[index] == ":" && (next == content.endIndex || content[next] == " ")
        }
    }

    /// A value: quoted (closing quote required) or plain (up to a ` #` comment).
    private static func scalar(_ rest: Substring, line: Int) throws(SchemeSyntaxError) -> String {
        let text = rest.trimmingWhitespace
        guard let first = text.first, first == "\"" || first == "'" else {
            if let comment = text.firstRange(of: " #") { return text[..<comment.lowerBound].trimmingWhitespace }
            return text.hasPrefix("#") && text.count != 7 && text.count != 4 ? "" : text
        }
        guard let close = text.dropFirst().firstIndex(of: first) else {
            throw SchemeSyntaxError(line: line, message: "a quoted value without its closing \(first)")
        }
        return String(text[text.index(after: text.startIndex)..<close])
    }
}
