import DarkscreenCore
import DarkscreenState

/// The companion pane: calm (every cell the theme's background, nothing drawn on it, the space
/// beside the app you actually use, as in iPad Split View), or with `p` the shown theme's
/// preview (`ThemePreview`): its ANSI colours, sample text, details and contrast.
public final class CompanionPaneView: View {
    /// What the pane shows, taken from the state.
    public struct Content: Equatable, Sendable {
        public var preview = false
        /// The catalog index of the theme previewed (its colours come through the hub).
        public var theme = -1
        public var floor = ContrastFloor.standard
    }

    public private(set) var content = Content()

    /// Shows the preview or the calm pane in `frame`.
    public func show(preview: Bool, theme: Int, floor: ContrastFloor, in frame: Rect) {
        self.frame = frame
        let content = Content(preview: preview, theme: theme, floor: floor)
        guard content != self.content else { return }
        // The calm pane looks the same whichever theme is highlighted: the hub's post redraws it.
        if content.preview || self.content.preview { setNeedsDisplay() }
        self.content = content
    }

    /// The preview's lines for the pane's size (nil when the pane is calm).
    public var previewLines: [ThemePreview.Line]? {
        guard content.preview, let theme else { return nil }
        return ThemePreview.lines(for: theme, appearance: traits.appearance.resolved, floor: content.floor, size: frame.size)
    }

    override public func draw(into buffer: inout CellBuffer) {
        let colors = self.colors
        buffer.fill(frame, style: CellStyle(foreground: colors.primary, background: colors.background))
        guard let lines = previewLines else { return }
        for (offset, line) in lines.enumerated() {
            var column = frame.minColumn + ThemePreview.margin(for: frame.width)
            for span in line {
                let room = frame.maxColumn - column
                guard room > 0 else { break }
                column += buffer.write(span.text, at: Point(column: column, row: frame.minRow + offset), maxWidth: room,
                                       style: CellStyle(foreground: span.foreground, background: span.background,
                                                        attributes: span.bold ? [.bold] : [], monochrome: span.monochrome))
            }
        }
    }
}
