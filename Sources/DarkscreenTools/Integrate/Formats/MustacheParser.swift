import DarkscreenPlatform
import DarkscreenCore
/// Reads a template's bytes into `MustacheTemplate.Node`s (see `MustacheTemplate` for the tags).
struct MustacheParser {
    private let bytes: [UInt8]
    private var position = 0

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    private enum Tag {
        case variable(String, escaped: Bool)
        case open(String, inverted: Bool)
        case close(String)
        case comment

        var canStandAlone: Bool {
            switch self {
            case .variable: false
            case .open, .close, .comment: true
            }
        }
    }

    private static let open: [UInt8] = Array("{{".utf8), close: [UInt8] = Array("}}".utf8), tripleClose: [UInt8] = Array("}}}".utf8)

    mutating func parse() throws(MustacheError) -> [MustacheTemplate.Node] {
        // Each open section: its name, the line it opened on, the nodes before it.
        var frames: [(name: String, inverted: Bool, line: Int, outer: [MustacheTemplate.Node])] = []
        var nodes: [MustacheTemplate.Node] = []
        var text: [UInt8] = []
        func flush() {
            if !text.isEmpty { nodes.append(.text(text)); text = [] }
        }
        while position < bytes.count {
            guard let tagStart = find(Self.open, from: position) else {
                text += bytes[position...]
                position = bytes.count
                break
            }
            text += bytes[position..<tagStart]
            let line = lineNumber(at: tagStart)
            let (tag, tagEnd) = try readTag(at: tagStart, line: line)
            position = tagEnd
            if tag.canStandAlone, let lineStart = standaloneStart(before: tagStart), let next = standaloneEnd(after: tagEnd) {
                text.removeLast(tagStart - lineStart)
                position = next
            }
            switch tag {
            case .variable(let name, let escaped):
                flush()
                nodes.append(.variable(name, escaped: escaped))
            case .comment:
                break
            case .open(let name, let inverted):
                flush()
                guard frames.count < MustacheTemplate.maximumDepth else {
                    throw MustacheError(line: line, problem: "sections nested deeper than \(MustacheTemplate.maximumDepth)")
                }
                frames.append((name, inverted, line, nodes))
                nodes = []
            case .close(let name):
                flush()
                guard let frame = frames.popLast() else {
                    throw MustacheError(line: line, problem: "{{/\(SafeText.escaped(name))}} closes no section")
                }
                guard frame.name == name else {
                    throw MustacheError(
                        line: line,
                        problem: "{{/\(SafeText.escaped(name))}} closes {{\(frame.inverted ? "^" : "#")\(SafeText.escaped(frame.name))}} of line \(frame.line)")
                }
                nodes = frame.outer + [.section(name, inverted: frame.inverted, nodes)]
            }
        }
        flush()
        if let frame = frames.last {
            throw MustacheError(line: frame.line, problem: "{{\(frame.inverted ? "^" : "#")\(SafeText.escaped(frame.name))}} is never closed")
        }
        return nodes
    }

    private func readTag(at start: Int, line: Int) throws(MustacheError) -> (Tag, Int) {
        var inner = start + 2
        if inner < bytes.count, bytes[inner] == UInt8(ascii: "{") {
            guard let end = find(Self.tripleClose, from: inner + 1) else {
                throw MustacheError(line: line, problem: "{{{ is never closed with }}}")
            }
            return (.variable(try name(inner + 1, end, line), escaped: false), end + 3)
        }
        guard let end = find(Self.close, from: inner) else {
            throw MustacheError(line: line, problem: "{{ is never closed with }}")
        }
        while inner < end, bytes[inner] == UInt8(ascii: " ") || bytes[inner] == UInt8(ascii: "\t") { inner += 1 }
        let sigil = inner < end ? bytes[inner] : 0
        let tag: Tag
        switch sigil {
        case UInt8(ascii: "!"): tag = .comment
        case UInt8(ascii: "#"): tag = .open(try name(inner + 1, end, line), inverted: false)
        case UInt8(ascii: "^"): tag = .open(try name(inner + 1, end, line), inverted: true)
        case UInt8(ascii: "/"): tag = .close(try name(inner + 1, end, line))
        case UInt8(ascii: "&"): tag = .variable(try name(inner + 1, end, line), escaped: false)
        case UInt8(ascii: ">"): throw MustacheError(line: line, problem: "partials ({{>…}}) are not supported")
        case UInt8(ascii: "="): throw MustacheError(line: line, problem: "changing the delimiters ({{=…=}}) is not supported")
        default: tag = .variable(try name(inner, end, line), escaped: true)
        }
        return (tag, end + 2)
    }

    private func name(_ start: Int, _ end: Int, _ line: Int) throws(MustacheError) -> String {
        var (from, to) = (start, end)
        while from < to, Self.isBlank(bytes[from]) { from += 1 }
        while to > from, Self.isBlank(bytes[to - 1]) { to -= 1 }
        guard from < to else { throw MustacheError(line: line, problem: "a tag with no name") }
        return String(decoding: bytes[from..<to], as: UTF8.self)
    }

    private static func isBlank(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r")
    }

    /// Where the tag's line starts, when only spaces and tabs come before the tag on it.
    private func standaloneStart(before tag: Int) -> Int? {
        var index = tag
        while index > 0 {
            let byte = bytes[index - 1]
            if byte == UInt8(ascii: "\n") { return index }
            guard byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") else { return nil }
            index -= 1
        }
        return 0
    }

    /// Just past the tag's line end (`\n`, `\r\n` or the end), when only spaces and tabs follow.
    private func standaloneEnd(after tagEnd: Int) -> Int? {
        var index = tagEnd
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: " "), UInt8(ascii: "\t"): index += 1
            case UInt8(ascii: "\n"): return index + 1
            case UInt8(ascii: "\r") where index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "\n"): return index + 2
            default: return nil
            }
        }
        return index
    }

    private func find(_ needle: [UInt8], from start: Int) -> Int? {
        guard needle.count <= bytes.count else { return nil }
        var index = start
        while index + needle.count <= bytes.count {
            if bytes[index] == needle[0] && bytes[index..<index + needle.count].elementsEqual(needle) { return index }
            index += 1
        }
        return nil
    }

    private func lineNumber(at offset: Int) -> Int {
        1 + bytes[..<offset].reduce(0) { $0 + ($1 == UInt8(ascii: "\n") ? 1 : 0) }
    }
}
