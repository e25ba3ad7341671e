import DarkscreenPlatform
/// How a colour looks to someone with a colour-vision deficiency, by the model current practice
/// holds best for each (see DECISIONS.md "Colour-vision lens: Viénot, Brettel, Machado"), all on
/// linear sRGB:
/// - protanopia and deuteranopia (dichromacy): Viénot, Brettel and Mollon (1999), one projection
///   plane through black, white and the blue primary;
/// - tritanopia: Brettel, Viénot and Mollon (1997), two half-planes (through white and 485 nm, and
///   white and 660 nm), the side chosen per colour;
/// - protanomaly, deuteranomaly and tritanomaly (anomalous trichromacy, far more common): Machado,
///   Oliveira and Fernandes (2009) at a severity from 0 to 1 (`"lensSeverity"`), interpolated
///   between its published matrices at steps of 0.1.
/// `none` is normal vision.
public enum ColorVision: String, CaseIterable, Sendable, Hashable {
    case none
    case protanopia
    case deuteranopia
    case tritanopia
    case protanomaly
    case deuteranomaly
    case tritanomaly

    /// The severity when settings.json says none: a moderate anomaly.
    public static let defaultSeverity = 0.6

    /// Whether the severity applies (anomalous trichromacy).
    public var isAnomalous: Bool { [.protanomaly, .deuteranomaly, .tritanomaly].contains(self) }

    /// The next in `c`'s cycle: none → the three dichromacies → the three anomalies → none.
    public var next: ColorVision {
        let all = Self.allCases
        return all[(all.firstIndex(of: self)! + 1) % all.count]
    }

    /// The lens's name as shown: "protanopia", "deuteranomaly 60%".
    public func label(severity: Double = defaultSeverity) -> String {
        isAnomalous ? rawValue + " \(Int((Self.clamped(severity) * 100).rounded()))%" : rawValue
    }

    /// The row-major 3×3 matrix on linear RGB for a colour on the given side (Brettel's tritanopia
    /// has two: `first` for colours on the positive side of its separation plane); nil for normal vision.
    public func matrix(severity: Double = defaultSeverity, first: Bool = true) -> [Double]? {
        switch self {
        case .none: nil
        case .protanopia: Self.vienotProtan
        case .deuteranopia: Self.vienotDeutan
        case .tritanopia: first ? Self.brettelTritan1 : Self.brettelTritan2
        case .protanomaly: Self.machado(Self.machadoProtan, severity)
        case .deuteranomaly: Self.machado(Self.machadoDeutan, severity)
        case .tritanomaly: Self.machado(Self.machadoTritan, severity)
        }
    }

    /// `rgb` as seen with this deficiency (clamped to sRGB).
    public func simulate(_ rgb: RGB, severity: Double = defaultSeverity) -> RGB {
        guard self != .none else { return rgb }
        let (r, g, b) = (OKLab.linear(rgb.red), OKLab.linear(rgb.green), OKLab.linear(rgb.blue))
        let n = Self.brettelTritanNormal
        let first = self != .tritanopia || n[0] * r + n[1] * g + n[2] * b >= 0
        guard let m = matrix(severity: severity, first: first) else { return rgb }
        return RGB(
            red: OKLab.encoded(m[0] * r + m[1] * g + m[2] * b),
            green: OKLab.encoded(m[3] * r + m[4] * g + m[5] * b),
            blue: OKLab.encoded(m[6] * r + m[7] * g + m[8] * b))
    }

    /// How well a theme's red, green, yellow and blue (ANSI 1–4) stay apart with this deficiency:
    /// the smallest OKLab ΔE between any two of them (0.1 and more: easy to tell apart); nil
    /// without a palette.
    public func separation(of theme: Theme, for appearance: Appearance, severity: Double = defaultSeverity) -> Double? {
        guard let palette = theme.palette else { return nil }
        let colors = (1...4).map { OKLab(simulate(palette[$0].resolved(for: appearance), severity: severity)) }
        var smallest = Double.infinity
        for i in 0..<colors.count {
            for j in (i + 1)..<colors.count { smallest = min(smallest, colors[i].distance(to: colors[j])) }
        }
        return smallest
    }

    static func clamped(_ severity: Double) -> Double { severity.isFinite ? min(1, max(0, severity)) : defaultSeverity }

    /// Machado's matrix at `severity`: linear between the published ones either side of it.
    static func machado(_ table: [[Double]], _ severity: Double) -> [Double] {
        let position = clamped(severity) * 10
        let low = min(9, Int(position.rounded(.down)))
        let weight = position - Double(low)
        let below = low == 0 ? identity : table[low - 1], above = table[low]
        return (0..<9).map { below[$0] * (1 - weight) + above[$0] * weight }
    }

    static let identity: [Double] = [1, 0, 0, 0, 1, 0, 0, 0, 1]
}
