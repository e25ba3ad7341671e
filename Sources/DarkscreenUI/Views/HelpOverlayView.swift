import DarkscreenCore
import DarkscreenState
import DarkscreenPlatform
import DarkscreenTools

/// The `?` overlay: every key and what it does (`KeyMap`), in a panel over the split view; when
/// the panel is shorter than the list it scrolls (Up/Down, PgUp/PgDn) and its last row says so. The panel is in
/// the theme's `primary` with `background` text; while it is shown, the status line sits on the
/// panel's colour and asks for the content style that is legible on it (`AppState.statusLine`).
/// Registered after the views it covers, so it draws over them.
public final class HelpOverlayView: View {
    override public func rect(in state: AppState, layout: ScreenLayout) -> Rect {
        state.overlays.help == nil ? .empty : layout.helpPanel
    }

    override public func draw(_ state: AppState, in rect: Rect, into buffer: inout CellBuffer) {
        guard let help = state.overlays.help else { return }
        let colors = state.viewColors()
        let panel = CellStyle(foreground: colors.background, background: colors.primary, monochrome: [.reverse])
        let title = CellStyle(foreground: colors.background, background: colors.primary, attributes: [.bold, .underline], monochrome: [.reverse, .bold])
        let key = CellStyle(foreground: colors.background, background: colors.primary, attributes: [.bold], monochrome: [.reverse, .bold])
        buffer.fill(rect, style: panel)
        buffer.write(" Keys", at: Point(column: rect.minColumn + 1, row: rect.minRow), maxWidth: rect.width - 2, style: title)
        let keyWidth = 20
        let entries = HelpContent.rows(for: state.shownTheme)
        let scroll = help.scroll
        let rows = HelpState.rows(inPanelHeight: rect.height)
        for line in 0..<max(0, min(rows, entries.count - scroll)) {
            let entry = entries[scroll + line]
            let row = rect.minRow + 2 + line
            buffer.write(" " + entry.label, at: Point(column: rect.minColumn + 1, row: row), maxWidth: keyWidth, style: key)
            buffer.write(
                entry.text, at: Point(column: rect.minColumn + 1 + keyWidth, row: row),
                maxWidth: rect.width - keyWidth - 2, style: panel)
        }
        guard rows < entries.count, rect.height > 3 else { return }
        let hint = "Up/Down: more  \(scroll + 1)-\(scroll + rows) of \(entries.count) "
        let column = max(rect.minColumn + 1, rect.maxColumn - DisplayWidth.of(hint) - 1)
        buffer.write(hint, at: Point(column: column, row: rect.maxRow - 1), maxWidth: rect.maxColumn - column - 1, style: panel)
    }
}
