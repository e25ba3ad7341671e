import DarkscreenCore
import DarkscreenState
import DarkscreenPlatform
import DarkscreenTools

/// The root view: the status line on row 0 (unless hidden), the split view below, the help panel
/// over it. Any size draws what fits (see `ScreenLayout`): at the smallest, the theme's colour alone.
public final class ScreenView: View {
    public let statusLine = StatusLineView()
    public let split = SplitView()
    public let helpOverlay = HelpOverlayView()

    override public init() {
        super.init()
        addSubview(statusLine)
        addSubview(split)
        addSubview(helpOverlay)
    }

    override public func rect(in state: AppState, layout: ScreenLayout) -> Rect {
        Rect(column: 0, row: 0, width: layout.size.width, height: layout.size.height)
    }
}
