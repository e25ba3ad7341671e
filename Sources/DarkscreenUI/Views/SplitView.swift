import DarkscreenCore
import DarkscreenState
import DarkscreenPlatform
import DarkscreenTools

/// The split view: the theme list pane (a fraction of the width), a separator, the companion
/// pane filling the rest. Either side can hold the list.
public final class SplitView: View {
    public let listPane = ThemeListView()
    public let separator = SeparatorView()
    public let companion = CompanionPaneView()
    /// The list pane's share of the width (1/3, 1/2 or 2/3 in iPad Split View) and its side, as shown.
    public private(set) var ratio = SplitRatio.oneThird
    public private(set) var listOnRight = false

    override public init(frame: Rect = Rect(column: 0, row: 0, width: 0, height: 0)) {
        super.init(frame: frame)
        addSubview(listPane)
        addSubview(separator)
        addSubview(companion)
    }

    /// Places the panes where `layout` says and shows the state in them.
    public func show(_ state: AppState, layout: ScreenLayout) {
        if state.layout.ratio != ratio || state.layout.listOnRight != listOnRight {
            ratio = state.layout.ratio
            listOnRight = state.layout.listOnRight
            setNeedsDisplay()
        }
        frame = layout.split
        listPane.show(state, in: layout.list)
        separator.show(glyph: state.symbols.separator, in: layout.separator)
        companion.show(preview: state.showsPreview, theme: state.highlighted, floor: state.contrastFloor, lens: state.lens,
                       severity: state.lensSeverity, in: layout.companion)
        if companion.overrideAppearance != state.companionAppearance { companion.overrideAppearance = state.companionAppearance }
    }
}

/// The one-column line between the panes, in `separator`.
public final class SeparatorView: View {
    public private(set) var glyph: Character = SymbolSet.unicode.separator

    public func show(glyph: Character, in frame: Rect) {
        self.frame = frame
        guard glyph != self.glyph else { return }
        self.glyph = glyph
        setNeedsDisplay()
    }

    override public func draw(into buffer: inout CellBuffer) {
        let colors = self.colors
        let style = CellStyle(foreground: colors.separator, background: colors.background)
        for row in frame.minRow..<frame.maxRow {
            buffer.write(String(glyph), at: Point(column: frame.minColumn, row: row), maxWidth: frame.width, style: style)
        }
    }
}
