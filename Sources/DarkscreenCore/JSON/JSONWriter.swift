/// Writes a `JSONValue` as pretty-printed JSON, keeping the members' order.
public enum JSONWriter {
    public static func write(_ value: JSONValue, indent: Int = 0) -> String {
        var out = ""
        append(value, indent: indent, to: &out)
        return out
    }

    private static func append(_ value: JSONValue, indent: Int, to out: inout String) {
        let pad = String(repeating: "  ", count: indent + 1)
        let closePad = String(repeating: "  ", count: indent)
        switch value {
        case .null: out += "null"
        case .bool(let flag): out += flag ? "true" : "false"
        case .number(let number):
            if number == number.rounded(), abs(number) < 1e15 { out += String(Int64(number)) } else { out += "\(number)" }
        case .string(let text): out += quoted(text)
        case .array(let elements):
            if elements.isEmpty { out += "[]"; return }
            out += "[\n"
            for (offset, element) in elements.enumerated() {
                out += pad
                append(element.value, indent: indent + 1, to: &out)
                out += offset + 1 < elements.count ? ",\n" : "\n"
            }
            out += closePad + "]"
        case .object(let members):
            if members.isEmpty { out += "{}"; return }
            out += "{\n"
            for (offset, member) in members.enumerated() {
                out += pad + quoted(member.key) + ": "
                append(member.node.value, indent: indent + 1, to: &out)
                out += offset + 1 < members.count ? ",\n" : "\n"
            }
            out += closePad + "}"
        }
    }

    public static func quoted(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            // Invisible format characters (bidi overrides, zero-width) too: the output stays plain to
            // read; and the line and paragraph separators, which end a line for JavaScript and others.
            case _ where SafeText.isControl(scalar) || SafeText.isDisguising(scalar) || scalar == "\u{2028}" || scalar == "\u{2029}":
                let units = scalar.value > 0xFFFF
                    ? [0xD800 + ((scalar.value - 0x10000) >> 10), 0xDC00 + ((scalar.value - 0x10000) & 0x3FF)] : [scalar.value]
                for unit in units {
                    let hex = String(unit, radix: 16, uppercase: true)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                }
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }
}
