import DarkscreenPlatform
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

    /// A floor typed on the command line, read strictly: a plain decimal ratio (`4.5`, `7`, `4.5:1`)
    /// from 1 to 21, or `Lc` and a plain decimal (`Lc60`, `lc 75`) from 0 to 108 — no exponent,
    /// sign, hex, spaces around it, `nan` or `inf`. Why not, in words, for anything else.
    public static func plain(_ text: String) -> Result<ContrastFloor, PlainFloorError> {
        var rest = Substring(text)
        let apca = rest.lowercased().hasPrefix("lc")
        if apca {
            rest = rest.dropFirst(2)
            if rest.first == " " { rest = rest.dropFirst() }
        } else if rest.hasSuffix(":1") {
            rest = rest.dropLast(2)
        }
        let parts = rest.split(separator: ".", omittingEmptySubsequences: false)
        guard (1...2).contains(parts.count), parts.allSatisfy({ !$0.isEmpty && $0.utf8.allSatisfy { (0x30...0x39).contains($0) } }),
            parts[0].count <= 3, parts.count == 1 || parts[1].count <= 6, let value = Double(rest)
        else {
            return .failure(.notPlain)
        }
        if apca {
            guard value > 0, value <= 108 else { return .failure(.outOfRange) }
            return .success(.apca(value))
        }
        guard value >= 1, value <= 21 else { return .failure(.outOfRange) }
        return .success(.wcag(value))
    }

    public enum PlainFloorError: Error, Equatable, Sendable {
        /// Not a plain decimal (`1e3`, `nan`, `-3`, `0x10`, ` 4.5`, `4.5.1`).
        case notPlain
        /// A number past the measure's range (a ratio over 21, an Lc over 108).
        case outOfRange
    }

    /// The figure a text colour has on a background, in this floor's measure (an Lc without its sign).
    public func figure(text: RGB, on background: RGB) -> Double {
        switch self {
        case .wcag: text.contrastRatio(with: background)
        case .apca: abs(text.apcaContrast(on: background))
        }
    }

    /// The floor's number (the ratio, or the Lc).
    public var value: Double {
        switch self {
        case .wcag(let ratio): ratio
        case .apca(let lc): lc
        }
    }

    /// The same measure at another value.
    public func with(_ value: Double) -> ContrastFloor {
        switch self {
        case .wcag: .wcag(value)
        case .apca: .apca(value)
        }
    }

    /// As a name says it, rounded down so it never claims more than is there: "4.5", "5.3", "Lc60", "Lc57.4".
    public var nameText: String {
        let tenths = Int((value * 10).rounded(.down))
        let number = tenths % 10 == 0 ? "\(tenths / 10)" : "\(tenths / 10).\(tenths % 10)"
        switch self {
        case .wcag: return number
        case .apca: return "Lc" + number
        }
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
