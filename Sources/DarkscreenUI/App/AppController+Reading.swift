import DarkscreenCore

/// Read-only views of the state, and the start-up settings, for the launch code.
extension AppController {
    public var catalog: ThemeCatalog { state.catalog }
    public var highlighted: Int { state.highlighted }
    public var committed: Int { state.committed }
    public var filter: ThemeFilter? { state.overlays.filter }
    public var splitRatio: SplitRatio { state.layout.ratio }
    public var listOnRight: Bool { state.layout.listOnRight }
    public var listPane: ThemeListView { screen.split.listPane }

    /// The clock that tells double clicks (replaceable for tests).
    public var clicks: ClickTracker {
        get { state.clicks }
        set { state.clicks = newValue }
    }

    /// Sets everything that decides the appearance (at start-up).
    public func configureAppearance(_ inputs: AppearanceResolver) {
        handle(.appearanceConfigured(inputs))
    }

    /// Highlights the theme at `index` (clamped) and shows it.
    public func highlight(_ index: Int) {
        handle(.highlight(index))
    }
}
