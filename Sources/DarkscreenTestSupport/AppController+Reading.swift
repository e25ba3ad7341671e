import DarkscreenCore
import DarkscreenState
import DarkscreenUI
import DarkscreenPlatform
import DarkscreenTools

/// Read-only views of the state and start-up settings sent as events, for the tests.
extension AppController {
    public var catalog: ThemeCatalog { state.catalog }
    public var highlighted: Int { state.highlighted }
    public var committed: Int { state.committed }
    public var filter: ThemeFilter? { state.overlays.filter }
    public var splitRatio: SplitRatio { state.layout.ratio }
    public var listOnRight: Bool { state.layout.listOnRight }
    /// The names the list shows, top to bottom.
    public var listNames: [String] { (0..<state.rowCount).map { state.catalog.themes[state.theme(atRow: $0)].name } }
    /// The status-line styles requested by what is on screen.
    public var statusStyles: [StatusLineStyle] { state.statusLineRequests }
    public var shownAppliedTheme: AppliedTheme { state.shownAppliedTheme }
    public var committedAppliedTheme: AppliedTheme { state.committedAppliedTheme }

    /// Sets everything that decides the appearance (at start-up).
    public func configureAppearance(_ inputs: AppearanceInputs) {
        handle(.appearanceConfigured(inputs))
    }

    /// When the terminal's colours are asked again while running (see `TerminalQueryPolicy`).
    public func setTerminalQueries(_ policy: TerminalQueryPolicy) {
        handle(.terminalQueriesConfigured(policy))
    }

    /// Highlights the theme at `index` (clamped) and shows it, as the keys do (Home, Up, Down).
    public func highlight(_ index: Int) {
        let index = min(max(0, index), catalog.count - 1)
        if index == 0 { handle(.input(.key(.home))) }
        for _ in 0..<catalog.count where highlighted != index {
            handle(.input(.key(highlighted < index ? .down : .up)))
        }
    }
}
