import DarkscreenCore
import DarkscreenPlatform
import DarkscreenTools

/// The picker's categories (← →, Esc back to All), favourites (`f`), a random theme (`r`), a
/// legible variant (`d` in the preview) and the desktop's high contrast.
extension AppUpdate {
    /// Shows `category`: the highlight stays on its theme when the category has it, else goes to
    /// the category's first theme (an empty category leaves it where it was). The `/` filter, when
    /// open, searches the new category.
    static func showCategory(_ category: ThemeCategory, in state: inout AppState) -> [AppEffect] {
        state.category = category
        refreshCategory(in: &state)
        return []
    }

    /// The category's rows worked out again (the category, the catalog, the recent themes or the
    /// favourites changed); the highlight as `showCategory` says.
    static func refreshCategory(in state: inout AppState, movingHighlight: Bool = true) {
        state.categoryRows = state.category.members(of: state.catalog, recent: state.recent, favourites: state.favourites)
        if var filter = state.overlays.filter {
            filter.refilter(catalog: state.catalog, candidates: state.categoryRows)
            state.overlays.filter = filter
        }
        if movingHighlight && state.highlightedRow == nil { highlight(row: 0, in: &state) }
    }

    /// `f`: marks the highlighted theme as a favourite, or unmarks it; state.json keeps it.
    static func toggleFavourite(in state: inout AppState) -> [AppEffect] {
        let name = state.catalog.themes[state.highlighted].name
        let marked = !state.isFavourite(state.highlighted)
        state.favourites = ThemeMemory.marking(name, marked: marked, in: state.favourites)
        return [.favourite(themeName: name, marked: marked)]
    }

    /// `r`: a random theme of the category, highlighted and so shown live (`RandomRound`).
    static func showRandom(at time: Int, in state: inout AppState) {
        let members = state.categoryRows ?? Array(state.catalog.themes.indices)
        guard
            let index = state.randomRound.draw(
                from: members, current: state.highlighted,
                time: time)
        else { return }
        state.highlighted = index
    }

    /// `d` in the preview: a variant of the highlighted theme legible at the `minimumContrast`
    /// floor is added to the user's themes (the shell writes it and says so in the status line).
    static func deriveLegible(in state: inout AppState) -> [AppEffect] {
        guard state.showsPreview else {
            state.notices.derive = Notice("d derives a legible variant in the preview", action: "press p first")
            return []
        }
        return [.deriveLegible(state.catalog.themes[state.highlighted], floor: state.contrastFloor)]
    }

    /// After every event: with high contrast asked for, the shown and committed themes' contrast-safe
    /// variants, worked out again only when a theme or the floor changed.
    static func refreshContrastSafe(in state: inout AppState) {
        guard state.desktop.highContrast else {
            state.contrastSafe = nil
            return
        }
        let shown = state.catalog.themes[state.highlighted], committed = state.catalog.themes[state.committed]
        if let safe = state.contrastSafe, safe.isFor(shown: shown, committed: committed, floor: state.contrastFloor) { return }
        state.contrastSafe = ContrastSafeThemes(shown: shown, committed: committed, floor: state.contrastFloor, previous: state.contrastSafe)
    }
}

/// The desktop asks for high contrast: the shown and committed themes through their contrast-safe
/// variants (`ThemeContrastRepair`, as `darkscreen derive --contrast` makes them, with the
/// `minimumContrast` floor), under their own names.
public struct ContrastSafeThemes: Equatable, Sendable {
    public let floor: ContrastFloor
    let shownSource: Theme
    let committedSource: Theme
    public let shown: Theme
    public let committed: Theme

    public init(shown: Theme, committed: Theme, floor: ContrastFloor, previous: ContrastSafeThemes? = nil) {
        self.floor = floor
        shownSource = shown
        committedSource = committed
        func safe(_ theme: Theme) -> Theme {
            if let previous, previous.floor == floor {
                if previous.shownSource == theme { return previous.shown }
                if previous.committedSource == theme { return previous.committed }
            }
            return ThemeContrastRepair.repaired(theme, floor: floor, name: theme.name)
        }
        self.shown = safe(shown)
        self.committed = safe(committed)
    }

    func isFor(shown: Theme, committed: Theme, floor: ContrastFloor) -> Bool {
        self.floor == floor && shownSource == shown && committedSource == committed
    }
}
