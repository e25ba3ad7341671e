/// Where everything goes for a window size and split layout: the status line on row 0 (unless
/// `"statusLine": false`), the split below (list pane, one-column separator, companion pane), the
/// help panel centred over the split. Any size works: with the list hidden, or too small for it
/// (`listMinimum`), the companion takes the whole split; a window too narrow for both panes gives
/// the list all of it. A pure value, used by the update step (clicks, paging) and by the views.
public struct ScreenLayout: Equatable, Sendable {
    /// The smallest list pane drawn: a title row and a theme row, a few characters of a name.
    public static let listMinimum = Size(width: 8, height: 2)
    /// In a window narrower than `narrowWindow` the list pane is at least `narrowListWidth` wide
    /// (when shown), so a name stays legible.
    static let narrowListWidth = 16
    static let narrowWindow = 40

    public let size: Size
    /// The list pane is laid out (shown, and the split has room for it).
    public let showsList: Bool
    public let statusLine: Rect
    public let split: Rect
    public let list: Rect
    public let separator: Rect
    public let companion: Rect
    /// The help panel, centred over the split.
    public let helpPanel: Rect
    /// The rows of the list pane that show themes (below its title bar, above the filter prompt).
    public let listRows: Int

    public init(size: Size, split layout: SplitLayout, filterOpen: Bool = false, listShown: Bool = true, statusLine showsStatusLine: Bool = true) {
        let empty = Rect(column: 0, row: 0, width: 0, height: 0)
        let width = max(0, size.width), height = max(0, size.height)
        self.size = size
        let statusRows = showsStatusLine && height > 0 ? 1 : 0
        statusLine = statusRows == 1 ? Rect(column: 0, row: 0, width: width, height: 1) : empty
        split = Rect(column: 0, row: statusRows, width: width, height: height - statusRows)
        showsList = listShown && split.width >= Self.listMinimum.width && split.height >= Self.listMinimum.height
        let top = split.minRow
        if !showsList {
            list = Rect(column: split.minColumn, row: top, width: 0, height: 0)
            separator = list
            companion = split
        } else {
            var listWidth = layout.ratio.listWidth(total: split.width)
            if split.width < Self.narrowWindow { listWidth = max(listWidth, min(split.width, Self.narrowListWidth)) }
            if split.width - listWidth < 2 { listWidth = split.width }
            let companionWidth = max(0, split.width - listWidth - 1)
            let separatorWidth = listWidth == split.width ? 0 : 1
            if layout.listOnRight {
                companion = Rect(column: split.minColumn, row: top, width: companionWidth, height: split.height)
                separator = Rect(column: split.minColumn + companionWidth, row: top, width: separatorWidth, height: split.height)
                list = Rect(column: split.maxColumn - listWidth, row: top, width: listWidth, height: split.height)
            } else {
                list = Rect(column: split.minColumn, row: top, width: listWidth, height: split.height)
                separator = Rect(column: split.minColumn + listWidth, row: top, width: separatorWidth, height: split.height)
                companion = Rect(column: split.minColumn + listWidth + 1, row: top, width: companionWidth, height: split.height)
            }
        }
        listRows = max(0, list.height - 1 - (filterOpen ? 1 : 0))
        let helpWidth = max(0, min(split.width - 2, 60))
        let helpHeight = max(0, min(split.height, KeyMap.bindings.count + HelpContent.maximumDetailRows + 4))
        helpPanel = Rect(
            column: split.minColumn + (split.width - helpWidth) / 2,
            row: split.minRow + (split.height - helpHeight) / 2, width: helpWidth, height: helpHeight)
    }

    /// The position in the list's rows shown at a screen point, given the scroll offset.
    public func listRow(at point: Point, scroll: Int, rowCount: Int) -> Int? {
        guard showsList, list.contains(point), point.row > list.minRow, point.row <= list.minRow + listRows else { return nil }
        let index = point.row - list.minRow - 1 + scroll
        return index >= 0 && index < rowCount ? index : nil
    }
}
