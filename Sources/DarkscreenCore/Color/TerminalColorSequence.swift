import TerminalAppearance
import DarkscreenPlatform

/// The escape sequences that set, save and reset the terminal's own colours:
/// OSC 10/11/12/17/19 (dynamic colours), OSC 4 (ANSI colours), their resets OSC 110/111/112/117/119
/// and 104, and XTPUSHCOLORS / XTPOPCOLORS (`CSI # P` / `CSI # Q`). Sets end in BEL (one byte,
/// accepted by every terminal that has them). The queries are TerminalAppearance's `FencedQuery`
/// (they end in ST, which the replies copy; FencedQueryTests checks the bytes).
public enum TerminalColorSequence {
    public static let push = "\u{1B}[#P"
    public static let pop = "\u{1B}[#Q"
    static let bell = "\u{07}"

    /// Sets the given slots: one OSC per dynamic colour, and every ANSI colour in one OSC 4.
    public static func set(_ colors: TerminalColorSet) -> String {
        var out = ""
        var ansi = ""
        for slot in colors.slots {
            guard let rgb = colors[slot] else { continue }
            if case .palette(let index) = slot {
                ansi += ";\(index);\(rgb.hex)"
            } else {
                out += "\u{1B}]\(slot.oscCode);\(rgb.hex)" + bell
            }
        }
        if !ansi.isEmpty { out += "\u{1B}]4" + ansi + bell }
        return out
    }

    /// Resets the slots to the terminal's configured colours (every ANSI colour in one OSC 104).
    public static func reset(_ slots: some Sequence<ColorSlot>) -> String {
        var out = ""
        var ansi: [Int] = []
        for slot in slots.sorted() {
            if case .palette(let index) = slot { ansi.append(index) } else { out += "\u{1B}]\(slot.resetCode)" + bell }
        }
        if !ansi.isEmpty { out += "\u{1B}]104;" + ansi.map(String.init).joined(separator: ";") + bell }
        return out
    }
}
