import DarkscreenCore

/// The `?` overlay: every key and what it does, in a panel over the split view. The panel is in
/// the theme's `primary` with `background` text; while it is shown, the status line sits on the
/// panel's colour and asks for the content style that is legible on it.
public final class HelpOverlayView: View, StatusLineStyleProviding {
    public static let entries: [(keys: String, does: String)] = [
        ("Up Down  k j", "move and apply a theme live"),
        ("Home End PgUp PgDn", "first, last, a page"),
        ("Enter", "commit the highlighted theme"),
        ("Esc", "back to the committed theme"),
        ("/", "filter the list (Esc clears)"),
        ("a", "appearance: auto, light, dark"),
        ("[  ]", "split: 1/3, 1/2, 2/3"),
        ("s", "swap the panes"),
        ("mouse", "click applies, double click commits"),
        ("?  Esc", "close this help"),
        ("q  Ctrl-C", "quit"),
    ]

    public private(set) var isPresented = false

    override public var redrawsWithSiblings: Bool { true }

    /// Light content on a dark panel, dark content on a light one.
    public var preferredStatusLineStyle: StatusLineStyle? {
        colors.primary.isLight ? .darkContent : .lightContent
    }

    public var childForStatusLineStyle: StatusLineStyleProviding? { nil }

    /// Shows the state's help panel (or none), centred in `area` (the split view).
    public func show(_ help: HelpState?, in area: Rect) {
        let presented = help != nil
        if presented != isPresented {
            isPresented = presented
            // What the panel covered is drawn again when it closes.
            if !presented { superview?.setNeedsDisplay() } else { setNeedsDisplay() }
        }
        layout(in: area)
    }

    /// Centres the panel in `area`, or hides it when it is not presented.
    private func layout(in area: Rect) {
        guard isPresented else {
            frame = Rect(column: 0, row: 0, width: 0, height: 0)
            return
        }
        let width = min(area.width - 2, 60)
        let height = min(area.height, Self.entries.count + 4)
        frame = Rect(column: area.minColumn + (area.width - width) / 2, row: area.minRow + (area.height - height) / 2,
                     width: max(0, width), height: max(0, height))
    }

    override public func draw(into buffer: inout CellBuffer) {
        let colors = self.colors
        let panel = CellStyle(foreground: colors.background, background: colors.primary, monochrome: [.reverse])
        let title = CellStyle(foreground: colors.background, background: colors.primary, attributes: [.bold, .underline], monochrome: [.reverse, .bold])
        let key = CellStyle(foreground: colors.background, background: colors.primary, attributes: [.bold], monochrome: [.reverse, .bold])
        buffer.fill(frame, style: panel)
        buffer.write(" Keys", at: Point(column: frame.minColumn + 1, row: frame.minRow), maxWidth: frame.width - 2, style: title)
        let keyWidth = 20
        for (offset, entry) in Self.entries.enumerated() {
            let row = frame.minRow + 2 + offset
            guard row < frame.maxRow - 1 else { break }
            buffer.write(" " + entry.keys, at: Point(column: frame.minColumn + 1, row: row), maxWidth: keyWidth, style: key)
            buffer.write(entry.does, at: Point(column: frame.minColumn + 1 + keyWidth, row: row),
                         maxWidth: frame.width - keyWidth - 2, style: panel)
        }
    }
}
