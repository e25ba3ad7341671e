/// Colours as hexadecimal text, read and written by one rule: terminals' `rgb:` replies and
/// `TerminalColor.hex` here, darkscreen's `#RRGGBB` theme colours (and JSON's `\uXXXX`) there.
public enum ColorHex {
    /// One digit's value from its ASCII byte (0-9, A-F, a-f); nil for anything else.
    @inlinable
    public static func digit(_ byte: UInt8) -> UInt8? {
        switch byte {
        case 0x30...0x39: byte - 0x30
        case 0x41...0x46: byte - 0x41 + 10
        case 0x61...0x66: byte - 0x61 + 10
        default: nil
        }
    }

    /// `#rrggbb`, or `#RRGGBB` when `uppercase`.
    public static func text(red: UInt8, green: UInt8, blue: UInt8, uppercase: Bool) -> String {
        let digits = Array(uppercase ? "0123456789ABCDEF" : "0123456789abcdef")
        var text = "#"
        for channel in [red, green, blue] {
            text.append(digits[Int(channel >> 4)])
            text.append(digits[Int(channel & 0xF)])
        }
        return text
    }
}
