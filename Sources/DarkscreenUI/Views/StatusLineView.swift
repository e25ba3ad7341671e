import DarkscreenCore
import DarkscreenState

/// Row 0, darkscreen's status bar: app name and theme on the left, appearance and time on the
/// right, on `statusBackground`, text colour from the resolved status-line style.
public final class StatusLineView: View {
    /// What the status line says, taken from the app's state.
    public struct Content: Equatable, Sendable {
        public var themeName = ""
        public var appearanceLabel = ""
        public var time = ""
        public var message = ""
        public var symbols = SymbolSet.unicode
    }

    public private(set) var content = Content()
    /// The style shown, as `StatusLineResolution` decided it (text colour, contrast fallback).
    public private(set) var resolution: StatusLineResolution?
    /// The colour behind the status line: `statusBackground`, or an overlay's panel colour while
    /// one is shown (iOS's view behind the status bar).
    public private(set) var backgroundRole: ThemeRole = .statusBackground

    public var background: RGB { colors[backgroundRole] }

    /// The content style in force (light or dark text).
    public var resolvedStyle: StatusLineStyle {
        resolution?.style ?? StatusLineStyle.default.resolved(for: traits.appearance)
    }

    /// Shows the state's theme name, appearance, time and notices.
    public func show(_ state: AppState) {
        let appearance = state.appearance.traits.appearance.resolved.rawValue
        let label = state.appearance.sourceLabel
        let content = Content(themeName: state.shownTheme.name,
                              appearanceLabel: label.isEmpty ? appearance : "\(appearance) · \(label)",
                              time: state.time, message: state.notices.text, symbols: state.symbols)
        guard content != self.content else { return }
        self.content = content
        setNeedsDisplay()
    }

    /// Shows the text as `resolution` says, on the colour of `backgroundRole`.
    public func show(_ resolution: StatusLineResolution, on backgroundRole: ThemeRole) {
        guard resolution != self.resolution || backgroundRole != self.backgroundRole else { return }
        self.resolution = resolution
        self.backgroundRole = backgroundRole
        setNeedsDisplay()
    }

    public var textStyle: CellStyle {
        let text = resolution?.textColor ?? StatusLineStyle.default.resolved(for: traits.appearance).textColor
        return CellStyle(foreground: text, background: background, attributes: [.bold], monochrome: [.reverse])
    }

    static let narrowestText = 5

    override public func draw(into buffer: inout CellBuffer) {
        let style = textStyle
        buffer.fill(frame, style: style)
        // Narrower than " da…" the text would be an ellipsis alone: the colour says enough.
        guard frame.width >= Self.narrowestText else { return }
        let content = self.content, symbols = content.symbols
        // Concatenated by hand: the generic `joined(separator:)` costs a protocol-conformance scan
        // of the whole binary on first use (~180,000 instructions on the start-up path).
        var right = content.appearanceLabel
        if !content.time.isEmpty { right += right.isEmpty ? content.time : "  " + content.time }
        right += " "
        let rightWidth = DisplayWidth.of(right)
        var left = " darkscreen  " + symbols.safe(content.themeName)
        if !content.message.isEmpty { left += "  " + symbols.safe(content.message) }
        let room = frame.width - rightWidth - 1
        if room >= 12 {
            buffer.write(left, at: frame.origin, maxWidth: room, style: style, ellipsis: symbols.ellipsis)
            buffer.write(right, at: Point(column: frame.maxColumn - rightWidth, row: frame.minRow), maxWidth: rightWidth, style: style)
        } else {
            buffer.write(left, at: frame.origin, maxWidth: frame.width, style: style, ellipsis: symbols.ellipsis)
        }
    }
}
