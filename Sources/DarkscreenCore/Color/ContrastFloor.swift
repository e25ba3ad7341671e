/// The least contrast primary text must have to be called legible: a WCAG 2 ratio (`4.5`) or an
/// APCA lightness contrast (`"Lc60"`, either polarity). The `minimumContrast` setting.
public enum ContrastFloor: Hashable, Sendable, CustomStringConvertible {
    case wcag(Double)
    case apca(Double)

    public static let standard = ContrastFloor.wcag(4.5)

    /// `4.5`, `"4.5"`, `"4.5:1"`, `"Lc60"`, `"Lc 60"`; nil for anything else (or out of range:
    /// a ratio 1…21, an Lc 0…108).
    public init?(_ text: String) {
        var rest = Substring(text).drop { $0 == " " }
        while rest.last == " " { rest = rest.dropLast() }
        if rest.lowercased().hasPrefix("lc") {
            rest = rest.dropFirst(2).drop { $0 == " " }
            guard let lc = Double(rest), lc.isFinite, lc >= 0, lc <= 108 else { return nil }
            self = .apca(lc)
            return
        }
        if rest.hasSuffix(":1") { rest = rest.dropLast(2) }
        guard let ratio = Double(rest), ratio.isFinite, ratio >= 1, ratio <= 21 else { return nil }
        self = .wcag(ratio)
    }

    /// Whether `text` on `background` reaches the floor.
    public func isMet(text: RGB, on background: RGB) -> Bool {
        switch self {
        case .wcag(let ratio): text.contrastRatio(with: background) >= ratio
        case .apca(let lc): abs(text.apcaContrast(on: background)) >= lc
        }
    }

    /// "4.5:1" or "Lc 60".
    public var description: String {
        switch self {
        case .wcag(let ratio): ContrastFigures.ratio(ratio) + ":1"
        case .apca(let lc): "Lc " + ContrastFigures.lc(lc)
        }
    }
}
