import DarkscreenPlatform
/// The part of YAML that base16/base24 scheme files use: `key: value` mappings, nested by
/// indentation, plain or quoted scalars, `#` comments, `|`/`>` block scalars (folded to one
/// line). Anything else (lists, flow collections, anchors) is an error naming its line.
/// Written for the job rather than linking Yams: see DECISIONS.md "Theme formats without Foundation".
/// One pass over the lines, each entry handed on as it is read; nesting deeper than
/// `ReaderLimits.maximumDepth` mappings is an error naming its line.
struct MiniYAML {
    static func parse(_ bytes: [UInt8], _ found: (SchemeEntry) -> Void) throws(SchemeSyntaxError) {
        var parents: [(indent: Int, key: String)] = []
        var keys: [String] = []  // the parents' keys (the stack `parents`, as handed on)
        var block: (indent: Int, entry: SchemeEntry)?
        try ByteLines(bytes).forEach { (number, bytes) throws(SchemeSyntaxError) in
            let text = ByteLines.string(bytes)
            let line = text.hasSuffix("\r") ? Substring(text).dropLast() : Substring(text)
            let indent = line.prefix { $0 == " " }.count
            let content = line.dropFirst(indent)
            if var open = block {
                if content.isEmpty || indent > open.indent {
                    let part = content.trimmingWhitespace
                    if !part.isEmpty { open.entry.value += (open.entry.value.isEmpty ? "" : " ") + part }
                    block = open
                    return
                }
                found(open.entry)
                block = nil
            }
            if content.isEmpty || content.startsWithASCII("#") || content == "---" || content == "..." { return }
            if content.startsWithASCII("\t") { throw SchemeSyntaxError(line: number, message: "a tab in the indentation (YAML indents with spaces)") }
            if content.startsWithASCII("- ") || content == "-" || content.startsWithASCII("[") || content.startsWithASCII("{") || content.startsWithASCII("&") {
                throw SchemeSyntaxError(line: number, message: "lists, flow collections and anchors are not part of a base16 scheme")
            }
            guard let colon = keyEnd(content) else {
                throw SchemeSyntaxError(line: number, message: "expected `key: value`, found \(ReaderLimits.quoted(content.trimmingWhitespace))")
            }
            let key = try unquoted(content[..<colon].trimmingWhitespace, line: number)
            let rest = content[content.index(after: colon)...]
            while let last = parents.last, last.indent >= indent {
                parents.removeLast()
                keys.removeLast()
            }
            let value = try scalar(rest, line: number)
            if value.isEmpty {
                guard parents.count < ReaderLimits.maximumDepth else {
                    throw SchemeSyntaxError(line: number, message: "mappings nested deeper than \(ReaderLimits.maximumDepth) levels (the limit)")
                }
                parents.append((indent, key))
                keys.append(key)
                return
            }
            let entry = SchemeEntry(keys: keys + [key], value: "", line: number)
            if value == "|" || value == ">" || value.startsWithASCII("|") || value.startsWithASCII(">") {
                block = (indent, entry)
            } else {
                found(SchemeEntry(keys: entry.keys, value: value, line: number))
            }
        }
        if let open = block { found(open.entry) }
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
            if let comment = text.utf8.indices.first(where: { text.utf8[$0] == 0x23 && $0 > text.startIndex && text.utf8[text.utf8.index(before: $0)] == 0x20 })
            {
                return text[..<comment].trimmingWhitespace
            }
            return text.startsWithASCII("#") && text.count != 7 && text.count != 4 ? "" : text
        }
        return try unquoted(text, line: line)
    }

    /// A quoted scalar's text (a plain one as it is): in double quotes `\\`, `\"`, `\n`, `\t`,
    /// `\xHH`, `\uHHHH`, `\N`, `\L`, `\P` and the other escapes YAML defines; in single quotes `''` is one `'`.
    /// What follows the closing quote (a comment) is ignored.
    static func unquoted(_ text: String, line: Int) throws(SchemeSyntaxError) -> String {
        guard let quote = text.first, quote == "\"" || quote == "'" else { return text }
        var out = String.UnicodeScalarView()
        var scalars = text.unicodeScalars.dropFirst().makeIterator()
        while let scalar = scalars.next() {
            if quote == "'" {
                guard scalar == "'" else { out.append(scalar); continue }
                // `''` is an escaped quote only when the next one follows at once.
                var lookahead = scalars
                if lookahead.next() == "'" { scalars = lookahead; out.append("'"); continue }
                return String(out)
            }
            if scalar == "\"" { return String(out) }
            guard scalar == "\\" else { out.append(scalar); continue }
            guard let escape = scalars.next() else { break }
            switch escape {
            case "n": out.append("\n")
            case "t": out.append("\t")
            case "r": out.append("\r")
            case "0": out.append("\0")
            case "N": out.append("\u{85}")
            case "L": out.append("\u{2028}")
            case "P": out.append("\u{2029}")
            case "_": out.append("\u{A0}")
            case "x", "u", "U":
                var value: UInt32 = 0
                for _ in 0..<(escape == "x" ? 2 : escape == "u" ? 4 : 8) {
                    guard let digit = scalars.next(), digit.isASCII, let nibble = HexDigit.value(UInt8(digit.value)) else {
                        throw SchemeSyntaxError(line: line, message: "\\\(escape) in a quoted value needs hex digits")
                    }
                    value = value << 4 | UInt32(nibble)
                }
                guard let decoded = Unicode.Scalar(value) else { throw SchemeSyntaxError(line: line, message: "\\\(escape) names no character") }
                out.append(decoded)
            default: out.append(escape)  // `\\`, `\"`, `\/`, `\ ` and the rest stand for themselves
            }
        }
        throw SchemeSyntaxError(line: line, message: "a quoted value without its closing \(quote)")
    }
}

extension StringProtocol {
    /// `hasPrefix` for an ASCII prefix, on the bytes (the generic `hasPrefix` compared Characters:
    /// a fifth of reading a YAML file).
    func startsWithASCII(_ prefix: StaticString) -> Bool {
        utf8.starts(with: UnsafeBufferPointer(start: prefix.utf8Start, count: prefix.utf8CodeUnitCount))
    }
}
