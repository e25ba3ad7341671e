import DarkscreenCore

/// The theme list: a title bar, then one theme a row in `primary`; the highlighted row on
/// `selection`, the committed theme marked with a check. Scrolls to keep the highlight visible.
public final class ThemeListView: View, StatusLineStyleProviding {
    public let titleBar = TitleBarView()
    public var names: [String] = [] { didSet { if names != oldValue { setNeedsDisplay() } } }
    public var highlighted = 0 { didSet { if highlighted != oldValue { scrollToHighlight(); setNeedsDisplay() } } }
    public var committed = 0 { didSet { if committed != oldValue { setNeedsDisplay() } } }
    public private(set) var scrollOffset = 0
    public var glyphs = Glyphs.unicode
    /// The filter prompt's text while filtering (shown on the pane's bottom row); nil otherwise.
    public var filterPrompt: String? { didSet { if filterPrompt != oldValue { scrollToHighlight(); setNeedsDisplay() } } }

    override public init(frame: Rect = Rect(column: 0, row: 0, width: 0, height: 0)) {
        super.init(frame: frame)
        addSubview(titleBar)
    }

    /// The list asks for nothing: the theme's own `statusLine` applies.
    public var preferredStatusLineStyle: StatusLineStyle? { nil }
    public var childForStatusLineStyle: StatusLineStyleProviding? { nil }

    /// Rows available for theme names (below the title bar, above the filter prompt).
    public var visibleRowCount: Int { max(0, frame.height - 1 - (filterPrompt == nil ? 0 : 1)) }

    public func layout() {
        titleBar.frame = Rect(column: frame.minColumn, row: frame.minRow, width: frame.width, height: min(1, frame.height))
        scrollToHighlight()
    }

    private func scrollToHighlight() {
        let rows = visibleRowCount
        guard rows > 0, highlighted >= 0 else { return }
        if highlighted < scrollOffset { scrollOffset = highlighted }
        if highlighted >= scrollOffset + rows { scrollOffset = highlighted - rows + 1 }
        scrollOffset = max(0, min(scrollOffset, max(0, names.count - rows)))
    }

    /// Scrolls the rows by `delta` (the wheel), clamped to the list; the highlight stays put.
    public func scroll(by delta: Int) {
        let rows = visibleRowCount
        let offset = max(0, min(scrollOffset + delta, max(0, names.count - rows)))
        guard offset != scrollOffset else { return }
        scrollOffset = offset
        setNeedsDisplay()
    }

    /// The theme index shown at a screen row, if any.
    public func themeIndex(atRow row: Int) -> Int? {
        let index = row - frame.minRow - 1 + scrollOffset
        return row > frame.minRow && index >= 0 && index < names.count && row <= frame.minRow + visibleRowCount ? index : nil
    }

    override public func draw(into buffer: inout CellBuffer) {
        let colors = self.colors
        let normal = CellStyle(foreground: colors.primary, background: colors.background)
        let selected = CellStyle(foreground: colors.background, background: colors.selection, attributes: [.bold], monochrome: [.reverse])
        let committedStyle = CellStyle(foreground: colors.primary, background: colors.background, monochrome: [.bold])
        let body = Rect(column: frame.minColumn, row: frame.minRow + 1, width: frame.width, height: frame.height - 1)
        buffer.fill(body, style: normal)
        for line in 0..<visibleRowCount {
            let index = scrollOffset + line
            guard index < names.count else { break }
            let row = body.minRow + line
            let isHighlighted = index == highlighted
            let style = isHighlighted ? selected : index == committed ? committedStyle : normal
            if isHighlighted { buffer.fill(Rect(column: frame.minColumn, row: row, width: frame.width, height: 1), style: style) }
            let mark = index == committed ? String(glyphs.check) : " "
            let text = " " + mark + " " + SafeText.escaped(names[index])
            buffer.write(text, at: Point(column: frame.minColumn, row: row), maxWidth: frame.width, style: style, ellipsis: glyphs.ellipsis)
        }
        if let filterPrompt { drawPrompt(filterPrompt, into: &buffer) }
    }

    /// The filter prompt on the bottom row: "/text" and a block cursor, in `secondary`.
    private func drawPrompt(_ text: String, into buffer: inout CellBuffer) {
        let colors = self.colors
        let row = frame.maxRow - 1
        let promptStyle = CellStyle(foreground: colors.secondary, background: colors.background, attributes: [.bold], monochrome: [.underline])
        buffer.fill(Rect(column: frame.minColumn, row: row, width: frame.width, height: 1), style: promptStyle)
        let shown = "/" + SafeText.escaped(text)
        let room = max(1, frame.width - 2)
        // Keep the end of a long filter (where the typing happens) in view.
        let visible = DisplayWidth.of(shown) <= room ? shown : String(glyphs.ellipsis) + String(shown.suffix(room - 1))
        let used = buffer.write(visible, at: Point(column: frame.minColumn, row: row), maxWidth: room, style: promptStyle)
        let cursor = CellStyle(foreground: colors.background, background: colors.secondary, monochrome: [.reverse])
        buffer.write(" ", at: Point(column: frame.minColumn + used, row: row), maxWidth: 1, style: cursor)
        if names.isEmpty && frame.height > 2 {
            buffer.write("   no match", at: Point(column: frame.minColumn, row: frame.minRow + 1), maxWidth: frame.width,
                         style: CellStyle(foreground: colors.separator, background: colors.background))
        }
    }
}
