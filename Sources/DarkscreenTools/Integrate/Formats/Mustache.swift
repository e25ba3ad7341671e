import DarkscreenPlatform
import DarkscreenCore
/// A value a template can name: text (shown, and true when not empty) or a flag (true or false).
package enum MustacheValue: Equatable, Sendable {
    case text(String)
    case flag(Bool)

    var isTrue: Bool {
        switch self {
        case .text(let text): !text.isEmpty
        case .flag(let flag): flag
        }
    }
}

/// What is wrong with a template, and on which line.
struct MustacheError: Error, Equatable, CustomStringConvertible {
    var line: Int
    var problem: String

    var description: String { "line \(line): \(problem)" }
}

/// The part of mustache that base16/base24 templates use, as the mustache specification says it:
/// variables (`{{name}}`, HTML-escaped: `& < > "`), unescaped variables (`{{{name}}}`,
/// `{{& name}}`), sections (`{{#name}}…{{/name}}`: shown once when the value is true, with a text
/// value as `{{.}}`) and inverted sections (`{{^name}}…{{/name}}`: shown when it is false or
/// missing), comments (`{{! … }}`); a section, inverted-section or comment tag alone on its line
/// takes the line with it. Partials and delimiter changes are refused with the line they are on.
/// A missing name shows as nothing.
package struct MustacheTemplate: Sendable {
    indirect enum Node: Sendable {
        case text([UInt8])
        case variable(String, escaped: Bool)
        case section(String, inverted: Bool, [Node])
    }

    static let maximumDepth = 64

    let nodes: [Node]

    init(_ text: String) throws(MustacheError) {
        var parser = MustacheParser(Array(text.utf8))
        nodes = try parser.parse()
    }

    func render(_ variables: [String: MustacheValue]) -> String {
        var out: [UInt8] = []
        Self.render(nodes, variables: variables, stack: [], into: &out)
        return String(decoding: out, as: UTF8.self)
    }

    private static func render(_ nodes: [Node], variables: [String: MustacheValue], stack: [MustacheValue], into out: inout [UInt8]) {
        for node in nodes {
            switch node {
            case .text(let bytes):
                out += bytes
            case .variable(let name, let escaped):
                guard case .text(let text)? = lookup(name, variables, stack) else {
                    if case .flag(let flag)? = lookup(name, variables, stack) { out += Array((flag ? "True" : "False").utf8) }
                    continue
                }
                out += escaped ? escape(text) : Array(text.utf8)
            case .section(let name, let inverted, let children):
                let value = lookup(name, variables, stack)
                let isTrue = value?.isTrue ?? false
                guard isTrue != inverted else { continue }
                render(children, variables: variables, stack: inverted ? stack : stack + [value!], into: &out)
            }
        }
    }

    /// `.` is the innermost section's value; any other name is a scheme variable (a text value
    /// has no fields: a dotted name finds nothing).
    private static func lookup(_ name: String, _ variables: [String: MustacheValue], _ stack: [MustacheValue]) -> MustacheValue? {
        if name == "." { return stack.last }
        return variables[name]
    }

    static func escape(_ text: String) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(text.utf8.count)
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "&"): out += Array("&amp;".utf8)
            case UInt8(ascii: "<"): out += Array("&lt;".utf8)
            case UInt8(ascii: ">"): out += Array("&gt;".utf8)
            case UInt8(ascii: "\""): out += Array("&quot;".utf8)
            default: out.append(byte)
            }
        }
        return out
    }
}
