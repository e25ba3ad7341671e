import DarkscreenCore
import DarkscreenState

/// The root view: the status line on row 0 and the split view below; below the minimum size
/// a centered "terminal too small" message instead.
public final class ScreenView: View {
    public static let minimumSize = ScreenLayout.minimumSize

    public let statusLine = StatusLineView()
    public let split = SplitView()
    public let helpOverlay = HelpOverlayView()
    public private(set) var isTooSmall = false
    private var repaintVersion = 0

    public init(size: Size) {
        super.init(frame: Rect(column: 0, row: 0, width: size.width, height: size.height))
        addSubview(statusLine)
        addSubview(split)
        addSubview(helpOverlay)
    }

    /// Lays the views out for the state and shows it in them (each view marks itself dirty
    /// only for what really changed).
    public func show(_ state: AppState) {
        let layout = state.screenLayout
        frame = Rect(column: 0, row: 0, width: layout.size.width, height: layout.size.height)
        if layout.isTooSmall != isTooSmall || state.repaintVersion != repaintVersion {
            isTooSmall = layout.isTooSmall
            repaintVersion = state.repaintVersion
            setNeedsDisplay()
        }
        statusLine.frame = layout.statusLine
        statusLine.show(state)
        split.show(state, layout: layout)
        helpOverlay.show(state.overlays.help, theme: state.shownTheme, in: layout.helpPanel)
    }

    /// "terminal too small (W×H, need 40×10)", wrapped to the width when it does not fit.
    public static func tooSmallMessage(for size: Size) -> String {
        "terminal too small (\(size.width)×\(size.height), need \(minimumSize.width)×\(minimumSize.height))"
    }

    override public func draw(into buffer: inout CellBuffer) {
        guard isTooSmall else { return }
        let colors = self.colors
        let style = CellStyle(foreground: colors.primary, background: colors.background)
        buffer.fill(frame, style: style)
        let lines = WordWrap.lines(Self.tooSmallMessage(for: frame.size), width: frame.width).prefix(frame.height)
        let top = max(0, (frame.height - lines.count) / 2)
        for (offset, line) in lines.enumerated() {
            let column = max(0, (frame.width - DisplayWidth.of(line)) / 2)
            buffer.write(line, at: Point(column: column, row: top + offset), maxWidth: frame.width - column, style: style)
        }
    }
}
