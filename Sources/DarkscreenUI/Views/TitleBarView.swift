import DarkscreenCore

/// The list pane's title bar: "Themes" in `secondary` on the theme background.
public final class TitleBarView: View {
    public let title = "Themes"

    override public func draw(into buffer: inout CellBuffer) {
        let colors = self.colors
        let style = CellStyle(foreground: colors.secondary, background: colors.background, attributes: [.bold, .underline])
        buffer.fill(frame, style: CellStyle(foreground: colors.secondary, background: colors.background))
        buffer.write(" " + title, at: frame.origin, maxWidth: frame.width, style: style)
    }
}
