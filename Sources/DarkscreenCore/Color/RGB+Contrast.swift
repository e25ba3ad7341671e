#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif
import DarkscreenPlatform

extension RGB {
    /// WCAG 2 relative luminance, 0 (black) … 1 (white).
    public var relativeLuminance: Double {
        func linear(_ channel: UInt8) -> Double {
            let value = Double(channel) / 255
            return value <= 0.03928 ? value / 12.92 : pow((value + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
    }

    /// WCAG 2 contrast ratio between two colours, 1 … 21.
    public func contrastRatio(with other: RGB) -> Double {
        let a = relativeLuminance, b = other.relativeLuminance
        return (max(a, b) + 0.05) / (min(a, b) + 0.05)
    }

    public var isLight: Bool { relativeLuminance > 0.5 }
}

extension RGB {
    /// APCA lightness contrast Lc of this colour as text on `background` (APCA-W3 0.0.98G-4g
    /// constants): positive for dark text on a light background, negative for light on dark;
    /// about ±106…108 at most, 0 when the two are too close to tell apart.
    public func apcaContrast(on background: RGB) -> Double {
        APCA.contrast(text: apcaLuminance, background: background.apcaLuminance)
    }

    /// APCA's screen luminance Y: a plain 2.4 power on each channel (no linear toe), sRGB weights.
    var apcaLuminance: Double {
        func power(_ channel: UInt8) -> Double { pow(Double(channel) / 255, APCA.mainTRC) }
        return 0.2126729 * power(red) + 0.7151522 * power(green) + 0.0721750 * power(blue)
    }
}

/// The APCA-W3 0.0.98G-4g formula (the "G" constants of apca-w3).
enum APCA {
    static let mainTRC = 2.4
    static let normBG = 0.56, normTXT = 0.57, revTXT = 0.62, revBG = 0.65
    static let blackThreshold = 0.022, blackClamp = 1.414
    static let scale = 1.14, lowOffset = 0.027, lowClip = 0.1, minimumDeltaY = 0.0005

    static func contrast(text: Double, background: Double) -> Double {
        func clamped(_ y: Double) -> Double { y > blackThreshold ? y : y + pow(blackThreshold - y, blackClamp) }
        let textY = clamped(text), backgroundY = clamped(background)
        guard abs(backgroundY - textY) >= minimumDeltaY else { return 0 }
        if backgroundY > textY {
            let sapc = (pow(backgroundY, normBG) - pow(textY, normTXT)) * scale
            return sapc < lowClip ? 0 : (sapc - lowOffset) * 100
        }
        let sapc = (pow(backgroundY, revBG) - pow(textY, revTXT)) * scale
        return sapc > -lowClip ? 0 : (sapc + lowOffset) * 100
    }
}
