/// How a colour looks to someone with a colour-vision deficiency: Machado, Oliveira and Fernandes
/// (2009), "A Physiologically-based Model for Simulation of Color Vision Deficiency", the
/// severity 1.0 matrices (dichromacy), applied to linear sRGB. `none` is normal vision.
public enum ColorVision: String, CaseIterable, Sendable, Hashable {
    case none
    case protanopia
    case deuteranopia
    case tritanopia

    /// The row-major 3×3 matrix on linear RGB (nil for normal vision).
    public var matrix: [Double]? {
        switch self {
        case .none: nil
        case .protanopia: [0.152286, 1.052583, -0.204868,
                           0.114503, 0.786281, 0.099216,
                           -0.003882, -0.048116, 1.051998]
        case .deuteranopia: [0.367322, 0.860646, -0.227968,
                             0.280085, 0.672501, 0.047413,
                             -0.011820, 0.042940, 0.968881]
        case .tritanopia: [1.255528, -0.076749, -0.178779,
                           -0.078411, 0.930809, 0.147602,
                           0.004733, 0.691367, 0.303900]
        }
    }

    /// The next in `c`'s cycle: none → protanopia → deuteranopia → tritanopia → none.
    public var next: ColorVision {
        let all = Self.allCases
        return all[(all.firstIndex(of: self)! + 1) % all.count]
    }

    /// `rgb` as seen with this deficiency (clamped to sRGB).
    public func simulate(_ rgb: RGB) -> RGB {
        guard let m = matrix else { return rgb }
        let (r, g, b) = (OKLab.linear(rgb.red), OKLab.linear(rgb.green), OKLab.linear(rgb.blue))
        return RGB(red: OKLab.encoded(m[0] * r + m[1] * g + m[2] * b),
                   green: OKLab.encoded(m[3] * r + m[4] * g + m[5] * b),
                   blue: OKLab.encoded(m[6] * r + m[7] * g + m[8] * b))
    }

    /// How well a theme's red, green, yellow and blue (ANSI 1–4) stay apart with this deficiency:
    /// the smallest OKLab ΔE between any two of them (0.1 and more: easy to tell apart); nil
    /// without a palette.
    public func separation(of theme: Theme, for appearance: Appearance) -> Double? {
        guard let palette = theme.palette else { return nil }
        let colors = (1...4).map { OKLab(simulate(palette[$0].resolved(for: appearance))) }
        var smallest = Double.infinity
        for i in 0..<colors.count {
            for j in (i + 1)..<colors.count { smallest = min(smallest, colors[i].distance(to: colors[j])) }
        }
        return smallest
    }
}
