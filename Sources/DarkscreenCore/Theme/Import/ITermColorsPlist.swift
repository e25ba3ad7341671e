import DarkscreenPlatform
/// The XML property list of an `.itermcolors` file, read by hand in one pass (FoundationEssentials'
/// reader recursed without a bound, so a file nested deep enough crashed darkscreen, and it built
/// every value of a file of a million keys). Reads what XML plists hold — `dict`, `key`, `array`,
/// `string`, `real`, `integer`, `true`, `false`, `date`, `data`, with comments, CDATA and the five
/// entities and character references — and keeps only the top-level dictionary's members whose
/// value is a dictionary, with that dictionary's scalar members. Nesting is checked before each
/// level is entered (`ReaderLimits.maximumDepth`); an error names its line.
struct ITermColorsPlist {
    /// A member of the top-level dictionary: a dictionary's scalar members (key → text, with the
    /// element's name: `real`, `integer`, `string`…), or a value of another kind.
    enum Member {
        case dictionary([String: (kind: String, text: String)], line: Int)
        case other
    }

    struct SyntaxError: Error {
        var line: Int
        var message: String
    }

    private let bytes: [UInt8]
    private var index = 0
    private var lineCache = (index: 0, line: 1)
    /// The line of the last `<key>` read (where a member's message points).
    private var keyLine = 1
    /// The members kept of each colour dictionary.
    private let wanted: Set<String>

    private init(_ bytes: [UInt8], wanted: Set<String>) {
        self.bytes = bytes
        self.wanted = wanted
    }

    /// Each member of the top-level dictionary, in the file's order; of a dictionary, the members named in `wanted`.
    static func read(_ bytes: [UInt8], wanted: Set<String>, _ found: (String, Member) -> Void) throws(SyntaxError) {
        var reader = ITermColorsPlist(bytes, wanted: wanted)
        if bytes.starts(with: Array("bplist".utf8)) {
            throw SyntaxError(line: 1, message: "a binary property list; darkscreen reads the XML form (convert it with `plutil -convert xml1`)")
        }
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { reader.index = 3 }
        try reader.skipMisc(prolog: true)
        let plist = try reader.tag()
        guard plist.name == "plist", plist.kind == .open else { throw reader.fail("expected <plist>, found \(plist.shown)") }
        try reader.skipMisc(prolog: false)
        let root = try reader.tag()
        guard root.name == "dict", root.kind != .close else { throw reader.fail("expected the colours' <dict>, found \(root.shown)") }
        if root.kind == .open { try reader.readTopDictionary(found) }
        try reader.skipMisc(prolog: false)
        let end = try reader.tag()
        guard end.name == "plist", end.kind == .close else { throw reader.fail("expected </plist>, found \(end.shown)") }
        try reader.skipMisc(prolog: false)
        guard reader.index == bytes.count else { throw reader.fail("text after </plist>") }
    }

    // MARK: - Values

    private mutating func readTopDictionary(_ found: (String, Member) -> Void) throws(SyntaxError) {
        while let key = try readKey(closing: "dict") {
            let line = keyLine
            try skipMisc(prolog: false)
            let value = try tag()
            if value.name == "dict", value.kind != .close {
                var members: [String: (kind: String, text: String)] = [:]
                if value.kind == .open {
                    while let inner = try readKey(closing: "dict") {
                        try skipMisc(prolog: false)
                        let element = try tag()
                        if let text = try scalar(element, depth: 3), wanted.contains(inner) { members[inner] = (element.name, text) }
                    }
                }
                found(key, .dictionary(members, line: line))
            } else {
                _ = try scalar(value, depth: 2)
                found(key, .other)
            }
        }
    }

    /// The next `<key>` of a dictionary, or nil at its closing tag (read).
    private mutating func readKey(closing: String) throws(SyntaxError) -> String? {
        try skipMisc(prolog: false)
        keyLine = currentLine
        let next = try tag()
        if next.kind == .close && next.name == closing { return nil }
        guard next.name == "key" else { throw fail("expected <key> or </\(closing)>, found \(next.shown)") }
        if next.kind == .empty { return "" }
        guard next.kind == .open else { throw fail("expected <key>, found \(next.shown)") }
        return try text(closing: "key")
    }

    /// A value whose opening tag was read: a scalar's text, or nil for a container (skipped, its
    /// depth checked) and for `<true/>`/`<false/>`.
    private mutating func scalar(_ element: Tag, depth: Int) throws(SyntaxError) -> String? {
        guard element.kind != .close else { throw fail("expected a value, found \(element.shown)") }
        switch element.name {
        case "dict", "array":
            guard depth <= ReaderLimits.maximumDepth else {
                throw fail("arrays and dictionaries nested deeper than \(ReaderLimits.maximumDepth) levels (the limit)")
            }
            guard element.kind == .open else { return nil }
            while true {
                try skipMisc(prolog: false)
                let next = try tag()
                if next.kind == .close && next.name == element.name { return nil }
                if element.name == "dict" {
                    guard next.name == "key" else { throw fail("expected <key> or </dict>, found \(next.shown)") }
                    if next.kind == .open { _ = try text(closing: "key") }
                    try skipMisc(prolog: false)
                    _ = try scalar(try tag(), depth: depth + 1)
                } else {
                    _ = try scalar(next, depth: depth + 1)
                }
            }
        case "true", "false":
            guard element.kind == .empty else { throw fail("<\(element.name)> is written <\(element.name)/>") }
            return nil
        case "string", "real", "integer", "date", "data":
            return element.kind == .empty ? "" : try text(closing: element.name)
        default:
            throw fail("\(element.shown) is not a property-list value")
        }
    }

    // MARK: - Markup

    private struct Tag {
        enum Kind { case open, close, empty }
        var name: String
        var kind: Kind
        var shown: String { kind == .close ? "</\(name)>" : "<\(name)\(kind == .empty ? "/" : "")>" }
    }

    /// The tag at the reader (after white space and comments were skipped by the caller).
    private mutating func tag() throws(SyntaxError) -> Tag {
        guard index < bytes.count else { throw fail("unexpected end of file; expected a tag") }
        guard bytes[index] == UInt8(ascii: "<") else { throw fail("unexpected text; expected a tag") }
        index += 1
        let isClose = index < bytes.count && bytes[index] == UInt8(ascii: "/")
        if isClose { index += 1 }
        let start = index
        while index < bytes.count, !ByteLines.isSpace(bytes[index]), bytes[index] != 0x0A,
            bytes[index] != UInt8(ascii: ">"), bytes[index] != UInt8(ascii: "/")
        { index += 1 }
        // Cut for messages: no tag darkscreen knows is as long, so a cut name matches none.
        let name = ByteLines.string(bytes[start..<min(index, start + 40)])
        guard !name.isEmpty else { throw fail("a tag without a name") }
        // Attributes (plist version="1.0") are skipped; a quoted value may hold '>'.
        var quote: UInt8?
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            if let open = quote {
                if byte == open { quote = nil }
            } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                quote = byte
            } else if byte == UInt8(ascii: ">") {
                let isEmpty = index >= 2 && bytes[index - 2] == UInt8(ascii: "/")
                return Tag(name: name, kind: isClose ? .close : isEmpty ? .empty : .open)
            }
        }
        throw fail("unexpected end of file inside the tag <\(name)>")
    }

    /// Character data up to `</closing>` (read): entities and character references decoded,
    /// CDATA sections taken as they are, comments dropped.
    private mutating func text(closing: String) throws(SyntaxError) -> String {
        var out: [UInt8] = []
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "&") {
                out += try entity()
            } else if byte == UInt8(ascii: "<") {
                if starts(with: "<![CDATA[") {
                    index += 9
                    guard let end = find("]]>") else { throw fail("a CDATA section without its ]]>") }
                    out += bytes[index..<end]
                    index = end + 3
                } else if starts(with: "<!--") {
                    try skipComment()
                } else {
                    let end = try tag()
                    guard end.kind == .close, end.name == closing else { throw fail("expected </\(closing)>, found \(end.shown)") }
                    return String(decoding: out, as: UTF8.self)
                }
            } else {
                out.append(byte)
                index += 1
            }
        }
        throw fail("unexpected end of file; expected </\(closing)>")
    }

    private mutating func entity() throws(SyntaxError) -> [UInt8] {
        guard let end = bytes[index...].prefix(12).firstIndex(of: UInt8(ascii: ";")) else { throw fail("an & that starts no entity (write &amp;)") }
        let name = ByteLines.string(bytes[(index + 1)..<end])
        index = end + 1
        switch name {
        case "lt": return [UInt8(ascii: "<")]
        case "gt": return [UInt8(ascii: ">")]
        case "amp": return [UInt8(ascii: "&")]
        case "quot": return [UInt8(ascii: "\"")]
        case "apos": return [UInt8(ascii: "'")]
        default:
            let value = name.hasPrefix("#x") ? UInt32(name.dropFirst(2), radix: 16) : name.hasPrefix("#") ? UInt32(name.dropFirst(), radix: 10) : nil
            guard let value, let scalar = Unicode.Scalar(value) else { throw fail("&\(name); is not an entity a property list has") }
            return Array(String(Character(scalar)).utf8)
        }
    }

    /// White space, comments, processing instructions (`<?xml …?>`) and, before the root, a `<!DOCTYPE …>`.
    private mutating func skipMisc(prolog: Bool) throws(SyntaxError) {
        while index < bytes.count {
            if ByteLines.isSpace(bytes[index]) || bytes[index] == 0x0A {
                index += 1
            } else if starts(with: "<!--") {
                try skipComment()
            } else if starts(with: "<?") {
                guard let end = find("?>") else { throw fail("a processing instruction without its ?>") }
                index = end + 2
            } else if prolog && starts(with: "<!DOCTYPE") {
                // An internal subset ([...]) is skipped whole; its declarations are not used.
                var bracket = false
                while index < bytes.count {
                    let byte = bytes[index]
                    index += 1
                    if byte == UInt8(ascii: "[") {
                        bracket = true
                    } else if byte == UInt8(ascii: "]") {
                        bracket = false
                    } else if byte == UInt8(ascii: ">") && !bracket {
                        break
                    }
                }
            } else {
                return
            }
        }
    }

    private mutating func skipComment() throws(SyntaxError) {
        index += 4
        guard let end = find("-->") else { throw fail("a comment without its -->") }
        index = end + 3
    }

    private func starts(with text: StaticString) -> Bool {
        let pattern = UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount)
        return bytes[index...].starts(with: pattern)
    }

    /// Where `text` next occurs from the reader on (linear: the patterns are short).
    private func find(_ text: String) -> Int? {
        let pattern = Array(text.utf8)
        var at = index
        while at + pattern.count <= bytes.count {
            guard let found = bytes[at...].firstIndex(of: pattern[0]) else { return nil }
            if found + pattern.count <= bytes.count && bytes[found..<(found + pattern.count)].elementsEqual(pattern) { return found }
            at = found + 1
        }
        return nil
    }

    /// The line of the reader, counted on from where it was last asked (the reader only moves on).
    private var currentLine: Int {
        mutating get {
            let end = min(index, bytes.count)
            if lineCache.index < end {
                lineCache.line += bytes[lineCache.index..<end].reduce(0) { $0 + ($1 == 0x0A ? 1 : 0) }
                lineCache.index = end
            }
            return lineCache.line
        }
    }

    private mutating func fail(_ message: String) -> SyntaxError {
        SyntaxError(line: currentLine, message: message)
    }
}
