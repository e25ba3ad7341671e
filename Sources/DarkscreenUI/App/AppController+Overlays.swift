import DarkscreenCore

/// The help overlay (`?`) and the filter prompt (`/`): while one is open it gets the keys.
extension AppController {
    // MARK: help

    func showHelp() {
        screen.helpOverlay.isPresented = true
        screen.layoutOverlays()
        screen.helpOverlay.setNeedsDisplay()
        syncStatusLineStyle() // pushes the overlay's style (on appear)
    }

    func dismissHelp() {
        screen.helpOverlay.isPresented = false
        if let request = helpRequest { statusStyles.pop(request.token) } // pops exactly its own (on disappear)
        helpRequest = nil
        screen.layoutOverlays()
        screen.setNeedsDisplay() // what the panel covered
        syncStatusLineStyle()
    }

    /// Only Esc and `?` close the help; the keys behind it do nothing (Ctrl-C still quits).
    func handleHelpKey(_ key: Key) -> [AppEffect] {
        switch key {
        case .escape, .character("?"): dismissHelp()
        case .controlC: return [.quit]
        default: break
        }
        return []
    }

    // MARK: filter

    func openFilter() {
        filter = ThemeFilter(catalog: catalog, highlightBefore: highlighted)
        listPane.filterPrompt = ""
        syncFilterList()
    }

    /// Typing narrows the list live; Up/Down move within the matches and apply; Enter commits;
    /// Esc clears the filter and returns to the full list with the highlight restored.
    func handleFilterKey(_ key: Key) -> [AppEffect] {
        guard var current = filter else { return [] }
        switch key {
        case .escape:
            closeFilter()
            highlight(current.highlightBefore)
        case .enter:
            guard current.matches.contains(highlighted) else { return [] }
            closeFilter()
            return commitHighlighted()
        case .up, .down:
            guard let position = current.matches.firstIndex(of: highlighted) ?? (current.matches.isEmpty ? nil : -1) else { return [] }
            let next = key == .up ? max(0, position - 1) : min(current.matches.count - 1, position + 1)
            highlight(current.matches[max(0, next)])
        case .backspace:
            guard !current.text.isEmpty else { return [] }
            current.update(text: String(current.text.dropLast()), catalog: catalog)
            apply(current)
        case .character(let character):
            current.update(text: current.text + String(character), catalog: catalog)
            apply(current)
        case .controlC:
            return [.quit]
        default:
            break
        }
        return []
    }

    private func apply(_ updated: ThemeFilter) {
        filter = updated
        listPane.filterPrompt = updated.text
        syncFilterList()
        // Keep the highlight when it still matches; else the first match, applied live.
        if !updated.matches.contains(highlighted), let first = updated.matches.first {
            highlight(first)
        } else {
            syncViews()
        }
    }

    private func syncFilterList() {
        guard let filter else { return }
        listPane.names = filter.matches.map { catalog.themes[$0].name }
        syncViews()
    }

    private func closeFilter() {
        filter = nil
        listPane.filterPrompt = nil
        listPane.names = catalog.names
        syncViews()
    }
}
