import DarkscreenCore
import DarkscreenState
import DarkscreenPlatform
import DarkscreenTools

/// The `?` overlay: every key and what it does (`KeyMap`), in a panel over the split view; when
/// the panel is shorter than the list it scrolls (Up/Down, PgUp/PgDn) and its last row says so. The panel is in
/// the theme's `primary` with `background` text; while it is shown, the status line sits on the
/// panel's colour and asks for the content style that is legible on it (`AppState.statusLine`).
public final class HelpOverlayView: View {
    public private(set) var isPresented = false

    override public var redrawsWithSiblings: Bool { true }

    public private(set) var scroll = 0
    /// Built only while the panel is shown: every event passes through `show`.
    private var rows: [HelpContent.Row] = []

    /// Shows the state's help panel (or none) where the layout puts it, with `theme`'s details.
    public func show(_ help: HelpState?, theme: Theme? = nil, in frame: Rect) {
        if help != nil {
            let content = HelpContent.rows(for: theme)
            if content != rows {
                rows = content
                setNeedsDisplay()
            }
        }
        let presented = help != nil
        if presented != isPresented {
            isPresented = presented
            // What the panel covered is drawn again when it closes.
            if !presented { superview?.setNeedsDisplay() } else { setNeedsDisplay() }
        }
        self.frame = presented ? frame : Rect(column: 0, row: 0, width: 0, height: 0)
        if let help, help.scroll != scroll {
            scroll = help.scroll
            setNeedsDisplay()
        }
    }

    override public func draw(into buffer: inout CellBuffer) {
        let colors = self.colors
        let panel = CellStyle(foreground: colors.background, background: colors.primary, monochrome: [.reverse])
        let title = CellStyle(foreground: colors.background, background: colors.primary, attributes: [.bold, .underline], monochrome: [.reverse, .bold])
        let key = CellStyle(foreground: colors.background, background: colors.primary, attributes: [.bold], monochrome: [.reverse, .bold])
        buffer.fill(frame, style: panel)
        buffer.write(" Keys", at: Point(column: frame.minColumn + 1, row: frame.minRow), maxWidth: frame.width - 2, style: title)
        let keyWidth = 20
        let entries = self.rows
        let rows = HelpState.rows(inPanelHeight: frame.height)
        for line in 0..<max(0, min(rows, entries.count - scroll)) {
            let entry = entries[scroll + line]
            let row = frame.minRow + 2 + line
            buffer.write(" " + entry.label, at: Point(column: frame.minColumn + 1, row: row), maxWidth: keyWidth, style: key)
            buffer.write(entry.text, at: Point(column: frame.minColumn + 1 + keyWidth, row: row),
                         maxWidth: frame.width - keyWidth - 2, style: panel)
        }
        guard rows < entries.count, frame.height > 3 else { return }
        let hint = "Up/Down: more  \(scroll + 1)-\(scroll + rows) of \(entries.count) "
        let column = max(frame.minColumn + 1, frame.maxColumn - DisplayWidth.of(hint) - 1)
        buffer.write(hint, at: Point(column: column, row: frame.maxRow - 1), maxWidth: frame.maxColumn - column - 1, style: panel)
    }
}
