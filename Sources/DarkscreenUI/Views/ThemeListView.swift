import DarkscreenCore
import DarkscreenState
import DarkscreenPlatform
import DarkscreenTools

/// The theme list: a title bar, then one theme a row in `primary`; the highlighted row on
/// `selection`, the committed theme marked with a check, from the state's rows and scroll position.
public final class ThemeListView: View {
    public let titleBar = TitleBarView()

    override public init() {
        super.init()
        addSubview(titleBar)
    }

    override public func rect(in state: AppState, layout: ScreenLayout) -> Rect { layout.list }

    override public func draw(_ state: AppState, in frame: Rect, into buffer: inout CellBuffer) {
        let colors = state.viewColors()
        let normal = CellStyle(foreground: colors.primary, background: colors.background)
        let selected = CellStyle(foreground: colors.background, background: colors.selection, attributes: [.bold], monochrome: [.reverse])
        let committedStyle = CellStyle(foreground: colors.primary, background: colors.background, monochrome: [.bold])
        let symbols = state.symbols, highlighted = state.highlightedRow ?? -1, committed = state.committedRow ?? -1
        let scrollOffset = state.listScroll, rowCount = state.rowCount, filterPrompt = state.overlays.filter?.text
        let body = Rect(column: frame.minColumn, row: frame.minRow + 1, width: frame.width, height: frame.height - 1)
        buffer.fill(body, style: normal)
        // Rows available for theme names: below the title bar, above the filter prompt.
        let visibleRows = max(0, frame.height - 1 - (filterPrompt == nil ? 0 : 1))
        for line in 0..<visibleRows {
            let index = scrollOffset + line
            guard index < rowCount else { break }
            let row = body.minRow + line
            let isHighlighted = index == highlighted
            let style = isHighlighted ? selected : index == committed ? committedStyle : normal
            if isHighlighted { buffer.fill(Rect(column: frame.minColumn, row: row, width: frame.width, height: 1), style: style) }
            let mark = index == committed ? String(symbols.check) : " "
            let theme = state.theme(atRow: index)
            var text =
                (Self.isLegible(state.catalog.themes[theme], in: state) ? " " : "!") + mark + " "
                + symbols.safe(state.catalog.themes[theme].name)
            if !state.favourites.isEmpty && state.isFavourite(theme) { text += " " + String(symbols.favourite) }
            buffer.write(text, at: Point(column: frame.minColumn, row: row), maxWidth: frame.width, style: style, ellipsis: symbols.ellipsis)
        }
        if let filterPrompt {
            drawPrompt(filterPrompt, rowCount: rowCount, symbols: symbols, colors: colors, in: frame, into: &buffer)
        } else if rowCount == 0 && frame.height > 1 {
            // An empty category says so (and how to fill it), wrapped to the pane.
            let style = CellStyle(foreground: colors.separator, background: colors.background)
            let message =
                symbols == .ascii
                ? state.category.emptyMessage.split(separator: "—", omittingEmptySubsequences: false).joined(separator: "-")
                : state.category.emptyMessage
            let lines = WordWrap.lines(symbols.safe(message), width: max(1, frame.width - 3))
            for (offset, line) in lines.prefix(max(0, frame.height - 1)).enumerated() {
                buffer.write(
                    "   " + line, at: Point(column: frame.minColumn, row: body.minRow + offset), maxWidth: frame.width, style: style,
                    ellipsis: symbols.ellipsis)
            }
        }
    }

    /// Whether the theme's primary text reaches the `minimumContrast` floor in the state's
    /// appearance (worked out for visible rows only, as they are drawn: nothing is computed for
    /// the whole catalog before the first frame).
    static func isLegible(_ theme: Theme, in state: AppState) -> Bool {
        let appearance = state.appearance.traits.appearance
        return state.contrastFloor.isMet(
            text: theme.colors[.primary].resolved(for: appearance),
            on: theme.colors[.background].resolved(for: appearance))
    }

    /// The filter prompt on the bottom row: "/text" and a block cursor, in `secondary`.
    private func drawPrompt(
        _ text: String, rowCount: Int, symbols: SymbolSet, colors: ResolvedColors, in frame: Rect,
        into buffer: inout CellBuffer
    ) {
        let row = frame.maxRow - 1
        let promptStyle = CellStyle(foreground: colors.secondary, background: colors.background, attributes: [.bold], monochrome: [.underline])
        buffer.fill(Rect(column: frame.minColumn, row: row, width: frame.width, height: 1), style: promptStyle)
        let shown = "/" + symbols.safe(text)
        let room = max(1, frame.width - 2)
        // Keep the end of a long filter (where the typing happens) in view.
        let visible = DisplayWidth.of(shown) <= room ? shown : String(symbols.ellipsis) + DisplayWidth.suffix(shown, width: room - 1)
        let used = buffer.write(visible, at: Point(column: frame.minColumn, row: row), maxWidth: room, style: promptStyle)
        let cursor = CellStyle(foreground: colors.background, background: colors.secondary, monochrome: [.reverse])
        buffer.write(" ", at: Point(column: frame.minColumn + used, row: row), maxWidth: 1, style: cursor)
        if rowCount == 0 && frame.height > 2 {
            buffer.write(
                "   no match", at: Point(column: frame.minColumn, row: frame.minRow + 1), maxWidth: frame.width,
                style: CellStyle(foreground: colors.separator, background: colors.background))
        }
    }
}

/// The list pane's title bar: "Themes" in `secondary` on the theme background.
public final class TitleBarView: View {
    public let title = "Themes"

    override public func rect(in state: AppState, layout: ScreenLayout) -> Rect {
        Rect(column: layout.list.minColumn, row: layout.list.minRow, width: layout.list.width, height: min(1, layout.list.height))
    }

    override public func draw(_ state: AppState, in frame: Rect, into buffer: inout CellBuffer) {
        let colors = state.viewColors()
        let style = CellStyle(foreground: colors.secondary, background: colors.background, attributes: [.bold, .underline])
        buffer.fill(frame, style: CellStyle(foreground: colors.secondary, background: colors.background))
        buffer.write(" " + title, at: frame.origin, maxWidth: frame.width, style: style)
    }
}
