/// How the questions reach the terminal that answers them.
public enum QueryRoute: Hashable, Sendable {
    /// Written as they are; the terminal (or tmux ≥ 3.4 on its behalf) answers, and the DA1 fence
    /// ends the exchange.
    case direct
    /// Wrapped in tmux's DCS passthrough (`ESC P tmux; … ESC \`, every ESC doubled), so the
    /// terminal outside tmux answers. tmux answers a DA1 itself at once, and keeps the outer
    /// terminal's DA1 reply for itself, so no fence can bound this: the exchange ends when every
    /// question is answered, or when the budget is spent.
    case tmuxPassthrough

    /// The bytes to write for these questions (and, for `.direct`, the fence).
    public func bytes(for queries: [TerminalQuery]) -> [UInt8] {
        // Bytes appended in a loop: no generic `joined()` on the start-up path.
        var questions: [UInt8] = []
        for query in queries { questions += query.sequence.utf8 }
        switch self {
        case .direct:
            return questions + TerminalQuery.fence.utf8
        case .tmuxPassthrough:
            var wrapped: [UInt8] = Array("\u{1B}Ptmux;".utf8)
            for byte in questions {
                if byte == 0x1B { wrapped.append(0x1B) }
                wrapped.append(byte)
            }
            wrapped += Array("\u{1B}\\".utf8)
            return wrapped
        }
    }
}
