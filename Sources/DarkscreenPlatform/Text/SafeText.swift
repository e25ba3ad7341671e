/// Makes untrusted text (theme names, colour values, paths, settings, arguments) safe to show in a
/// terminal. Escaped, never dropped and never interpreted:
/// - control characters (C0, DEL, C1) as `\xHH`, so an escape sequence cannot act on the terminal;
/// - invisible format characters (Unicode category Cf: bidirectional overrides and isolates
///   U+202A–202E and U+2066–2069, zero-width U+200B–200F, U+2060–2064, U+FEFF, …) as `\u{HHHH}`,
///   so they cannot reorder or disguise the text around them. A zero-width joiner between two
///   emoji (👩‍💻) is kept: there it joins a visible glyph.
/// With `asciiOnly` (a non-UTF-8 locale, where other characters would show as blanks), every
/// non-ASCII character is shown as `\u{HHHH}` too.
public enum SafeText {
    public static func escaped(_ text: String) -> String {
        escaped(text, asciiOnly: false)
    }

    public static func escaped(_ text: String, asciiOnly: Bool) -> String {
        let scalars = Array(text.unicodeScalars)
        guard scalars.indices.contains(where: { needsEscape(scalars, at: $0, asciiOnly: asciiOnly) }) else { return text }
        var out = String.UnicodeScalarView()
        for index in scalars.indices {
            let scalar = scalars[index]
            if isControl(scalar) {
                let hex = String(scalar.value, radix: 16, uppercase: true)
                out.append(contentsOf: ("\\x" + (hex.count < 2 ? "0" : "") + hex).unicodeScalars)
            } else if needsEscape(scalars, at: index, asciiOnly: asciiOnly) {
                out.append(contentsOf: ("\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}").unicodeScalars)
            } else {
                out.append(scalar)
            }
        }
        return String(out)
    }

    public static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
    }

    /// An invisible character that changes how the text around it is shown (category Cf).
    public static func isDisguising(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value >= 0xAD && scalar.properties.generalCategory == .format
    }

    private static func needsEscape(_ scalars: [Unicode.Scalar], at index: Int, asciiOnly: Bool) -> Bool {
        let scalar = scalars[index]
        if isControl(scalar) || (asciiOnly && !scalar.isASCII) { return true }
        guard isDisguising(scalar) else { return false }
        return
            !(scalar.value == 0x200D && index > 0 && index + 1 < scalars.count
            && isEmojiPart(scalars[index - 1]) && isEmojiPart(scalars[index + 1]))
    }

    /// A scalar of an emoji sequence (not the ASCII digits and signs that are also emoji bases).
    private static func isEmojiPart(_ scalar: Unicode.Scalar) -> Bool {
        !scalar.isASCII && (scalar.properties.isEmoji || scalar.value == 0xFE0F)
    }

    /// The text in double quotes, escaped: for error messages.
    public static func quoted(_ text: String) -> String {
        "\"" + escaped(text) + "\""
    }

    /// A message of several lines (swift-argument-parser's), each line escaped.
    public static func escapedLines(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { escaped(String($0)) }.joined(separator: "\n")
    }
}
