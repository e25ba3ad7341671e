#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif
import DarkscreenCore
import DarkscreenPlatform
import DarkscreenTools

/// A colour in Oklab (Björn Ottosson's perceptual space): lightness 0…1 and two opponent axes,
/// from which chroma (how far from grey) and hue (an angle) follow.
public struct OklabColor: Sendable, Equatable {
    public var lightness: Double
    public var a: Double
    public var b: Double

    public init(_ rgb: RGB) {
        func linear(_ channel: UInt8) -> Double {
            let value = Double(channel) / 255
            return value <= 0.04045 ? value / 12.92 : pow((value + 0.055) / 1.055, 2.4)
        }
        let r = linear(rgb.red), g = linear(rgb.green), bl = linear(rgb.blue)
        let l = cbrt(0.4122214708 * r + 0.5363325363 * g + 0.0514459929 * bl)
        let m = cbrt(0.2119034982 * r + 0.6806995451 * g + 0.1073969566 * bl)
        let s = cbrt(0.0883024619 * r + 0.2817188376 * g + 0.6299787005 * bl)
        lightness = 0.2104542553 * l + 0.7936177850 * m - 0.0040720468 * s
        a = 1.9779984951 * l - 2.4285922050 * m + 0.4505937099 * s
        b = 0.0259040371 * l + 0.7827717662 * m - 0.8086757660 * s
    }

    public var chroma: Double { (a * a + b * b).squareRoot() }

    /// The hue angle in degrees, 0…360 (Oklab's: red near 29, blue near 264).
    public var hue: Double {
        let degrees = atan2(b, a) * 180 / Double.pi
        return degrees < 0 ? degrees + 360 : degrees
    }

    public func distance(to other: OklabColor) -> Double {
        let dl = lightness - other.lightness, da = a - other.a, db = b - other.b
        return (dl * dl + da * da + db * db).squareRoot()
    }
}

/// Which of the eight ANSI colours a colour is "a kind of": grey (black, grey, white) or one of
/// the six hues. On a terminal of 8 or 16 colours a colour maps to a palette colour of its own
/// family, so a navy background stays blue and a purple one magenta instead of both turning black.
public enum ColorFamily: Int, Sendable, CaseIterable {
    case grey = 0, red, green, yellow, blue, magenta, cyan

    /// Below this Oklab chroma a colour counts as grey (the near-greys of dark themes, such as
    /// #1E1E2E or Solarized's #002B36, stay black; a navy #000080 at 0.19 is blue).
    public static let greyChroma = 0.06

    /// Where one hue family ends and the next begins, as Oklab hue angles: roughly halfway between
    /// the families' ANSI colours (red 29°, yellow 110°, green 142°, cyan 195°, blue 264°, magenta
    /// 328°), nudged so orange (#FFA500) is yellow as in the VGA palette, sky blue (#87CEEB) cyan,
    /// slate blue (#6A5ACD, 286°) blue and rebeccapurple (#663399, 303°) magenta.
    static let hueStarts: [(start: Double, family: ColorFamily)] = [
        (55, .yellow), (126, .green), (169, .cyan), (230, .blue), (292, .magenta), (358, .red)
    ]

    public init(_ color: OklabColor) {
        guard color.chroma >= Self.greyChroma else {
            self = .grey
            return
        }
        var family = ColorFamily.red
        for boundary in Self.hueStarts where color.hue >= boundary.start { family = boundary.family }
        self = family
    }

    public init(_ rgb: RGB) {
        self.init(OklabColor(rgb))
    }
}
