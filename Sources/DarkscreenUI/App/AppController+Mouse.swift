import DarkscreenCore

/// The mouse (SGR reporting): a click on a theme row highlights and applies it, a double click
/// commits it (as Enter does), the wheel scrolls the list by `wheelStep` rows without moving the
/// highlight or changing the theme (the next key brings the highlight back into view).
extension AppController {
    public static let wheelStep = 3

    func handle(mouse event: MouseEvent) -> [AppEffect] {
        guard !screen.isTooSmall, !screen.helpOverlay.isPresented else { return [] }
        switch event.action {
        case .press where event.button == 0:
            guard listPane.frame.contains(Point(column: event.column, row: event.row)),
                  let position = listPane.themeIndex(atRow: event.row) else { return [] }
            // With the filter open the rows show only the matches.
            let index = filter.map { $0.matches[position] } ?? position
            let isDouble = clicks.press(on: index)
            highlight(index)
            return isDouble ? commitHighlighted() : []
        case .wheelUp:
            listPane.scroll(by: -Self.wheelStep)
        case .wheelDown:
            listPane.scroll(by: Self.wheelStep)
        default:
            break
        }
        return []
    }
}
