/// A colour a terminal can be asked for with OSC: the default foreground (10), background (11),
/// cursor (12), selection background (17) and foreground (19), or a palette entry (4;n). The same
/// slots are set with those numbers and reset with 100 more (110…119, 104). Ordered the dynamic
/// colours first (background, foreground, cursor, selection), then the palette by index.
public enum ColorSlot: Hashable, Sendable, Comparable, CustomStringConvertible {
    case foreground
    case background
    case cursor
    case selectionBackground
    case selectionForeground
    case palette(Int)

    /// The OSC number that queries or sets it (4 for a palette entry, with the index after it).
    public var oscCode: Int {
        switch self {
        case .foreground: 10
        case .background: 11
        case .cursor: 12
        case .selectionBackground: 17
        case .selectionForeground: 19
        case .palette: 4
        }
    }

    /// The OSC number that resets it to the terminal's configured colour (104 takes the index).
    public var resetCode: Int { oscCode + 100 }

    /// The OSC parameter(s) before the colour: `10`, `11`, `12`, `4;n`.
    public var oscPrefix: String {
        if case .palette(let index) = self { return "4;\(index)" }
        return String(oscCode)
    }

    /// The query, ended by ST (`ESC \`), which every terminal that answers accepts.
    public var query: String { "\u{1B}]\(oscPrefix);?\u{1B}\\" }

    private var order: Int {
        switch self {
        case .background: 0
        case .foreground: 1
        case .cursor: 2
        case .selectionBackground: 3
        case .selectionForeground: 4
        case .palette(let index): 5 + index
        }
    }

    public static func < (lhs: ColorSlot, rhs: ColorSlot) -> Bool { lhs.order < rhs.order }

    public var description: String {
        switch self {
        case .foreground: "foreground"
        case .background: "background"
        case .cursor: "cursor"
        case .selectionBackground: "selection background"
        case .selectionForeground: "selection foreground"
        case .palette(let index): "palette \(index)"
        }
    }
}
