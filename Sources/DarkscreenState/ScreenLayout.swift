/// Where everything goes for a window size and split layout: the status line on row 0, the split
/// below (list pane, one-column separator, companion pane), the help panel centred over the
/// split. Below `minimumSize` nothing but the "terminal too small" message. A pure value, used
/// by the update step (clicks, paging) and by the views (frames) alike.
public struct ScreenLayout: Equatable, Sendable {
    public static let minimumSize = Size(width: 40, height: 10)

    public let size: Size
    public let isTooSmall: Bool
    public let statusLine: Rect
    public let split: Rect
    public let list: Rect
    public let separator: Rect
    public let companion: Rect
    /// The help panel, centred over the split (empty when too small).
    public let helpPanel: Rect
    /// The rows of the list pane that show themes (below its title bar, above the filter prompt).
    public let listRows: Int

    public init(size: Size, split layout: SplitLayout, filterOpen: Bool = false) {
        let empty = Rect(column: 0, row: 0, width: 0, height: 0)
        self.size = size
        isTooSmall = size.width < Self.minimumSize.width || size.height < Self.minimumSize.height
        statusLine = isTooSmall ? empty : Rect(column: 0, row: 0, width: size.width, height: 1)
        split = isTooSmall ? empty : Rect(column: 0, row: 1, width: size.width, height: size.height - 1)
        let listWidth = layout.ratio.listWidth(total: split.width)
        let companionWidth = max(0, split.width - listWidth - 1)
        let top = split.minRow, height = split.height
        if layout.listOnRight {
            companion = Rect(column: split.minColumn, row: top, width: companionWidth, height: height)
            separator = Rect(column: split.minColumn + companionWidth, row: top, width: 1, height: height)
            list = Rect(column: split.minColumn + companionWidth + 1, row: top, width: listWidth, height: height)
        } else {
            list = Rect(column: split.minColumn, row: top, width: listWidth, height: height)
            separator = Rect(column: split.minColumn + listWidth, row: top, width: 1, height: height)
            companion = Rect(column: split.minColumn + listWidth + 1, row: top, width: companionWidth, height: height)
        }
        listRows = max(0, list.height - 1 - (filterOpen ? 1 : 0))
        let helpWidth = max(0, min(split.width - 2, 60))
        let helpHeight = max(0, min(split.height, KeyMap.bindings.count + HelpContent.maximumDetailRows + 4))
        helpPanel = isTooSmall ? empty : Rect(column: split.minColumn + (split.width - helpWidth) / 2,
                                              row: split.minRow + (split.height - helpHeight) / 2, width: helpWidth, height: helpHeight)
    }

    /// The position in the list's rows shown at a screen point, given the scroll offset.
    public func listRow(at point: Point, scroll: Int, rowCount: Int) -> Int? {
        guard list.contains(point), point.row > list.minRow, point.row <= list.minRow + listRows else { return nil }
        let index = point.row - list.minRow - 1 + scroll
        return index >= 0 && index < rowCount ? index : nil
    }
}
