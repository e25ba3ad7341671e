import TerminalAppearance
import DarkscreenPlatform

/// An opaque sRGB colour, 8 bits a channel.
public struct RGB: Hashable, Sendable, CustomStringConvertible {
    public var red: UInt8
    public var green: UInt8
    public var blue: UInt8

    public init(red: UInt8, green: UInt8, blue: UInt8) {
        self.red = red
        self.green = green
        self.blue = blue
    }

    public init(_ packed: UInt32) {
        self.init(red: UInt8(packed >> 16 & 0xFF), green: UInt8(packed >> 8 & 0xFF), blue: UInt8(packed & 0xFF))
    }

    /// Parses `#RRGGBB` or `#RGB` (case-insensitive); nil for anything else.
    public init?(hex text: String) {
        // Read in place (no copies): every colour of every theme passes through here at start-up.
        var digits: (UInt32, count: Int) = (0, 0)
        var iterator = text.utf8.makeIterator()
        guard iterator.next() == UInt8(ascii: "#") else { return nil }
        while let byte = iterator.next() {
            guard digits.count < 6, let digit = ColorHex.digit(byte) else { return nil }
            digits = (digits.0 << 4 | UInt32(digit), digits.count + 1)
        }
        switch digits.count {
        case 6: self.init(digits.0)
        case 3:
            let (r, g, b) = (UInt8(digits.0 >> 8), UInt8(digits.0 >> 4 & 0xF), UInt8(digits.0 & 0xF))
            self.init(red: r * 17, green: g * 17, blue: b * 17)
        default: return nil
        }
    }

    public var packed: UInt32 { UInt32(red) << 16 | UInt32(green) << 8 | UInt32(blue) }

    /// `#RRGGBB`, upper case.
    public var hex: String { ColorHex.text(red: red, green: green, blue: blue, uppercase: true) }

    public var description: String { hex }

    public static let black = RGB(0x000000)
    public static let white = RGB(0xFFFFFF)
}
