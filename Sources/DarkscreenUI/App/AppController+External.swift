import DarkscreenCore

/// Changes that come from outside the keyboard — settings.json edited by another darkscreen,
/// `darkscreen set` or an editor; a themes file reloaded — applied through the same hub path
/// as a key press, so every registered view re-themes once, and only on a real change.
extension AppController {
    /// Commits and shows the theme at `index` (clamped), as if it was highlighted and Enter pressed.
    public func applyExternalCommit(_ index: Int) {
        let index = min(max(0, index), catalog.count - 1)
        committed = index
        highlighted = index
        syncViews()
    }

    /// Applies a settings file's layout and theme. A theme name that is not in the catalog is
    /// ignored here (the caller says so); returns whether the theme name was found.
    @discardableResult
    public func applyExternalSettings(_ settings: Settings) -> Bool {
        if let ratio = settings.splitRatio.flatMap(SplitRatio.init(rawValue:)), ratio != screen.split.ratio {
            screen.split.ratio = ratio
        }
        if settings.listOnRight != screen.split.listOnRight {
            screen.split.listOnRight = settings.listOnRight
        }
        guard let name = settings.themeName else { return true }
        guard let index = catalog.index(named: name) else { return false }
        applyExternalCommit(index)
        return true
    }

    /// Swaps in a reloaded catalog, keeping the committed and highlighted themes by name (the
    /// first theme when one is gone). The hub posts only if the shown theme really changed.
    public func replaceCatalog(_ newCatalog: ThemeCatalog) {
        guard !newCatalog.themes.isEmpty, newCatalog != catalog else { return }
        let committedName = catalog.themes[committed].name
        let highlightedName = catalog.themes[highlighted].name
        catalog = newCatalog
        committed = newCatalog.index(named: committedName) ?? 0
        highlighted = newCatalog.index(named: highlightedName) ?? committed
        if var current = filter {
            current.update(text: current.text, catalog: newCatalog)
            filter = current
            listPane.names = current.matches.map { newCatalog.themes[$0].name }
        } else {
            listPane.names = newCatalog.names
        }
        syncViews()
    }
}
