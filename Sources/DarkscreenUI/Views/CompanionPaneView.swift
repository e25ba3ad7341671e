import DarkscreenCore
import DarkscreenState
import DarkscreenPlatform
import DarkscreenTools

/// The companion pane: calm (every cell the theme's background, nothing drawn on it, the space
/// beside the app you actually use, as in iPad Split View), or with `p` the shown theme's
/// preview (`ThemePreview`): its ANSI colours, sample text, details and contrast. With a lens
/// (`c`) every colour in the pane is shown as seen with that colour-vision deficiency.
public final class CompanionPaneView: View {
    /// What the pane shows, taken from the state.
    public struct Content: Equatable, Sendable {
        public var preview = false
        /// The catalog index of the theme previewed (its colours come through the hub).
        public var theme = -1
        public var floor = ContrastFloor.standard
        /// The colour-vision deficiency the pane is seen with (`c`).
        public var lens = ColorVision.none
        /// The anomalous-trichromacy lenses' severity (`"lensSeverity"`).
        public var severity = ColorVision.defaultSeverity
    }

    public private(set) var content = Content()

    /// Shows the preview or the calm pane in `frame`.
    public func show(preview: Bool, theme: Int, floor: ContrastFloor, lens: ColorVision, severity: Double = ColorVision.defaultSeverity,
                     in frame: Rect) {
        self.frame = frame
        let content = Content(preview: preview, theme: theme, floor: floor, lens: lens, severity: severity)
        guard content != self.content else { return }
        // The calm pane looks the same whichever theme is highlighted: the hub's post redraws it.
        if content.preview || self.content.preview || content.lens != self.content.lens || content.severity != self.content.severity { setNeedsDisplay() }
        self.content = content
    }

    /// The preview's lines for the pane's size (nil when the pane is calm).
    public var previewLines: [ThemePreview.Line]? {
        guard content.preview, let theme else { return nil }
        return ThemePreview.lines(for: theme, appearance: traits.appearance.resolved, floor: content.floor, size: frame.size)
    }

    override public func draw(into buffer: inout CellBuffer) {
        let colors = self.colors, lens = content.lens, severity = content.severity
        func seen(_ color: RGB) -> RGB { lens.simulate(color, severity: severity) }
        buffer.fill(frame, style: CellStyle(foreground: seen(colors.primary), background: seen(colors.background)))
        for (offset, line) in (previewLines ?? []).enumerated() {
            var column = frame.minColumn + ThemePreview.margin(for: frame.width)
            for span in line {
                let room = frame.maxColumn - column
                guard room > 0 else { break }
                column += buffer.write(span.text, at: Point(column: column, row: frame.minRow + offset), maxWidth: room,
                                       style: CellStyle(foreground: seen(span.foreground), background: seen(span.background),
                                                        attributes: span.bold ? [.bold] : [], monochrome: span.monochrome))
            }
        }
        if lens != .none, frame.height > 0 {
            // Say which eyes the pane is seen with, at its bottom right.
            let label = " " + lens.label(severity: severity) + " "
            let width = min(frame.width, label.count)
            buffer.write(label, at: Point(column: frame.maxColumn - width, row: frame.maxRow - 1), maxWidth: width,
                         style: CellStyle(foreground: seen(colors.background), background: seen(colors.secondary),
                                          monochrome: [.reverse]))
        }
    }
}
