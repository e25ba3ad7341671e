import TerminalAppearance
import DarkscreenPlatform
import DarkscreenCore

/// How the terminal's colours are given back: popped from the terminal's own colour stack
/// (XTPUSHCOLORS / XTPOPCOLORS), written back from what it answered before the first change,
/// or reset to its configured colours (OSC 110/111/112/117/119, 104).
public enum TerminalColorSaving: Hashable, Sendable {
    case stack
    /// The colours the terminal answered; a slot it did not answer is reset instead.
    case saved(TerminalColorSet)
    case reset
    /// A terminal whose reset is known to pin a colour (`ResetPinnedTerminal`): only the slots it
    /// answered are changed, and each is given back as the exact value it answered; no reset is
    /// ever written.
    case exact(TerminalColorSet)

    /// Chooses from what is known about the terminal. Inside tmux, OSC 10/11/12/4 change only
    /// darkscreen's pane and their resets give the pane back exactly (tmux ignores the colour
    /// stack and 3.3 answers no colour query). xterm (`XTERM_VERSION`) and kitty (`TERM` is
    /// xterm-kitty, or `KITTY_WINDOW_ID`) keep a colour stack; elsewhere whatever the terminal
    /// answered to the queries is written back.
    public static func choose(environment: (String) -> String?, answered: TerminalColorSet) -> TerminalColorSaving {
        if environment("TMUX").map({ !$0.isEmpty }) == true { return .reset }
        if ResetPinnedTerminal.matches(environment: environment) { return .exact(answered) }
        if hasColorStack(environment: environment) { return .stack }
        return answered.isEmpty ? .reset : .saved(answered)
    }

    /// Whether the terminal keeps a colour stack, so no query is needed before the first change.
    public static func hasColorStack(environment: (String) -> String?) -> Bool {
        if environment("TMUX").map({ !$0.isEmpty }) == true { return false }
        if environment("XTERM_VERSION").map({ !$0.isEmpty }) == true { return true }
        return environment("TERM") == "xterm-kitty" || environment("KITTY_WINDOW_ID").map({ !$0.isEmpty }) == true
    }

    /// The slots of `colors` this way of saving may change: all, except with `.exact`, where a slot
    /// the terminal did not answer is left alone (it could only be given back by a reset).
    public func changeable(_ colors: TerminalColorSet) -> TerminalColorSet {
        guard case .exact(let saved) = self else { return colors }
        return TerminalColorSet(colors.colors.filter { saved[$0.key] != nil })
    }

    /// Gives back the slots darkscreen changed.
    public func restore(_ touched: Set<ColorSlot>) -> String {
        guard !touched.isEmpty else { return "" }
        switch self {
        case .stack:
            return TerminalColorSequence.pop
        case .reset:
            return TerminalColorSequence.reset(touched)
        case .exact(let saved):
            let known = touched.filter { saved[$0] != nil }
            return TerminalColorSequence.set(TerminalColorSet(Dictionary(uniqueKeysWithValues: known.map { ($0, saved[$0]!) })))
        case .saved(let saved):
            let known = touched.filter { saved[$0] != nil }
            let back = TerminalColorSet(Dictionary(uniqueKeysWithValues: known.map { ($0, saved[$0]!) }))
            return TerminalColorSequence.set(back) + TerminalColorSequence.reset(touched.subtracting(known))
        }
    }
}
