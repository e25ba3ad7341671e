import DarkscreenPlatform
import DarkscreenCore
/// How a theme's name (text from a themes file: untrusted) goes into another tool's file. Each
/// format escapes it for its own syntax where the syntax has escapes (XML, GVariant); where the
/// name only labels the file (a comment read by a preprocessor, a shell, fish), it is reduced to
/// `plain`, which no such reader can take for anything but text.
enum ToolText {
    /// The name with every character outside letters, digits, spaces and `- _ . , ( ) +` replaced
    /// by `_`: no quote, no `$`, backslash, `#`, `/`, `*`, `;` or control character survives, so it
    /// can neither end a comment (C's `*/` under xrdb's preprocessor), start a directive, nor be
    /// read as shell syntax. Letters of any script are kept ("Rosé Pine" stays itself).
    static func plain(_ text: String) -> String {
        var out = String.UnicodeScalarView()
        for scalar in text.unicodeScalars.prefix(200) {
            out.append(isPlain(scalar) ? scalar : "_")
        }
        return String(out)
    }

    /// `plain`, keeping also `: / @` (an author's web or mail address): for a template's
    /// variables, which a template may put in a comment, a quoted string or a shell line, but
    /// never where a preprocessor reads it.
    static func label(_ text: String) -> String {
        var out = String.UnicodeScalarView()
        for scalar in text.unicodeScalars.prefix(200) {
            out.append(isPlain(scalar) || scalar == ":" || scalar == "/" || scalar == "@" ? scalar : "_")
        }
        return String(out)
    }

    static func isPlain(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII {
            let byte = UInt8(scalar.value)
            return (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
                || " -_.,()+".utf8.contains(byte)
        }
        switch scalar.properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
            .nonspacingMark, .spacingMark, .decimalNumber:
            return true
        default:
            return false
        }
    }

    /// Text for XML character data or an attribute: control characters escaped as text (`\x1B`:
    /// XML 1.0 cannot carry them at all), then `& < > " '` as entities (so `]]>` is `]]&gt;`).
    static func xml(_ text: String) -> String {
        var out = ""
        for character in ExportScheme.safe(text) {
            switch character {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&apos;"
            default: out.append(character)
            }
        }
        return out
    }

    /// A GVariant string literal (`'…'`, the text format of `gsettings` and `dconf`): control
    /// characters escaped as text first, then `\` and `'` with a backslash.
    static func gvariantString(_ text: String) -> String {
        "'" + ExportScheme.safe(text).replacing("\\", with: "\\\\").replacing("'", with: "\\'") + "'"
    }

    /// `#rrggbb`.
    static func hex(_ rgb: RGB) -> String { ExportScheme.hex(rgb) }

    /// `rrggbb` (no `#`: where `#` starts a comment, as in fish).
    static func bareHex(_ rgb: RGB) -> String { String(ExportScheme.hex(rgb).dropFirst()) }

    /// The SGR parameters of a 24-bit foreground (`38;2;r;g;b`) or background (`48;2;r;g;b`).
    static func sgr(_ rgb: RGB, background: Bool = false) -> String {
        "\(background ? 48 : 38);2;\(rgb.red);\(rgb.green);\(rgb.blue)"
    }
}
