#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A colour as a terminal reports it (`rgb:RRRR/GGGG/BBBB`): 16 bits a channel.
public struct TerminalColor: Hashable, Sendable, CustomStringConvertible {
    public var red: UInt16
    public var green: UInt16
    public var blue: UInt16

    public init(red: UInt16, green: UInt16, blue: UInt16) {
        self.red = red
        self.green = green
        self.blue = blue
    }

    /// From 8-bit channels (0xFF becomes 0xFFFF).
    public init(red8 red: UInt8, green8 green: UInt8, blue8 blue: UInt8) {
        self.init(red: UInt16(red) * 257, green: UInt16(green) * 257, blue: UInt16(blue) * 257)
    }

    /// The channels rounded to 8 bits.
    public var red8: UInt8 { Self.eightBits(red) }
    public var green8: UInt8 { Self.eightBits(green) }
    public var blue8: UInt8 { Self.eightBits(blue) }

    private static func eightBits(_ channel: UInt16) -> UInt8 { UInt8((UInt32(channel) * 255 + 32767) / 65535) }

    /// `#rrggbb`.
    public var hex: String { ColorHex.text(red: red8, green: green8, blue: blue8, uppercase: false) }

    public var description: String { hex }

    /// Perceived lightness, CIE L* (0 black … 100 white), from sRGB with the D65 white point.
    public var lightness: Double {
        func linear(_ channel: UInt16) -> Double {
            let value = Double(channel) / 65535
            return value <= 0.04045 ? value / 12.92 : pow((value + 0.055) / 1.055, 2.4)
        }
        let luminance = 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
        return luminance <= 216.0 / 24389.0 ? luminance * 24389.0 / 27.0 : 116 * cbrt(luminance) - 16
    }
}
