import DarkscreenCore
import DarkscreenPlatform
import DarkscreenTools

/// Changes that come from files — settings.json edited by another darkscreen, `darkscreen set`
/// or an editor; a themes file reloaded — applied like a key press: the state changes, the shell
/// posts through the hub once, and only on a real change.
extension AppUpdate {
    /// Applies a settings change: the layout, the appearance setting, the committed theme (shown,
    /// as if highlighted and Enter pressed). A theme that is not in the catalog: the first theme,
    /// and a notice saying so until it exists or another is committed.
    static func applySettings(_ change: SettingsChange, to state: inout AppState) -> [AppEffect] {
        let effects = change.schedule.map { scheduleSettingChanged($0, in: &state) } ?? []
        if let ratio = change.splitRatio { state.layout.ratio = ratio }
        if let listOnRight = change.listOnRight { state.layout.listOnRight = listOnRight }
        if let mode = change.list, mode != state.list.mode {
            state.list.mode = mode
            if mode != .auto { state.list.isShown = mode == .shown }
        }
        if let statusLine = change.statusLine { state.showsStatusLine = statusLine }
        if let floor = change.minimumContrast { state.contrastFloor = floor }
        if let severity = change.lensSeverity { state.lensSeverity = severity }
        if let contexts = change.contexts { state.contextLabel = contexts.label }
        if let recent = change.recent { state.recent = recent }
        if let favourites = change.favourites {
            state.favourites = favourites
        }
        if let transition = change.transition { transitionSettingChanged(transition, in: &state) }
        if let appearance = change.appearance {
            state.appearance.inputs.settings = appearance
            state.appearance.keyOverride = nil
            state.appearance.resolve()
        }
        guard let name = change.themeName else {
            // Nothing committed: `darkscreen get` reports the first theme, and so does the ✓, even
            // when `--theme` shows another.
            if !change.showsTheme { state.committed = 0 }
            return effects
        }
        guard change.showsTheme else {
            // `--theme` chose what is shown; the ✓ stays on what settings.json has committed.
            if let index = state.catalog.index(named: name) { state.committed = index }
            return effects
        }
        if let index = state.catalog.index(named: name) {
            commitExternally(index, in: &state)
            state.missingThemeName = nil
            state.notices.missingTheme = nil
        } else {
            commitExternally(0, in: &state)
            state.missingThemeName = name
            state.notices.missingTheme = "theme \(SafeText.quoted(name)) not found; showing \(state.catalog.themes[0].name)"
        }
        return effects
    }

    /// A theme committed elsewhere: committed and shown here too.
    static func commitExternally(_ index: Int, in state: inout AppState) {
        let index = min(max(0, index), state.catalog.count - 1)
        state.committed = index
        state.highlighted = index
    }

    static func settingsSaved(themeName: String?, in state: inout AppState) {
        state.notices.settings = nil
        if let themeName, state.catalog.index(named: themeName) != nil {
            state.missingThemeName = nil
            state.notices.missingTheme = nil
        }
    }

    /// Swaps in a reloaded catalog, keeping the committed and highlighted themes by name (the
    /// first theme when one is gone); a committed theme that was missing may exist now.
    static func themesReloaded(_ catalog: ThemeCatalog?, errors: [ThemeDiagnostic], deferred: Bool, in state: inout AppState) {
        if deferred {
            if state.notices.themes == nil, let first = errors.first { state.notices.themes = short(first) }
        } else {
            state.notices.themes = catalog == nil ? (errors.first.map(short) ?? "invalid themes file") : errors.first.map(short)
        }
        guard let catalog else { return }
        replaceCatalog(catalog, in: &state)
        if !deferred, let name = state.missingThemeName, let index = catalog.index(named: name) {
            state.missingThemeName = nil
            state.notices.missingTheme = nil
            commitExternally(index, in: &state)
        }
    }

    private static func replaceCatalog(_ catalog: ThemeCatalog, in state: inout AppState) {
        guard !catalog.themes.isEmpty, catalog != state.catalog else { return }
        let committedName = state.catalog.themes[state.committed].name
        let highlightedName = state.catalog.themes[state.highlighted].name
        state.catalog = catalog
        state.committed = catalog.index(named: committedName) ?? 0
        state.highlighted = catalog.index(named: highlightedName) ?? state.committed
        refreshCategory(in: &state, movingHighlight: false)
    }

    /// A diagnostic with the file's name only (the status line is one row).
    public static func short(_ diagnostic: ThemeDiagnostic) -> Notice {
        var shortened = diagnostic
        shortened.file = diagnostic.file.lastPathComponent
        return Notice(shortened.description)
    }
}
