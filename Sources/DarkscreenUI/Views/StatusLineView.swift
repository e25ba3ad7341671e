import DarkscreenCore

/// Row 0, darkscreen's status bar: app name and theme on the left, appearance and time on the
/// right, on `statusBackground`, text colour from the resolved status-line style.
public final class StatusLineView: View {
    /// What the status line says, taken from the app's state.
    public struct Content: Equatable, Sendable {
        public var themeName = ""
        public var appearanceLabel = ""
        public var time = ""
        public var message = ""
        public var glyphs = Glyphs.unicode
    }

    public private(set) var content = Content()
    /// The style requested for the status line (before `default` is resolved by appearance).
    public private(set) var requestedStyle: StatusLineStyle = .default
    /// The colour behind the status line: `statusBackground`, or an overlay's panel colour while
    /// one is shown (iOS's view behind the status bar).
    public private(set) var backgroundRole: ThemeRole = .statusBackground

    /// Shows the state's theme name, appearance, time and notices.
    public func show(_ state: AppState) {
        let appearance = state.appearance.traits.appearance.resolved.rawValue
        let label = state.appearance.sourceLabel
        let content = Content(themeName: state.shownTheme.name,
                              appearanceLabel: label.isEmpty ? appearance : "\(appearance) · \(label)",
                              time: state.time, message: state.notices.text, glyphs: state.glyphs)
        guard content != self.content else { return }
        self.content = content
        setNeedsDisplay()
    }

    /// Shows the text in `style` on the colour of `backgroundRole`.
    public func show(style: StatusLineStyle, on backgroundRole: ThemeRole) {
        guard style != requestedStyle || backgroundRole != self.backgroundRole else { return }
        requestedStyle = style
        self.backgroundRole = backgroundRole
        setNeedsDisplay()
    }

    public var background: RGB { colors[backgroundRole] }

    /// The style shown: `default` resolved by this view's appearance, then the other content
    /// colour if the text would have a contrast below 3:1 on the background.
    public var resolvedStyle: StatusLineStyle {
        StatusLineResolution.legible(requestedStyle.resolved(for: traits.appearance), on: background).0
    }

    /// Whether the contrast fallback is in force right now.
    public var usesContrastFallback: Bool {
        StatusLineResolution.legible(requestedStyle.resolved(for: traits.appearance), on: background).1
    }

    public var textStyle: CellStyle {
        CellStyle(foreground: resolvedStyle.textColor, background: background, attributes: [.bold], monochrome: [.reverse])
    }

    override public func draw(into buffer: inout CellBuffer) {
        let style = textStyle
        buffer.fill(frame, style: style)
        let content = self.content, glyphs = content.glyphs
        let right = [content.appearanceLabel, content.time].filter { !$0.isEmpty }.joined(separator: "  ") + " "
        let rightWidth = DisplayWidth.of(right)
        var left = " darkscreen  " + SafeText.escaped(content.themeName)
        if !content.message.isEmpty { left += "  " + SafeText.escaped(content.message) }
        let room = frame.width - rightWidth - 1
        if room >= 12 {
            buffer.write(left, at: frame.origin, maxWidth: room, style: style, ellipsis: glyphs.ellipsis)
            buffer.write(right, at: Point(column: frame.maxColumn - rightWidth, row: frame.minRow), maxWidth: rightWidth, style: style)
        } else {
            buffer.write(left, at: frame.origin, maxWidth: frame.width, style: style, ellipsis: glyphs.ellipsis)
        }
    }
}
