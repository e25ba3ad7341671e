/// Makes untrusted text (theme names, colour values, paths, settings) safe to show in a
/// terminal: control characters (C0, DEL, C1) are shown escaped as `\xHH`, never dropped and
/// never interpreted, so an escape sequence in a file cannot act on the terminal.
public enum SafeText {
    public static func escaped(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isControl) else { return text }
        var out = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if isControl(scalar) {
                let hex = String(scalar.value, radix: 16, uppercase: true)
                out.append(contentsOf: ("\\x" + (hex.count < 2 ? "0" : "") + hex).unicodeScalars)
            } else {
                out.append(scalar)
            }
        }
        return String(out)
    }

    public static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
    }

    /// The text in double quotes, escaped: for error messages.
    public static func quoted(_ text: String) -> String {
        "\"" + escaped(text) + "\""
    }
}
