import DarkscreenCore
import DarkscreenPlatform
import DarkscreenTools

/// The `/` filter: typing narrows the list live; Up/Down move within the matches and show them;
/// Enter commits; Esc clears the filter and returns to the full list with the highlight restored.
extension AppUpdate {
    static func openFilter(in state: inout AppState) {
        state.overlays.filter = ThemeFilter(catalog: state.catalog, candidates: state.categoryRows, highlightBefore: state.highlighted)
    }

    static func handleFilterKey(_ key: Key, in state: inout AppState) -> [AppEffect] {
        // Typing changes the filter in place (a copy would copy the typed text for every character).
        switch key {
        case .backspace:
            guard state.overlays.filter?.text.isEmpty == false else { return [] }
            state.overlays.filter?.deleteLast()
            showMatches(in: &state)
            return []
        case .character(let character):
            state.overlays.filter?.append(character, catalog: state.catalog)
            showMatches(in: &state)
            return []
        default:
            break
        }
        guard let filter = state.overlays.filter else { return [] }
        switch key {
        case .escape:
            closeFilter(in: &state)
            highlight(filter.highlightBefore, in: &state)
            // The category changed while filtering and no longer has that theme: its first.
            if state.highlightedRow == nil { highlight(row: 0, in: &state) }
        case .enter:
            guard filter.position(of: state.highlighted) != nil else { return [] }
            closeFilter(in: &state)
            return commitHighlighted(in: &state)
        case .up, .down:
            guard !filter.matches.isEmpty else { return [] }
            let position = filter.position(of: state.highlighted) ?? -1
            let next = key == .up ? max(0, position - 1) : min(filter.matches.count - 1, position + 1)
            highlight(filter.matches[max(0, next)], in: &state)
        case .left: return showCategory(state.category.previous, in: &state)
        case .right: return showCategory(state.category.next, in: &state)
        case .controlC:
            return [.quit]
        default:
            break
        }
        return []
    }

    /// Keeps the highlight when it still matches; else the first match, shown live.
    private static func showMatches(in state: inout AppState) {
        guard let filter = state.overlays.filter else { return }
        if filter.position(of: state.highlighted) == nil, let first = filter.matches.first {
            highlight(first, in: &state)
        }
    }

    private static func closeFilter(in state: inout AppState) {
        state.overlays.filter = nil
    }
}
