/// A colour a terminal can be asked for with OSC: the default foreground (10), background (11),
/// cursor (12), selection background (17) and foreground (19), or a palette entry (4;n).
public enum ColorSlot: Hashable, Sendable, CustomStringConvertible {
    case foreground
    case background
    case cursor
    case selectionBackground
    case selectionForeground
    case palette(Int)

    /// The OSC parameter(s) before the colour: `10`, `11`, `12`, `4;n`.
    public var oscPrefix: String {
        switch self {
        case .foreground: "10"
        case .background: "11"
        case .cursor: "12"
        case .selectionBackground: "17"
        case .selectionForeground: "19"
        case .palette(let index): "4;\(index)"
        }
    }

    /// The query, ended by ST (`ESC \`), which every terminal that answers accepts.
    public var query: String { "\u{1B}]\(oscPrefix);?\u{1B}\\" }

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
