/// A strict JSON (RFC 8259) parser over UTF-8 bytes that records line:column for every value.
/// Written by hand so every error names its position, nesting depth is bounded and invalid
/// UTF-8 is reported rather than repaired. A document costs memory in proportion to the values it
/// keeps, which are bounded (`maximumValues`) apart from the elements `streamingTopLevelArrays`
/// hands on and drops.
public struct JSONParser {
    public static let maximumDepth = 64
    /// Values one document may keep at once (a theme is about 30; 10,000 themes are streamed).
    public static let maximumValues = 1 << 20

    /// The document, borrowed for the duration of `parse` (no bounds-check or retain per byte).
    private let bytes: UnsafeBufferPointer<UInt8>
    private var index = 0
    private var line = 1
    private var lineStart = 0
    private var depth = 0
    /// Values parsed and kept so far (a streamed element's are given back when it is dropped).
    private var kept = 0
    /// The last position computed, so columns are counted incrementally along a line
    /// (a minified file is one long line: recounting from its start would be quadratic).
    private var columnCache = (index: 0, column: 1)
    /// `parsePrefix`: arrays inside the top-level value stop after this many elements.
    private var arrayLimit = Int.max
    /// The limit was reached: the parse stopped there and the document was not read to its end.
    private var stopped = false
    /// `parseKeepingSource`: where each member of the top-level object stood (its key and value).
    private var recordsTopLevelSpans = false
    private var topLevelSpans: [JSONMemberSpan] = []
    /// `parse(_:streamingTopLevelArrays:)`: takes each element of an array directly inside the
    /// top-level object (with that member's key) instead of the array keeping it.
    private var onElement: ((String, JSONNode) -> Void)?
    private var topLevelKey = ""
    /// `parse(_:streamingTopLevelArrays:)` over a `StreamedFile`: told after each streamed element
    /// where the parser is and the first byte it may still read (for a position).
    private var streamedFile: StreamedFile?

    private init(buffer: UnsafeBufferPointer<UInt8>) {
        bytes = buffer
    }

    public static func parse(_ bytes: [UInt8]) throws(JSONSyntaxError) -> JSONNode {
        try bytes.withUnsafeBufferPointer { (buffer) throws(JSONSyntaxError) -> JSONNode in
            var parser = JSONParser(buffer: buffer)
            return try parser.parseDocument()
        }
    }

    /// The document up to the `arrayLimit`-th element of an array directly inside the top-level
    /// value (`{"themes": [...]}`): the bytes after it are not read, so a large file costs only its
    /// beginning. `complete` is false when the parse stopped early.
    public static func parsePrefix(_ bytes: [UInt8], arrayLimit: Int) throws(JSONSyntaxError) -> (node: JSONNode, complete: Bool) {
        try bytes.withUnsafeBufferPointer { (buffer) throws(JSONSyntaxError) -> (node: JSONNode, complete: Bool) in
            var parser = JSONParser(buffer: buffer)
            parser.arrayLimit = arrayLimit
            let node = try parser.parseDocument()
            return (node, !parser.stopped)
        }
    }

    /// The document, and for each member of a top-level object the exact bytes of its key and value
    /// as written (so a writer can keep members it does not change byte for byte).
    public static func parseKeepingSource(_ bytes: [UInt8]) throws(JSONSyntaxError) -> (node: JSONNode, spans: [JSONMemberSpan]) {
        try bytes.withUnsafeBufferPointer { (buffer) throws(JSONSyntaxError) -> (node: JSONNode, spans: [JSONMemberSpan]) in
            var parser = JSONParser(buffer: buffer)
            parser.recordsTopLevelSpans = true
            let node = try parser.parseDocument()
            return (node, parser.topLevelSpans)
        }
    }

    /// The document, with every element of the arrays directly inside the top-level object
    /// (`{"themes": [...]}`) handed to `element` as soon as it is parsed, with the member's key,
    /// and not kept: those arrays come back empty, so a long list is never held whole.
    public static func parse(_ bytes: [UInt8], streamingTopLevelArrays element: (String, JSONNode) -> Void) throws(JSONSyntaxError) -> JSONNode {
        try withoutActuallyEscaping(element) { (element) throws(JSONSyntaxError) -> JSONNode in
            try bytes.withUnsafeBufferPointer { (buffer) throws(JSONSyntaxError) -> JSONNode in
                var parser = JSONParser(buffer: buffer)
                parser.onElement = element
                return try parser.parseDocument()
            }
        }
    }

    /// The same over a file read as it is parsed: after each streamed element the file reads on
    /// and gives back what lies behind. A syntax error may come from the file's unread zeros when
    /// one element is longer than the file's lookahead: read the file whole to judge it.
    package static func parse(_ file: StreamedFile, streamingTopLevelArrays element: (String, JSONNode) -> Void) throws(JSONSyntaxError) -> JSONNode {
        try withoutActuallyEscaping(element) { (element) throws(JSONSyntaxError) -> JSONNode in
            var parser = JSONParser(buffer: file.buffer)
            parser.onElement = element
            parser.streamedFile = file
            return try parser.parseDocument()
        }
    }

    public static func parse(_ text: String) throws(JSONSyntaxError) -> JSONNode {
        try parse(Array(text.utf8))
    }

    mutating func parseDocument() throws(JSONSyntaxError) -> JSONNode {
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
            throw fail("the file starts with a UTF-8 byte order mark; save it as UTF-8 without BOM")
        }
        skipWhitespace()
        guard index < bytes.count else { throw fail("the file is empty; expected a JSON value") }
        let node = try parseValue()
        if stopped { return node }
        skipWhitespace()
        if index < bytes.count { throw fail("unexpected \(describe(bytes[index])) after the JSON value") }
        return node
    }

    private var position: SourcePosition {
        mutating get {
            // Columns count characters, not bytes: skip UTF-8 continuation bytes.
            var (cursor, column) = columnCache.index >= lineStart && columnCache.index <= index ? columnCache : (lineStart, 1)
            while cursor < index && cursor < bytes.count {
                if bytes[cursor] & 0xC0 != 0x80 { column += 1 }
                cursor += 1
            }
            columnCache = (cursor, column)
            return SourcePosition(line: line, column: column)
        }
    }

    private mutating func fail(_ message: String) -> JSONSyntaxError {
        JSONSyntaxError(message: message, position: position)
    }

    private func describe(_ byte: UInt8) -> String {
        if byte >= 0x21 && byte < 0x7F { return "'\(Character(Unicode.Scalar(byte)))'" }
        return "byte 0x" + String(byte, radix: 16, uppercase: true)
    }

    private mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x09, 0x0D: index += 1
            case 0x0A:
                index += 1
                line += 1
                lineStart = index
            default: return
            }
        }
    }

    private mutating func parseValue() throws(JSONSyntaxError) -> JSONNode {
        skipWhitespace()
        guard index < bytes.count else { throw fail("unexpected end of file; expected a value") }
        kept += 1
        if kept > Self.maximumValues { throw fail("more than \(Self.maximumValues) values (the limit)") }
        let start = position
        switch bytes[index] {
        case UInt8(ascii: "{"): return JSONNode(try parseObject(), at: start)
        case UInt8(ascii: "["): return JSONNode(try parseArray(), at: start)
        case UInt8(ascii: "\""): return JSONNode(.string(try parseString()), at: start)
        case UInt8(ascii: "t"): try expectWord("true"); return JSONNode(.bool(true), at: start)
        case UInt8(ascii: "f"): try expectWord("false"); return JSONNode(.bool(false), at: start)
        case UInt8(ascii: "n"): try expectWord("null"); return JSONNode(.null, at: start)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return JSONNode(.number(try parseNumber()), at: start)
        default: throw fail("unexpected \(describe(bytes[index])); expected a value")
        }
    }

    private mutating func enter() throws(JSONSyntaxError) {
        depth += 1
        if depth > Self.maximumDepth { throw fail("nested deeper than \(Self.maximumDepth) levels") }
    }

    private mutating func parseObject() throws(JSONSyntaxError) -> JSONValue {
        try enter()
        defer { depth -= 1 }
        index += 1
        var members: [JSONMember] = []
        skipWhitespace()
        if index < bytes.count && bytes[index] == UInt8(ascii: "}") {
            index += 1
            return .object(members)
        }
        while true {
            skipWhitespace()
            guard index < bytes.count else { throw fail("unexpected end of file inside an object") }
            guard bytes[index] == UInt8(ascii: "\"") else {
                throw fail("unexpected \(describe(bytes[index])); expected a quoted key")
            }
            let keyStart = index
            let key = try parseString()
            let keyEnd = index
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else {
                throw index < bytes.count ? fail("expected ':' after the key") : fail("unexpected end of file inside an object")
            }
            index += 1
            skipWhitespace()
            let valueStart = index
            if depth == 1 { topLevelKey = key }
            members.append(JSONMember(key: key, node: try parseValue()))
            if recordsTopLevelSpans && depth == 1 {
                topLevelSpans.append(JSONMemberSpan(key: keyStart..<keyEnd, value: valueStart..<index))
            }
            if stopped { return .object(members) }
            skipWhitespace()
            guard index < bytes.count else { throw fail("unexpected end of file; expected ',' or '}'") }
            if bytes[index] == UInt8(ascii: ",") { index += 1; continue }
            if bytes[index] == UInt8(ascii: "}") { index += 1; return .object(members) }
            throw fail("unexpected \(describe(bytes[index])); expected ',' or '}'")
        }
    }

    private mutating func parseArray() throws(JSONSyntaxError) -> JSONValue {
        try enter()
        defer { depth -= 1 }
        index += 1
        var elements: [JSONNode] = []
        skipWhitespace()
        if index < bytes.count && bytes[index] == UInt8(ascii: "]") {
            index += 1
            return .array(elements)
        }
        let streamed = depth == 2 ? onElement : nil
        while true {
            let keptBefore = kept
            let element = try parseValue()
            if let streamed {
                streamed(topLevelKey, element)
                kept = keptBefore
                // A position is counted from the column cache, or from the line's start.
                streamedFile?.advance(to: index, keepingFrom: columnCache.index >= lineStart ? columnCache.index : lineStart)
            } else {
                elements.append(element)
            }
            if stopped { return .array(elements) }
            skipWhitespace()
            guard index < bytes.count else { throw fail("unexpected end of file; expected ',' or ']'") }
            if bytes[index] == UInt8(ascii: ",") {
                if depth == 2 && elements.count >= arrayLimit {
                    stopped = true
                    return .array(elements)
                }
                index += 1
                continue
            }
            if bytes[index] == UInt8(ascii: "]") { index += 1; return .array(elements) }
            throw fail("unexpected \(describe(bytes[index])); expected ',' or ']'")
        }
    }

    private mutating func expectWord(_ word: String) throws(JSONSyntaxError) {
        for byte in word.utf8 {
            guard index < bytes.count, bytes[index] == byte else { throw fail("invalid literal; expected '\(word)'") }
            index += 1
        }
    }

    private mutating func parseNumber() throws(JSONSyntaxError) -> Double {
        let start = index
        if bytes[index] == UInt8(ascii: "-") { index += 1 }
        guard index < bytes.count, isDigit(bytes[index]) else { throw fail("invalid number") }
        if bytes[index] == UInt8(ascii: "0") {
            index += 1
        } else {
            while index < bytes.count && isDigit(bytes[index]) { index += 1 }
        }
        if index < bytes.count && bytes[index] == UInt8(ascii: ".") {
            index += 1
            guard index < bytes.count, isDigit(bytes[index]) else { throw fail("invalid number: digits expected after '.'") }
            while index < bytes.count && isDigit(bytes[index]) { index += 1 }
        }
        if index < bytes.count && (bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E")) {
            index += 1
            if index < bytes.count && (bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-")) { index += 1 }
            guard index < bytes.count, isDigit(bytes[index]) else { throw fail("invalid number: digits expected in the exponent") }
            while index < bytes.count && isDigit(bytes[index]) { index += 1 }
        }
        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
        guard let value = Double(text), value.isFinite else { throw fail("number out of range") }
        return value
    }

    private func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }

    private mutating func parseString() throws(JSONSyntaxError) -> String {
        index += 1
        // Fast path: no escapes, no control characters, valid UTF-8 → one validated copy.
        var end = index
        while end < bytes.count, bytes[end] != UInt8(ascii: "\""), bytes[end] != UInt8(ascii: "\\"), bytes[end] >= 0x20 { end += 1 }
        if end < bytes.count, bytes[end] == UInt8(ascii: "\"") {
            let slice = UnsafeBufferPointer(rebasing: bytes[index..<end])
            // ASCII (keys, colours, most names) needs no validation: the specialized `decoding`
            // initializer is exact then and avoids the generic `validating` path (a metadata lookup per string).
            if !slice.contains(where: { $0 >= 0x80 }) {
                index = end + 1
                return String(decoding: slice, as: UTF8.self)
            }
            if let text = String(validating: slice, as: UTF8.self) {
                index = end + 1
                return text
            }
        }
        var scalars = String.UnicodeScalarView()
        while true {
            guard index < bytes.count else { throw fail("unterminated string") }
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "\""):
                index += 1
                return String(scalars)
            case UInt8(ascii: "\\"):
                index += 1
                scalars.append(try parseEscape())
            case 0x00..<0x20:
                throw fail("control character \(describe(byte)) inside a string; write it as an escape")
            case 0x80...:
                scalars.append(try parseUTF8Scalar())
            default:
                scalars.append(Unicode.Scalar(byte))
                index += 1
            }
        }
    }

    private mutating func parseEscape() throws(JSONSyntaxError) -> Unicode.Scalar {
        guard index < bytes.count else { throw fail("unterminated string") }
        let byte = bytes[index]
        index += 1
        switch byte {
        case UInt8(ascii: "\""): return "\""
        case UInt8(ascii: "\\"): return "\\"
        case UInt8(ascii: "/"): return "/"
        case UInt8(ascii: "b"): return "\u{08}"
        case UInt8(ascii: "f"): return "\u{0C}"
        case UInt8(ascii: "n"): return "\n"
        case UInt8(ascii: "r"): return "\r"
        case UInt8(ascii: "t"): return "\t"
        case UInt8(ascii: "u"):
            let high = try parseHex4()
            if (0xD800..<0xDC00).contains(high) {
                guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u") else {
                    throw fail("unpaired surrogate in \\u escape")
                }
                index += 2
                let low = try parseHex4()
                guard (0xDC00..<0xE000).contains(low) else { throw fail("unpaired surrogate in \\u escape") }
                let combined = 0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00)
                return Unicode.Scalar(combined)!
            }
            guard let scalar = Unicode.Scalar(high) else { throw fail("unpaired surrogate in \\u escape") }
            return scalar
        default:
            index -= 1
            throw fail("invalid escape \\\(describe(byte))")
        }
    }

    private mutating func parseHex4() throws(JSONSyntaxError) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard index < bytes.count, let digit = HexDigit.value(bytes[index]) else { throw fail("invalid \\u escape: four hex digits expected") }
            value = value << 4 | UInt32(digit)
            index += 1
        }
        return value
    }

    /// Decodes one multi-byte UTF-8 sequence, rejecting overlong forms, surrogates and truncation.
    private mutating func parseUTF8Scalar() throws(JSONSyntaxError) -> Unicode.Scalar {
        let lead = bytes[index]
        let (length, minimum, initial): (Int, UInt32, UInt32)
        switch lead {
        case 0xC2...0xDF: (length, minimum, initial) = (2, 0x80, UInt32(lead & 0x1F))
        case 0xE0...0xEF: (length, minimum, initial) = (3, 0x800, UInt32(lead & 0x0F))
        case 0xF0...0xF4: (length, minimum, initial) = (4, 0x10000, UInt32(lead & 0x07))
        default: throw fail("invalid UTF-8 (\(describe(lead)))")
        }
        var value = initial
        for offset in 1..<length {
            guard index + offset < bytes.count, bytes[index + offset] & 0xC0 == 0x80 else {
                throw fail("invalid UTF-8 (truncated sequence)")
            }
            value = value << 6 | UInt32(bytes[index + offset] & 0x3F)
        }
        guard value >= minimum, let scalar = Unicode.Scalar(value) else { throw fail("invalid UTF-8 (bad sequence)") }
        index += length
        return scalar
    }
}

/// Where one member of an object stood in the document: byte ranges of its quoted key and its value.
public struct JSONMemberSpan: Equatable, Sendable {
    public var key: Range<Int>
    public var value: Range<Int>
}
