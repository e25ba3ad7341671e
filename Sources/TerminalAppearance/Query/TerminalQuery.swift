/// One question put to the terminal in a ``FencedQuery``.
public enum TerminalQuery: Hashable, Sendable {
    /// `OSC n ; ?`: a colour (answered `OSC n ; rgb:… ST|BEL`).
    case color(ColorSlot)
    /// `CSI ? 996 n`: the terminal's own light/dark preference (answered `CSI ? 997 ; 1|2 n`).
    case colorScheme

    public var sequence: String {
        switch self {
        case .color(let slot): slot.query
        case .colorScheme: "\u{1B}[?996n"
        }
    }

    /// The fence every terminal answers, in order, after the questions before it: DA1.
    public static let fence = "\u{1B}[c"
}
