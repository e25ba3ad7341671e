import DarkscreenCore
import DarkscreenPlatform
import DarkscreenTools

/// The layout keys, the mouse and the help panel's keys.
extension AppUpdate {
    public static let wheelStep = 3

    /// `[` and `]` step the list pane's share through 1/3, 1/2, 2/3 (the iPad Split View sizes),
    /// `s` swaps the panes' sides; each change is reported so it can be saved.
    static func changeLayout(_ action: KeyMap.Action, in state: inout AppState) -> [AppEffect] {
        switch action {
        case .narrowerSplit: state.layout.ratio = state.layout.ratio.previous
        case .widerSplit: state.layout.ratio = state.layout.ratio.next
        case .swapSides: state.layout.listOnRight.toggle()
        default: return []
        }
        return [.layoutChanged(ratio: state.layout.ratio, listOnRight: state.layout.listOnRight)]
    }

    /// A click on a theme row highlights and shows it, a double click commits it (as Enter does),
    /// the wheel scrolls the list by `wheelStep` rows without moving the highlight.
    static func handle(mouse event: MouseEvent, at time: Int, in state: inout AppState) -> [AppEffect] {
        let layout = state.screenLayout
        guard state.overlays.help == nil else { return [] }
        // `auto`: a click on the calm pane brings the list (the click is not also a choice).
        if !state.list.isShown, state.list.mode == .auto, event.action == .press {
            state.list.isShown = true
            return []
        }
        let count = state.rowCount
        switch event.action {
        case .press where event.button == 0:
            guard
                let position = layout.listRow(
                    at: Point(column: event.column, row: event.row), scroll: state.listScroll,
                    rowCount: count)
            else { return [] }
            // With the filter open the rows show only the matches.
            let index = state.theme(atRow: position)
            let isDouble = state.clicks.press(on: index, at: time)
            highlight(index, in: &state)
            return isDouble ? commitHighlighted(in: &state) : []
        case .wheelUp:
            state.listScroll = max(0, state.listScroll - wheelStep)
        case .wheelDown:
            state.listScroll = max(0, min(state.listScroll + wheelStep, max(0, count - layout.listRows)))
        default:
            break
        }
        return []
    }

    /// Esc and `?` close the help; Up/Down/k/j, PgUp/PgDn, Home/End scroll it when it does not
    /// fit; the keys behind it do nothing (Ctrl-C still quits).
    static func handleHelpKey(_ key: Key, in state: inout AppState) -> [AppEffect] {
        guard var help = state.overlays.help else { return [] }
        let height = state.screenLayout.helpPanel.height
        let page = max(1, HelpState.rows(inPanelHeight: height))
        switch key {
        case .escape, .character("?"):
            state.overlays.help = nil
            return []
        case .controlC: return [.quit]
        case .up, .character("k"): help.scroll -= 1
        case .down, .character("j"): help.scroll += 1
        case .pageUp: help.scroll -= page
        case .pageDown: help.scroll += page
        case .home: help.scroll = 0
        case .end: help.scroll = Int.max / 2
        default: return []
        }
        let rowCount = HelpContent.rowCount(for: state.shownTheme)
        help.scroll = max(0, min(help.scroll, HelpState.maximumScroll(inPanelHeight: height, rowCount: rowCount)))
        state.overlays.help = help
        return []
    }

    /// After a resize the help panel's scroll stays within what it can show.
    static func clampHelpScroll(_ state: inout AppState) {
        guard var help = state.overlays.help else { return }
        let limit = HelpState.maximumScroll(
            inPanelHeight: state.screenLayout.helpPanel.height,
            rowCount: HelpContent.rowCount(for: state.shownTheme))
        guard help.scroll > limit else { return }
        help.scroll = limit
        state.overlays.help = help
    }
}

/// Tells a double click from two single ones: a second press on the same theme within
/// `interval` milliseconds. The time comes with the press (the input event carries it), so the
/// state holds no clock and the same events always give the same state.
public struct ClickTracker: Equatable, Sendable {
    public static let interval = 400
    private var last: Press?

    private struct Press: Equatable, Sendable {
        var index: Int
        var time: Int
    }

    public init() {}

    /// Records a press on the theme at `index` at `time` (ms); true when it completes a double click.
    public mutating func press(on index: Int, at time: Int) -> Bool {
        if let last, last.index == index, time - last.time >= 0, time - last.time <= Self.interval {
            self.last = nil  // a third press starts a new click
            return true
        }
        last = Press(index: index, time: time)
        return false
    }
}
