import TerminalAppearance
import DarkscreenPlatform
import DarkscreenCore

extension ColorSlot {
    /// The slots `--apply terminal` sets, in the order they are written: the dynamic colours,
    /// then the 16 ANSI colours (palette entries above 15 are the terminal's own).
    public static let applied: [ColorSlot] = [.background, .foreground, .cursor, .selectionBackground, .selectionForeground]
        + (0..<16).map { .palette($0) }
}
