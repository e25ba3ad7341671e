import DarkscreenCore
import DarkscreenState
import DarkscreenPlatform
import DarkscreenTools

/// The split view: the theme list pane (a fraction of the width), a separator, the companion
/// pane filling the rest. Either side can hold the list (the state's `layout`).
public final class SplitView: View {
    public let listPane = ThemeListView()
    public let separator = SeparatorView()
    public let companion = CompanionPaneView()

    override public init() {
        super.init()
        addSubview(listPane)
        addSubview(separator)
        addSubview(companion)
    }

    override public func rect(in state: AppState, layout: ScreenLayout) -> Rect { layout.split }
}

/// The one-column line between the panes, in `separator`.
public final class SeparatorView: View {
    override public func rect(in state: AppState, layout: ScreenLayout) -> Rect { layout.separator }

    override public func draw(_ state: AppState, in rect: Rect, into buffer: inout CellBuffer) {
        let colors = state.viewColors()
        let style = CellStyle(foreground: colors.separator, background: colors.background)
        // The glyph is measured once; every row below the first takes the same cell.
        buffer.write(String(state.symbols.separator), at: rect.origin, maxWidth: rect.width, style: style)
        guard buffer.contains(column: rect.minColumn, row: rect.minRow) else { return }
        let cell = buffer[rect.minColumn, rect.minRow]
        for row in rect.minRow + 1..<min(rect.maxRow, buffer.height) { buffer[rect.minColumn, row] = cell }
    }
}
