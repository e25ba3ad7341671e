import DarkscreenCore
import DarkscreenState
import DarkscreenPlatform
import DarkscreenTools

/// The root view: the status line on row 0 (unless hidden) and the split view below. Any size
/// draws what fits (see `ScreenLayout`): at the smallest, the theme's colour alone.
public final class ScreenView: View {
    public let statusLine = StatusLineView()
    public let split = SplitView()
    public let helpOverlay = HelpOverlayView()
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
        if state.repaintVersion != repaintVersion {
            repaintVersion = state.repaintVersion
            setNeedsDisplay()
        }
        statusLine.frame = layout.statusLine
        statusLine.show(state)
        split.show(state, layout: layout)
        helpOverlay.show(state.overlays.help, theme: state.shownTheme, in: layout.helpPanel)
    }
}
