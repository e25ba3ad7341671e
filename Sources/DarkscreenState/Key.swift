import TerminalAppearance

/// A key press, decoded from the terminal's bytes.
public enum Key: Hashable, Sendable {
    case up, down, left, right
    case home, end, pageUp, pageDown
    case enter, escape, backspace, tab
    case controlC
    /// Ctrl-Z read as a byte: only while the terminal was in raw mode (the start-up probe);
    /// otherwise the terminal turns it into SIGTSTP.
    case controlZ
    case character(Character)
}

/// Everything that can arrive on the terminal's input stream.
public enum InputEvent: Hashable, Sendable {
    case key(Key)
    /// A `CSI ? 997 ; 1|2 n` report (mode 2031): the terminal's colour scheme.
    case colorSchemeReport(dark: Bool)
    /// An OSC 10/11/12/17/19/4 colour reply (parsed by TerminalAppearance's `ColorReply`): the
    /// appearance's re-queries and `--apply terminal`'s saved colours.
    case colorReport(ColorSlot, TerminalColor)
    /// `CSI I`: the terminal gained focus (focus reporting, mode 1004).
    case focusIn
    /// `CSI O`: the terminal lost focus.
    case focusOut
    /// A `CSI ? … c` reply to DA1 (the fence behind the queries).
    case deviceAttributes
    /// A `CSI row ; col R` cursor position report.
    case cursorPositionReport
    /// An SGR mouse event (`CSI < b ; x ; y M|m`), 0-based cell coordinates.
    case mouse(MouseEvent)
    /// A sequence darkscreen does not use: consumed, never shown, never a key.
    case ignored
}

public struct MouseEvent: Hashable, Sendable {
    public enum Action: Hashable, Sendable { case press, release, wheelUp, wheelDown, other }
    public var action: Action
    public var button: Int
    public var column: Int
    public var row: Int

    public init(action: Action, button: Int, column: Int, row: Int) {
        self.action = action
        self.button = button
        self.column = column
        self.row = row
    }
}
