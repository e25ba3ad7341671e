import DarkscreenCore
import DarkscreenState
import DarkscreenPlatform
import DarkscreenTools

/// Row 0, darkscreen's status bar: app name and theme on the left, appearance and time on the
/// right, on `statusBackground`, text colour from the resolved status-line style.
public final class StatusLineView: View {
    /// What the status line says, taken from the app's state.
    public struct Content: Equatable, Sendable {
        public var themeName = ""
        /// The list's category when it is not All ("Dark", "Favourites").
        public var category: String?
        /// The desktop asks for high contrast: the theme is shown through its contrast-safe variant.
        public var highContrast = false
        /// "dark", "light".
        public var appearanceLabel = ""
        /// Where the appearance came from ("terminal background"); empty when it says nothing.
        public var appearanceSource = ""
        public var time = ""
        /// The notices (what happened, and what to do).
        public var notice: Notice?
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
        let content = Content(themeName: state.shownTheme.name, category: state.category == .all ? nil : state.category.title,
                              highContrast: state.contrastSafe != nil,
                              appearanceLabel: appearance, appearanceSource: label,
                              time: state.time, notice: state.notices.combined, symbols: state.symbols)
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
        // What goes first when the line is narrow: the clock, the appearance's source, the word
        // "darkscreen", the appearance, the category; the theme's name is the last thing cut.
        let (name, right) = Self.fitting(content, width: frame.width, symbols: symbols)
        let rightWidth = DisplayWidth.of(right)
        var left = name
        var showsRight = !right.isEmpty
        if let notice = content.notice.map({ Notice(symbols.safe($0.text), action: $0.action.map(symbols.safe)) }) {
            // The notice's action is never the part cut: when it does not fit beside the name and
            // the appearance, the appearance and time give way, then the name.
            let essential = notice.essentialWidth(ellipsis: symbols.ellipsis)
            let besideName = frame.width - DisplayWidth.of(name) - 2
            if showsRight && besideName - rightWidth - 1 < essential { showsRight = false }
            let room = besideName - (showsRight ? rightWidth + 1 : 0)
            if room >= essential {
                left += "  " + notice.fitted(width: room, ellipsis: symbols.ellipsis)
            } else {
                left = " " + notice.fitted(width: frame.width - 1, ellipsis: symbols.ellipsis)
            }
        }
        if showsRight {
            buffer.write(left, at: frame.origin, maxWidth: frame.width - rightWidth - 1, style: style, ellipsis: symbols.ellipsis)
            buffer.write(right, at: Point(column: frame.maxColumn - rightWidth, row: frame.minRow), maxWidth: rightWidth, style: style)
        } else {
            buffer.write(left, at: frame.origin, maxWidth: frame.width, style: style, ellipsis: symbols.ellipsis)
        }
    }

    /// The left part (name) and the right part (appearance, time) that fit in `width`, dropping
    /// first the clock, then the appearance's source, the word "darkscreen", the appearance and the
    /// category, so the theme's name is whole whenever it fits at all; when even it alone does not,
    /// it is the one part shown, cut with "…".
    static func fitting(_ content: Content, width: Int, symbols: SymbolSet) -> (left: String, right: String) {
        let themeName = symbols.safe(content.themeName)
        let category = content.category.map { "[\($0)] " } ?? ""
        // Concatenated by hand: the generic `joined(separator:)` scans every protocol conformance
        // of the binary on first use, on the way to the first frame (DECISIONS.md).
        func right(source: Bool, time: Bool, appearance: Bool = true) -> String {
            var text = appearance ? content.appearanceLabel : ""
            if source && appearance && !content.appearanceSource.isEmpty { text += " · " + content.appearanceSource }
            if content.highContrast { text = text.isEmpty ? "HC" : "HC · " + text }
            if time && !content.time.isEmpty { text += text.isEmpty ? content.time : "  " + content.time }
            return text.isEmpty ? "" : text + " "
        }
        let full = " darkscreen  " + category + themeName
        let choices: [(String, String)] = [
            (full, right(source: true, time: true)),
            (full, right(source: true, time: false)),
            (full, right(source: false, time: false)),
            (" " + category + themeName, right(source: false, time: false)),
            (" " + category + themeName, right(source: false, time: false, appearance: false)),
            (" " + category + themeName, ""),
        ]
        for (left, right) in choices {
            let rightWidth = DisplayWidth.of(right)
            if DisplayWidth.of(left) + (right.isEmpty ? 0 : rightWidth + 1) <= width { return (left, right) }
        }
        return (" " + themeName, "")
    }
}
