import DarkscreenCore
import DarkscreenState
import DarkscreenUI

/// Read-only views of the state and start-up settings sent as events, for the tests.
extension AppController {
    public var catalog: ThemeCatalog { state.catalog }
    public var highlighted: Int { state.highlighted }
    public var committed: Int { state.committed }
    public var filter: ThemeFilter? { state.overlays.filter }
    public var splitRatio: SplitRatio { state.layout.ratio }
    public var listOnRight: Bool { state.layout.listOnRight }
    public var listPane: ThemeListView { screen.split.listPane }
    /// The status-line styles requested by what is on screen.
    public var statusStyles: StatusLineStyleStack { state.statusLineStyles }
    public var shownSurroundings: Surroundings { state.shownSurroundings }
    public var committedSurroundings: Surroundings { state.committedSurroundings }

    /// Sets everything that decides the appearance (at start-up).
    public func configureAppearance(_ inputs: AppearanceResolver) {
        handle(.appearanceConfigured(inputs))
    }

    /// When the terminal's colours are asked again while running (see `TerminalQueryPolicy`).
    public func setTerminalQueries(_ policy: TerminalQueryPolicy) {
        handle(.terminalQueriesConfigured(policy))
    }

    /// Highlights the theme at `index` (clamped) and shows it.
    public func highlight(_ index: Int) {
        handle(.highlight(index))
    }
}
