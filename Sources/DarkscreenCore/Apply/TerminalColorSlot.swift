/// One colour of the terminal's own that an escape sequence can set, query or reset: the
/// dynamic colours of xterm's OSC 10–19 family, or one of the 16 ANSI colours (OSC 4).
public enum TerminalColorSlot: Hashable, Sendable, Comparable {
    case foreground
    case background
    case cursor
    case selectionBackground
    case selectionForeground
    case ansi(Int)

    /// The dynamic slots, in the order their sequences are written.
    public static let dynamic: [TerminalColorSlot] = [.background, .foreground, .cursor, .selectionBackground, .selectionForeground]
    /// The 16 ANSI colours.
    public static let ansiColors: [TerminalColorSlot] = (0..<16).map { .ansi($0) }

    /// The OSC number that sets or queries it (4 for an ANSI colour, with the index after it).
    public var setCode: Int {
        switch self {
        case .foreground: 10
        case .background: 11
        case .cursor: 12
        case .selectionBackground: 17
        case .selectionForeground: 19
        case .ansi: 4
        }
    }

    /// The OSC number that resets it to the terminal's configured colour (104 takes the index).
    public var resetCode: Int { setCode + 100 }

    /// The slot a reply's OSC number (and index, for OSC 4) names.
    public init?(code: Int, index: Int? = nil) {
        switch (code, index) {
        case (10, nil): self = .foreground
        case (11, nil): self = .background
        case (12, nil): self = .cursor
        case (17, nil): self = .selectionBackground
        case (19, nil): self = .selectionForeground
        case (4, let index?) where (0..<16).contains(index): self = .ansi(index)
        default: return nil
        }
    }

    private var order: Int {
        switch self {
        case .background: 0
        case .foreground: 1
        case .cursor: 2
        case .selectionBackground: 3
        case .selectionForeground: 4
        case .ansi(let index): 5 + index
        }
    }

    public static func < (lhs: TerminalColorSlot, rhs: TerminalColorSlot) -> Bool { lhs.order < rhs.order }
}
