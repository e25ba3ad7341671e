import DarkscreenCore

/// Row 0, darkscreen's status bar: app name and theme on the left, appearance and time on the
/// right, on `statusBackground`, text colour from the resolved status-line style.
public final class StatusLineView: View {
    public var themeName = "" { didSet { if themeName != oldValue { setNeedsDisplay() } } }
    public var appearanceLabel = "" { didSet { if appearanceLabel != oldValue { setNeedsDisplay() } } }
    public var time = "" { didSet { if time != oldValue { setNeedsDisplay() } } }
    public var message = "" { didSet { if message != oldValue { setNeedsDisplay() } } }
    /// The style requested for the status line (before `default` is resolved by appearance).
    public var requestedStyle: StatusLineStyle = .default { didSet { if requestedStyle != oldValue { setNeedsDisplay() } } }
    public var glyphs = Glyphs.unicode
    /// The colour behind the status line: `statusBackground`, or an overlay's panel colour while
    /// one is shown (iOS's view behind the status bar).
    public var backgroundRole: ThemeRole = .statusBackground { didSet { if backgroundRole != oldValue { setNeedsDisplay() } } }

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
        let right = [appearanceLabel, time].filter { !$0.isEmpty }.joined(separator: "  ") + " "
        let rightWidth = DisplayWidth.of(right)
        var left = " darkscreen  " + SafeText.escaped(themeName)
        if !message.isEmpty { left += "  " + SafeText.escaped(message) }
        let room = frame.width - rightWidth - 1
        if room >= 12 {
            buffer.write(left, at: frame.origin, maxWidth: room, style: style, ellipsis: glyphs.ellipsis)
            buffer.write(right, at: Point(column: frame.maxColumn - rightWidth, row: frame.minRow), maxWidth: rightWidth, style: style)
        } else {
            buffer.write(left, at: frame.origin, maxWidth: frame.width, style: style, ellipsis: glyphs.ellipsis)
        }
    }
}
