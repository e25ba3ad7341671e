import DarkscreenCore

/// The blank companion pane: every cell the theme's background, nothing drawn on it
/// (the space beside the app you actually use, as in iPad Split View).
public final class CompanionPaneView: View {
    override public func draw(into buffer: inout CellBuffer) {
        let colors = self.colors
        buffer.fill(frame, style: CellStyle(foreground: colors.primary, background: colors.background))
    }
}
