/// One question put to the terminal in a ``FencedQuery``.
public enum TerminalQuery: Hashable, Sendable {
    /// `OSC n ; ?`: a colour (answered `OSC n ; rgb:… ST|BEL`).
    case color(ColorSlot)
    /// `CSI ? 996 n`: the terminal's own light/dark preference (answered `CSI ? 997 ; 1|2 n`).
    case colorScheme
    /// `CSI ? n $ p` (DECRQM): whether the terminal knows private mode n (answered `CSI ? n ; Ps $ y`,
    /// Ps 1 set, 2 reset, 3 permanently set, 4 permanently reset, 0 not recognised).
    case mode(Int)

    /// Synchronized output: a frame between `CSI ? 2026 h` and `CSI ? 2026 l` is shown at once.
    public static let synchronizedOutput = 2026

    public var sequence: String {
        switch self {
        case .color(let slot): slot.query
        case .colorScheme: "\u{1B}[?996n"
        case .mode(let mode): "\u{1B}[?\(mode)$p"
        }
    }

    /// The fence every terminal answers, in order, after the questions before it: DA1.
    public static let fence = "\u{1B}[c"
}
