import DarkscreenPlatform
/// Hue, saturation and brightness, each 0…1 (the model behind UIColor's getHue:saturation:brightness:).
public struct HSB: Hashable, Sendable {
    public var hue: Double
    public var saturation: Double
    public var brightness: Double
}

extension RGB {
    public var hsb: HSB {
        let r = Double(red) / 255, g = Double(green) / 255, b = Double(blue) / 255
        let maximum = max(r, g, b), minimum = min(r, g, b)
        let delta = maximum - minimum
        var hue = 0.0
        if delta > 0 {
            if maximum == r {
                hue = (g - b) / delta
                if hue < 0 { hue += 6 }
            } else if maximum == g {
                hue = (b - r) / delta + 2
            } else {
                hue = (r - g) / delta + 4
            }
            hue /= 6
        }
        return HSB(hue: hue, saturation: maximum == 0 ? 0 : delta / maximum, brightness: maximum)
    }

    public init(hsb: HSB) {
        let brightness = min(max(hsb.brightness, 0), 1)
        let saturation = min(max(hsb.saturation, 0), 1)
        let sector = (hsb.hue - hsb.hue.rounded(.down)) * 6
        let index = Int(sector) % 6
        let fraction = sector - Double(Int(sector))
        let p = brightness * (1 - saturation)
        let q = brightness * (1 - saturation * fraction)
        let t = brightness * (1 - saturation * (1 - fraction))
        let (r, g, b): (Double, Double, Double)
        switch index {
        case 0: (r, g, b) = (brightness, t, p)
        case 1: (r, g, b) = (q, brightness, p)
        case 2: (r, g, b) = (p, brightness, t)
        case 3: (r, g, b) = (p, q, brightness)
        case 4: (r, g, b) = (t, p, brightness)
        default: (r, g, b) = (brightness, p, q)
        }
        func channel(_ value: Double) -> UInt8 { UInt8((value * 255).rounded()) }
        self.init(red: channel(r), green: channel(g), blue: channel(b))
    }

    /// Brightness multiplied by (1 − amount); amount clamped to 0…1.
    public func darkened(by amount: Double) -> RGB {
        var hsb = self.hsb
        hsb.brightness *= 1 - Self.clamp(amount)
        return RGB(hsb: hsb)
    }

    /// Brightness multiplied by (1 + amount), capped at 1; amount clamped to 0…1.
    public func lightened(by amount: Double) -> RGB {
        var hsb = self.hsb
        hsb.brightness = min(1, hsb.brightness * (1 + Self.clamp(amount)))
        return RGB(hsb: hsb)
    }

    static func clamp(_ amount: Double) -> Double {
        amount.isNaN ? 0 : min(max(amount, 0), 1)
    }
}
