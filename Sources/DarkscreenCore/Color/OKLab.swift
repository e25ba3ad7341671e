#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif
import DarkscreenPlatform

/// A colour in OKLab (Björn Ottosson's perceptual space) with its polar form OKLCH: lightness
/// 0…1, chroma, hue in degrees. Used to change a colour's lightness while keeping its hue.
public struct OKLab: Hashable, Sendable {
    public var lightness: Double
    public var a: Double
    public var b: Double

    public init(lightness: Double, a: Double, b: Double) {
        self.lightness = lightness
        self.a = a
        self.b = b
    }

    public init(lightness: Double, chroma: Double, hue: Double) {
        let radians = hue * .pi / 180
        self.init(lightness: lightness, a: chroma * cos(radians), b: chroma * sin(radians))
    }

    public init(_ rgb: RGB) {
        let (r, g, b) = (Self.linear(rgb.red), Self.linear(rgb.green), Self.linear(rgb.blue))
        let l = cbrt(0.4122214708 * r + 0.5363325363 * g + 0.0514459929 * b)
        let m = cbrt(0.2119034982 * r + 0.6806995451 * g + 0.1073969566 * b)
        let s = cbrt(0.0883024619 * r + 0.2817188376 * g + 0.6299787005 * b)
        self.init(
            lightness: 0.2104542553 * l + 0.7936177850 * m - 0.0040720468 * s,
            a: 1.9779984951 * l - 2.4285922050 * m + 0.4505937099 * s,
            b: 0.0259040371 * l + 0.7827717662 * m - 0.8086757660 * s)
    }

    public var chroma: Double { (a * a + b * b).squareRoot() }
    /// Hue in degrees, 0 ..< 360.
    public var hue: Double {
        let degrees = atan2(b, a) * 180 / .pi
        return degrees < 0 ? degrees + 360 : degrees
    }

    /// Euclidean distance (ΔE in OKLab).
    public func distance(to other: OKLab) -> Double {
        let (dl, da, db) = (lightness - other.lightness, a - other.a, b - other.b)
        return (dl * dl + da * da + db * db).squareRoot()
    }

    /// Linear sRGB channels; outside 0…1 when the colour is outside the sRGB gamut.
    public var linearRGB: (red: Double, green: Double, blue: Double) {
        let l = pow(lightness + 0.3963377774 * a + 0.2158037573 * b, 3)
        let m = pow(lightness - 0.1055613458 * a - 0.0638541728 * b, 3)
        let s = pow(lightness - 0.0894841775 * a - 1.2914855480 * b, 3)
        return (
            4.0767416621 * l - 3.3077115913 * m + 0.2309699292 * s,
            -1.2684380046 * l + 2.6097574011 * m - 0.3413193965 * s,
            -0.0041960863 * l - 0.7034186147 * m + 1.7076147010 * s
        )
    }

    public var isInGamut: Bool {
        let rgb = linearRGB, epsilon = 1e-6
        return [rgb.red, rgb.green, rgb.blue].allSatisfy { $0 >= -epsilon && $0 <= 1 + epsilon }
    }

    /// The nearest 8-bit sRGB colour (channels clamped).
    public var rgb: RGB {
        let rgb = linearRGB
        return RGB(red: Self.encoded(rgb.red), green: Self.encoded(rgb.green), blue: Self.encoded(rgb.blue))
    }

    /// This lightness and hue with the most chroma up to `chroma` that sRGB can show.
    public static func inGamut(lightness: Double, chroma: Double, hue: Double) -> OKLab {
        let wanted = OKLab(lightness: lightness, chroma: chroma, hue: hue)
        if wanted.isInGamut { return wanted }
        var low = 0.0, high = chroma
        for _ in 0..<24 {
            let middle = (low + high) / 2
            if OKLab(lightness: lightness, chroma: middle, hue: hue).isInGamut { low = middle } else { high = middle }
        }
        return OKLab(lightness: lightness, chroma: low, hue: hue)
    }

    static func linear(_ channel: UInt8) -> Double {
        let value = Double(channel) / 255
        return value <= 0.04045 ? value / 12.92 : pow((value + 0.055) / 1.055, 2.4)
    }

    static func encoded(_ linear: Double) -> UInt8 {
        let clamped = min(1, max(0, linear))
        let value = clamped <= 0.0031308 ? clamped * 12.92 : 1.055 * pow(clamped, 1 / 2.4) - 0.055
        return UInt8((value * 255).rounded())
    }
}

/// Mixing two colours in OKLab: the way between them looks even (the lightness moves steadily,
/// no muddy middle as in sRGB), which is what a calm fade needs.
extension OKLab {
    /// `from` at 0, `to` at 1 (both exactly: no round trip through OKLab at the ends), a straight
    /// line in OKLab between them (lightness linear in `progress`) rounded to 8-bit sRGB.
    public static func mix(_ from: RGB, _ to: RGB, at progress: Double) -> RGB {
        if progress <= 0 || from == to { return from }
        if progress >= 1 { return to }
        let start = OKLab(from), end = OKLab(to)
        return OKLab(
            lightness: start.lightness + (end.lightness - start.lightness) * progress,
            a: start.a + (end.a - start.a) * progress,
            b: start.b + (end.b - start.b) * progress
        ).rgb
    }
}
