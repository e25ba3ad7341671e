import DarkscreenCore

/// The split view: the theme list pane (a fraction of the width), a separator, the companion
/// pane filling the rest. Either side can hold the list.
public final class SplitView: View, StatusLineStyleProviding {
    public let listPane = ThemeListView()
    public let separator = SeparatorView()
    public let companion = CompanionPaneView()
    /// The list pane's share of the width (1/3, 1/2 or 2/3 in iPad Split View).
    public var ratio = SplitRatio.oneThird { didSet { layout() } }
    public var listOnRight = false { didSet { layout() } }

    override public init(frame: Rect = Rect(column: 0, row: 0, width: 0, height: 0)) {
        super.init(frame: frame)
        addSubview(listPane)
        addSubview(separator)
        addSubview(companion)
    }

    /// A container: its preference is the list pane's.
    public var preferredStatusLineStyle: StatusLineStyle? { nil }
    public var childForStatusLineStyle: StatusLineStyleProviding? { listPane }

    public func layout() {
        let listWidth = ratio.listWidth(total: frame.width)
        let companionWidth = max(0, frame.width - listWidth - 1)
        let top = frame.minRow, height = frame.height
        if listOnRight {
            companion.frame = Rect(column: frame.minColumn, row: top, width: companionWidth, height: height)
            separator.frame = Rect(column: frame.minColumn + companionWidth, row: top, width: 1, height: height)
            listPane.frame = Rect(column: frame.minColumn + companionWidth + 1, row: top, width: listWidth, height: height)
        } else {
            listPane.frame = Rect(column: frame.minColumn, row: top, width: listWidth, height: height)
            separator.frame = Rect(column: frame.minColumn + listWidth, row: top, width: 1, height: height)
            companion.frame = Rect(column: frame.minColumn + listWidth + 1, row: top, width: companionWidth, height: height)
        }
        listPane.layout()
        setNeedsDisplay()
    }
}

/// The list pane's share of the width.
public enum SplitRatio: String, Sendable, CaseIterable {
    case oneThird = "1/3"
    case half = "1/2"
    case twoThirds = "2/3"

    public func listWidth(total: Int) -> Int {
        let width: Int
        switch self {
        case .oneThird: width = total / 3
        case .half: width = total / 2
        case .twoThirds: width = total * 2 / 3
        }
        return max(1, min(width, total - 2))
    }

    public var next: SplitRatio {
        let all = Self.allCases
        return all[(all.firstIndex(of: self)! + 1) % all.count]
    }

    public var previous: SplitRatio {
        let all = Self.allCases
        return all[(all.firstIndex(of: self)! + all.count - 1) % all.count]
    }
}
