import DarkscreenCore
import DarkscreenState
import DarkscreenPlatform
import DarkscreenTools

/// The companion pane: calm (every cell the theme's background, nothing drawn on it, the space
/// beside the app you actually use, as in iPad Split View), or with `p` the shown theme's
/// preview (`ThemePreview`): its ANSI colours, sample text, details and contrast. With a lens
/// (`c`) every colour in the pane is shown as seen with that colour-vision deficiency. With
/// `--companion` the pane has an appearance of its own.
public final class CompanionPaneView: View {
    override public func rect(in state: AppState, layout: ScreenLayout) -> Rect { layout.companion }

    /// The preview's lines for a pane of `size` (nil when the pane is calm).
    public func previewLines(_ state: AppState, size: Size) -> [ThemePreview.Line]? {
        guard state.showsPreview else { return nil }
        return ThemePreview.lines(
            for: state.drawnTheme, appearance: state.viewAppearance(companion: true), floor: state.contrastFloor,
            size: size)
    }

    override public func draw(_ state: AppState, in rect: Rect, into buffer: inout CellBuffer) {
        let colors = state.viewColors(companion: true), lens = state.lens, severity = state.lensSeverity
        func seen(_ color: RGB) -> RGB { lens.simulate(color, severity: severity) }
        buffer.fill(rect, style: CellStyle(foreground: seen(colors.primary), background: seen(colors.background)))
        for (offset, line) in (previewLines(state, size: rect.size) ?? []).enumerated() {
            var column = rect.minColumn + ThemePreview.margin(for: rect.width)
            for span in line {
                let room = rect.maxColumn - column
                guard room > 0 else { break }
                column += buffer.write(
                    span.text, at: Point(column: column, row: rect.minRow + offset), maxWidth: room,
                    style: CellStyle(
                        foreground: seen(span.foreground), background: seen(span.background),
                        attributes: span.bold ? [.bold] : [], monochrome: span.monochrome))
            }
        }
        if lens != .none, rect.height > 0 {
            // Say which eyes the pane is seen with, at its bottom right.
            let label = " " + lens.label(severity: severity) + " "
            let width = min(rect.width, label.count)
            buffer.write(
                label, at: Point(column: rect.maxColumn - width, row: rect.maxRow - 1), maxWidth: width,
                style: CellStyle(
                    foreground: seen(colors.background), background: seen(colors.secondary),
                    monochrome: [.reverse]))
        }
    }
}
