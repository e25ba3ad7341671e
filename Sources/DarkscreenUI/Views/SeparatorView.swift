import DarkscreenCore

/// The one-column line between the panes, in `separator`.
public final class SeparatorView: View {
    public var glyphs = Glyphs.unicode

    override public func draw(into buffer: inout CellBuffer) {
        let colors = self.colors
        let style = CellStyle(foreground: colors.separator, background: colors.background)
        for row in frame.minRow..<frame.maxRow {
            buffer.write(String(glyphs.separator), at: Point(column: frame.minColumn, row: row), maxWidth: frame.width, style: style)
        }
    }
}
