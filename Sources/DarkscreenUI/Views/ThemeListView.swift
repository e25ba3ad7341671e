import DarkscreenCore
import DarkscreenState
import DarkscreenPlatform
import DarkscreenTools

/// The theme list: a title bar, then one theme a row in `primary`; the highlighted row on
/// `selection`, the committed theme marked with a check. Scrolls to keep the highlight visible.
public final class ThemeListView: View {
    public let titleBar = TitleBarView()

    /// What the list shows, taken from the app's state (rows compared by version, not by name).
    public struct Content: Equatable, Sendable {
        public var rowsVersion = -1
        public var highlightedRow: Int?
        public var committedRow: Int?
        public var scroll = 0
        /// The filter prompt's text while filtering (shown on the pane's bottom row); nil otherwise.
        public var filterPrompt: String?
        public var symbols = SymbolSet.unicode
        /// Rows whose primary text is below this floor in `appearance` are marked `!`.
        public var contrastFloor = ContrastFloor.standard
        public var appearance = Appearance.dark
        /// The category shown (its empty-list message).
        public var category = ThemeCategory.all
        /// The favourites (`f`), marked after their names.
        public var favourites: [String] = []
    }

    public private(set) var content = Content()
    private var catalog = ThemeCatalog(themes: [])
    /// The catalog indices shown, top to bottom (nil: every theme).
    private var rows: [Int]?
    /// The favourites' names, lower case.
    private var favourites = Set<String>()

    override public init(frame: Rect = Rect(column: 0, row: 0, width: 0, height: 0)) {
        super.init(frame: frame)
        addSubview(titleBar)
    }

    /// Shows the state's rows, highlight, check mark, scroll position and filter prompt in `frame`.
    public func show(_ state: AppState, in frame: Rect) {
        self.frame = frame
        titleBar.frame = Rect(column: frame.minColumn, row: frame.minRow, width: frame.width, height: min(1, frame.height))
        let content = Content(rowsVersion: state.rowsVersion, highlightedRow: state.highlightedRow, committedRow: state.committedRow,
                              scroll: state.listScroll, filterPrompt: state.overlays.filter?.text, symbols: state.symbols,
                              contrastFloor: state.contrastFloor, appearance: state.appearance.traits.appearance,
                              category: state.category, favourites: state.favourites)
        guard content != self.content else { return }
        if content.rowsVersion != self.content.rowsVersion {
            catalog = state.catalog
            rows = state.overlays.filter?.matches ?? state.categoryRows
        }
        if content.favourites != self.content.favourites {
            favourites = Set(content.favourites.map { $0.lowercased() })
        }
        self.content = content
        setNeedsDisplay()
    }

    /// The names shown, top to bottom.
    public var names: [String] { (rows ?? Array(catalog.themes.indices)).map { catalog.themes[$0].name } }
    /// The highlighted and committed rows (-1: not shown).
    public var highlighted: Int { content.highlightedRow ?? -1 }
    public var committed: Int { content.committedRow ?? -1 }
    public var scrollOffset: Int { content.scroll }

    private var rowCount: Int { rows?.count ?? catalog.count }
    private func name(atRow row: Int) -> String { catalog.themes[rows?[row] ?? row].name }

    /// Rows available for theme names (below the title bar, above the filter prompt).
    public var visibleRowCount: Int { max(0, frame.height - 1 - (content.filterPrompt == nil ? 0 : 1)) }

    override public func draw(into buffer: inout CellBuffer) {
        let colors = self.colors
        let normal = CellStyle(foreground: colors.primary, background: colors.background)
        let selected = CellStyle(foreground: colors.background, background: colors.selection, attributes: [.bold], monochrome: [.reverse])
        let committedStyle = CellStyle(foreground: colors.primary, background: colors.background, monochrome: [.bold])
        let symbols = content.symbols, highlighted = self.highlighted, committed = self.committed, scrollOffset = content.scroll
        let body = Rect(column: frame.minColumn, row: frame.minRow + 1, width: frame.width, height: frame.height - 1)
        buffer.fill(body, style: normal)
        for line in 0..<visibleRowCount {
            let index = scrollOffset + line
            guard index < rowCount else { break }
            let row = body.minRow + line
            let isHighlighted = index == highlighted
            let style = isHighlighted ? selected : index == committed ? committedStyle : normal
            if isHighlighted { buffer.fill(Rect(column: frame.minColumn, row: row, width: frame.width, height: 1), style: style) }
            let mark = index == committed ? String(symbols.check) : " "
            let name = name(atRow: index)
            var text = (isLegible(row: index) ? " " : "!") + mark + " " + symbols.safe(name)
            if !favourites.isEmpty && favourites.contains(name.lowercased()) { text += " " + String(symbols.favourite) }
            buffer.write(text, at: Point(column: frame.minColumn, row: row), maxWidth: frame.width, style: style, ellipsis: symbols.ellipsis)
        }
        if let filterPrompt = content.filterPrompt {
            drawPrompt(filterPrompt, into: &buffer)
        } else if rowCount == 0 && frame.height > 1 {
            // An empty category says so (and how to fill it), wrapped to the pane.
            let style = CellStyle(foreground: colors.separator, background: colors.background)
            let message = symbols == .ascii ? content.category.emptyMessage.split(separator: "—", omittingEmptySubsequences: false).joined(separator: "-")
                : content.category.emptyMessage
            let lines = WordWrap.lines(symbols.safe(message), width: max(1, frame.width - 3))
            for (offset, line) in lines.prefix(max(0, frame.height - 1)).enumerated() {
                buffer.write("   " + line, at: Point(column: frame.minColumn, row: body.minRow + offset), maxWidth: frame.width, style: style,
                             ellipsis: symbols.ellipsis)
            }
        }
    }

    /// Whether the row's primary text reaches `minimumContrast` (worked out for visible rows only,
    /// as they are drawn: nothing is computed for the whole catalog before the first frame).
    public func isLegible(row: Int) -> Bool {
        let theme = catalog.themes[rows?[row] ?? row]
        let colors = (theme.colors[.primary].resolved(for: content.appearance), theme.colors[.background].resolved(for: content.appearance))
        return content.contrastFloor.isMet(text: colors.0, on: colors.1)
    }

    /// The filter prompt on the bottom row: "/text" and a block cursor, in `secondary`.
    private func drawPrompt(_ text: String, into buffer: inout CellBuffer) {
        let colors = self.colors
        let row = frame.maxRow - 1
        let promptStyle = CellStyle(foreground: colors.secondary, background: colors.background, attributes: [.bold], monochrome: [.underline])
        buffer.fill(Rect(column: frame.minColumn, row: row, width: frame.width, height: 1), style: promptStyle)
        let shown = "/" + content.symbols.safe(text)
        let room = max(1, frame.width - 2)
        // Keep the end of a long filter (where the typing happens) in view.
        let visible = DisplayWidth.of(shown) <= room ? shown : String(content.symbols.ellipsis) + DisplayWidth.suffix(shown, width: room - 1)
        let used = buffer.write(visible, at: Point(column: frame.minColumn, row: row), maxWidth: room, style: promptStyle)
        let cursor = CellStyle(foreground: colors.background, background: colors.secondary, monochrome: [.reverse])
        buffer.write(" ", at: Point(column: frame.minColumn + used, row: row), maxWidth: 1, style: cursor)
        if rowCount == 0 && frame.height > 2 {
            buffer.write("   no match", at: Point(column: frame.minColumn, row: frame.minRow + 1), maxWidth: frame.width,
                         style: CellStyle(foreground: colors.separator, background: colors.background))
        }
    }
}

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
