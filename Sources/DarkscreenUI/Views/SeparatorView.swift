import DarkscreenCore
import DarkscreenState

/// The one-column line between the panes, in `separator`.
public final class SeparatorView: View {
    public private(set) var glyph: Character = SymbolSet.unicode.separator

    public func show(glyph: Character, in frame: Rect) {
        self.frame = frame
        guard glyph != self.glyph else { return }
        self.glyph = glyph
        setNeedsDisplay()
    }

    override public func draw(into buffer: inout CellBuffer) {
        let colors = self.colors
        let style = CellStyle(foreground: colors.separator, background: colors.background)
        for row in frame.minRow..<frame.maxRow {
            buffer.write(String(glyph), at: Point(column: frame.minColumn, row: row), maxWidth: frame.width, style: style)
        }
    }
}
