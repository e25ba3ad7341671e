import DarkscreenCore
import DarkscreenPlatform
import DarkscreenTools

/// The update step: `update(&state, event)` is the one place the app's state changes. It returns
/// what the shell around the loop must do (effects as values: quit, persist). No I/O, no views:
/// tested as a plain function. The parts live in `AppUpdate+…` files by topic.
public enum AppUpdate {
    public static func update(_ state: inout AppState, _ event: AppEvent) -> [AppEffect] {
        let before = ListRows(state)
        let shownBefore = ShownBefore(state)
        let memory = (state.recent, state.favourites)
        var effects = apply(event, to: &state)
        if memory != (state.recent, state.favourites), state.category == .recent || state.category == .favourites {
            refreshCategory(in: &state)
        }
        refreshContrastSafe(in: &state)
        effects += fadeAfter(event, shownBefore: shownBefore, in: &state)
        if before != ListRows(state) {
            scrollToHighlight(&state)
        }
        return effects
    }

    private static func apply(_ event: AppEvent, to state: inout AppState) -> [AppEffect] {
        switch event {
        case .input(let input, let time):
            interruptFade(by: input, in: &state)
            return handle(input, at: time, in: &state)
        case .resize(let size):
            state.size = size
            clampHelpScroll(&state)
            return state.appearance.queries.requeriesOnResizeAndFocus ? requery(state) : []
        case .clock(let time): state.time = time
        case .appearanceReported(let report): record(report, in: &state)
        case .appearanceConfigured(let inputs): configureAppearance(inputs, in: &state)
        case .terminalQueriesConfigured(let policy): state.appearance.queries = policy
        case .settingsChanged(let change): return applySettings(change, to: &state)
        case .scheduled(let reading, let msIntoSecond): return scheduled(reading, msIntoSecond: msIntoSecond, in: &state)
        case .scheduleSwitchDue: return state.appearance.schedule == nil ? [] : [.readSchedule]
        case .desktopPreferences(let preferences): state.desktop = preferences
        case .settingsSaved(let name): settingsSaved(themeName: name, in: &state)
        case .themesReloaded(let catalog, let errors, let deferred):
            themesReloaded(catalog, errors: errors, deferred: deferred, in: &state)
        case .notice(let topic, let text): state.notices[topic] = text
        case .resumed:
            // Back from Ctrl-Z: straight to the target (the terminal had its own colours meanwhile).
            endFade(in: &state)
        case .startUpHandled: state.transition.startUpHandled = true
        case .fadeFrame: return fadeFrame(in: &state)
        case .frameWritten(let took): return frameWritten(took: took, in: &state)
        case .requeryDue: return state.appearance.queries.asksTerminal ? [.queryTerminalColors] : []
        case .suspendRequested: return suspend(in: state)
        case .jobControl(let resumable): state.suspends = resumable
        }
        return []
    }

    private static func handle(_ input: InputEvent, at time: Int, in state: inout AppState) -> [AppEffect] {
        switch input {
        case .key(let key): return handle(key, at: time, in: &state)
        case .mouse(let event): return handle(mouse: event, at: time, in: &state)
        case .colorSchemeReport(let dark): return reportColorScheme(dark: dark, in: &state)
        case .colorReport(let slot, let color): return reportColor(slot, color, in: &state)
        case .focusIn:
            if state.list.mode == .auto { state.list.isShown = true }
            return focusGained(in: &state)
        case .focusOut:
            if state.list.mode == .auto { state.list.isShown = false }
            return []
        case .deviceAttributes, .cursorPositionReport, .ignored:
            // Fences and stray reports: consumed, nothing to do.
            return []
        }
    }

    private static func handle(_ key: Key, at time: Int, in state: inout AppState) -> [AppEffect] {
        // Ctrl-Z suspends whatever is open (the help, the filter) and changes nothing.
        if KeyMap.action(for: key) == .suspend { return suspend(in: state) }
        if state.overlays.help != nil { return handleHelpKey(key, in: &state) }
        if state.overlays.filter != nil { return handleFilterKey(key, in: &state) }
        guard let action = KeyMap.action(for: key) else { return [] }
        state.notices.derive = nil  // said until the next key
        // A page is the list's rows, as many with the list hidden as it would show.
        let page = max(
            1,
            ScreenLayout(
                size: state.size, split: state.layout, filterOpen: state.overlays.filter != nil,
                statusLine: state.showsStatusLine
            ).listRows)
        switch action {
        case .previous: highlight(row: (state.highlightedRow ?? 0) - 1, in: &state)
        case .next: highlight(row: state.highlightedRow.map { $0 + 1 } ?? 0, in: &state)
        case .first: highlight(row: 0, in: &state)
        case .last: highlight(row: state.rowCount - 1, in: &state)
        case .pageUp: highlight(row: (state.highlightedRow ?? 0) - page, in: &state)
        case .pageDown: highlight(row: (state.highlightedRow ?? -1) + page, in: &state)
        case .commit:
            hideListAfterChoosing(&state)
            return commitHighlighted(in: &state)
        case .revert:
            // In a category, Esc goes back to All first.
            if state.category != .all { return showCategory(.all, in: &state) }
            hideListAfterChoosing(&state)
            highlight(state.committed, in: &state)
        case .previousCategory: return showCategory(state.category.previous, in: &state)
        case .nextCategory: return showCategory(state.category.next, in: &state)
        case .toggleFavourite: return toggleFavourite(in: &state)
        case .random: showRandom(at: time, in: &state)
        case .deriveLegible: return deriveLegible(in: &state)
        case .toggleList: state.list.isShown.toggle()
        case .cycleAppearance: return cycleAppearance(in: &state)
        case .help: state.overlays.help = HelpState()
        case .filter: openFilter(in: &state)
        case .togglePreview: state.showsPreview.toggle()
        case .cycleLens: state.lens = state.lens.next
        case .quit: return [.quit]
        case .suspend: return suspend(in: state)
        case .narrowerSplit, .widerSplit, .swapSides: return changeLayout(action, in: &state)
        }
        return []
    }

    /// Ctrl-Z: stop until `fg`, where a shell can resume darkscreen (not in a pane `beside` opened).
    static func suspend(in state: AppState) -> [AppEffect] {
        state.suspends ? [.suspend] : []
    }

    /// After each frame: what `--apply` hands out follows what is shown (`LastApplied`), and a
    /// fade's frame that took longer than its slot ends the fade at its target first.
    static func frameWritten(took: Int, in state: inout AppState) -> [AppEffect] {
        if let fade = state.fade, took > fade.plan.slot { endFade(in: &state) }
        var handed = state.handedOut
        let effects = handed.effects(for: state)
        state.handedOut = handed
        return effects
    }

    /// `auto`: the choice is made (Enter, Esc), the list goes and the pane is calm again.
    static func hideListAfterChoosing(_ state: inout AppState) {
        if state.list.mode == .auto { state.list.isShown = false }
    }

    /// Commits the highlighted theme (Enter, double click); it becomes the first of Recent.
    static func commitHighlighted(in state: inout AppState) -> [AppEffect] {
        state.committed = state.highlighted
        state.commitsMade += 1
        let name = state.catalog.themes[state.committed].name
        state.recent = ThemeMemory.remembering(name, in: state.recent)
        return [.commit(themeName: name)]
    }

    /// Moves the highlight (clamped); the theme there is shown live.
    static func highlight(_ index: Int, in state: inout AppState) {
        state.highlighted = min(max(0, index), state.catalog.count - 1)
    }

    /// Moves the highlight to a row of the list (clamped; nothing in an empty list).
    static func highlight(row: Int, in state: inout AppState) {
        let count = state.rowCount
        guard count > 0 else { return }
        state.highlighted = state.theme(atRow: min(max(0, row), count - 1))
    }

    /// Keeps the highlighted row in view (after the highlight, the rows or the size changed).
    static func scrollToHighlight(_ state: inout AppState) {
        let rows = state.screenLayout.listRows
        let count = state.rowCount
        guard rows > 0, let position = state.highlightedRow else {
            state.listScroll = max(0, min(state.listScroll, max(0, count - max(rows, 0))))
            return
        }
        if position < state.listScroll { state.listScroll = position }
        if position >= state.listScroll + rows { state.listScroll = position - rows + 1 }
        state.listScroll = max(0, min(state.listScroll, max(0, count - rows)))
    }
}

extension AppState {
    /// The highlighted theme's position in the list's rows (nil when the filter hides it).
    public var highlightedRow: Int? { row(of: highlighted) }
    /// The committed theme's position in the list's rows (nil when the filter hides it).
    public var committedRow: Int? { row(of: committed) }

    private func row(of index: Int) -> Int? {
        if let filter = overlays.filter { return filter.position(of: index) }
        guard let categoryRows else { return index }
        return categoryRows.firstIndex(of: index)
    }
}

/// What brings the highlight back into view when it changes: the highlight, the list's rows (the
/// catalog, the category's, the filter's matches), the window's size and whether the list shows.
private struct ListRows: Equatable {
    var highlighted: Int
    var catalog: ThemeCatalog
    var categoryRows: [Int]?
    var matches: [Int]?
    var size: Size
    var listShown: Bool

    init(_ state: AppState) {
        highlighted = state.highlighted
        catalog = state.catalog
        categoryRows = state.categoryRows
        matches = state.overlays.filter?.matches
        size = state.size
        listShown = state.list.isShown
    }
}
