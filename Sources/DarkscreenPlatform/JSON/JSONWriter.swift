/// Writes a `JSONValue` as pretty-printed JSON, keeping the members' order.
public enum JSONWriter {
    // Written as UTF-8 bytes, text copied as it is up to the first character needing an escape
    // (a catalog of hundreds of themes in `list --json` spent most of its time appending scalars).
    public static func write(_ value: JSONValue, indent: Int = 0) -> String {
        var out: [UInt8] = []
        out.reserveCapacity(4096)
        append(value, indent: indent, to: &out)
        return String(decoding: out, as: UTF8.self)
    }

    private static func pad(_ level: Int, _ out: inout [UInt8]) {
        for _ in 0..<level { out += [0x20, 0x20] }
    }

    private static func append(_ value: JSONValue, indent: Int, to out: inout [UInt8]) {
        switch value {
        case .null: out += "null".utf8
        case .bool(let flag): out += (flag ? "true" : "false").utf8
        case .number(let number):
            if number == number.rounded(), abs(number) < 1e15 { out += String(Int64(number)).utf8 } else { out += "\(number)".utf8 }
        case .string(let text): appendQuoted(text, to: &out)
        case .array(let elements):
            if elements.isEmpty { out += "[]".utf8; return }
            out += "[\n".utf8
            for (offset, element) in elements.enumerated() {
                pad(indent + 1, &out)
                append(element.value, indent: indent + 1, to: &out)
                out += (offset + 1 < elements.count ? ",\n" : "\n").utf8
            }
            pad(indent, &out)
            out.append(UInt8(ascii: "]"))
        case .object(let members):
            if members.isEmpty { out += "{}".utf8; return }
            out += "{\n".utf8
            for (offset, member) in members.enumerated() {
                pad(indent + 1, &out)
                appendQuoted(member.key, to: &out)
                out += ": ".utf8
                append(member.node.value, indent: indent + 1, to: &out)
                out += (offset + 1 < members.count ? ",\n" : "\n").utf8
            }
            pad(indent, &out)
            out.append(UInt8(ascii: "}"))
        }
    }

    public static func quoted(_ text: String) -> String {
        var out: [UInt8] = []
        appendQuoted(text, to: &out)
        return String(decoding: out, as: UTF8.self)
    }

    private static func appendQuoted(_ text: String, to out: inout [UInt8]) {
        out.append(UInt8(ascii: "\""))
        // Printable ASCII but `"` and `\\` is copied as it is; from the first other byte on, scalar by scalar.
        let plain = text.utf8.prefix { $0 >= 0x20 && $0 < 0x7F && $0 != UInt8(ascii: "\"") && $0 != UInt8(ascii: "\\") }
        out += plain
        if plain.endIndex != text.utf8.endIndex {
            for scalar in text[plain.endIndex...].unicodeScalars { appendEscaped(scalar, to: &out) }
        }
        out.append(UInt8(ascii: "\""))
    }

    private static func appendEscaped(_ scalar: Unicode.Scalar, to out: inout [UInt8]) {
        switch scalar {
        case "\"": out += "\\\"".utf8
        case "\\": out += "\\\\".utf8
        case "\n": out += "\\n".utf8
        case "\r": out += "\\r".utf8
        case "\t": out += "\\t".utf8
        // Invisible format characters (bidi overrides, zero-width) too: the output stays plain to
        // read; and the line and paragraph separators, which end a line for JavaScript and others.
        case _ where SafeText.isControl(scalar) || SafeText.isDisguising(scalar) || scalar == "\u{2028}" || scalar == "\u{2029}":
            let units =
                scalar.value > 0xFFFF
                ? [0xD800 + ((scalar.value - 0x10000) >> 10), 0xDC00 + ((scalar.value - 0x10000) & 0x3FF)] : [scalar.value]
            for unit in units {
                let hex = String(unit, radix: 16, uppercase: true)
                out += ("\\u" + String(repeating: "0", count: 4 - hex.count) + hex).utf8
            }
        default: out += String(scalar).utf8
        }
    }
}

/// The one JSON shape of darkscreen's `--json` outputs (`list`, `show`, `appearance`): an object
/// whose first member is `"version": 1`, then the command's own members. A reader checks the
/// version; a new version is only needed for a change that breaks readers (new members are not).
public enum JSONEnvelope {
    public static let version = 1

    public static func make(_ members: [JSONMember]) -> JSONValue {
        .object([JSONMember(key: "version", node: JSONNode(.number(Double(version))))] + members)
    }

    public static func member(_ key: String, _ value: JSONValue) -> JSONMember {
        JSONMember(key: key, node: JSONNode(value))
    }
}
