import DarkscreenCore
import DarkscreenState
import DarkscreenPlatform
import DarkscreenTools

/// Row 0, darkscreen's status bar: app name and theme on the left, appearance and time on the
/// right, on `statusBackground`, text colour from the resolved status-line style.
public final class StatusLineView: View {
    /// What the status line says, made from the state at each draw.
    public struct Parts: Equatable, Sendable {
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
        /// The label of the `"contexts"` rule that matches where darkscreen runs ("prod", "root").
        public var contextLabel: String?
        /// The notices (what happened, and what to do).
        public var notice: Notice?
        public var symbols = SymbolSet.unicode

        public init(
            themeName: String = "", category: String? = nil, highContrast: Bool = false, appearanceLabel: String = "",
            appearanceSource: String = "", time: String = "", notice: Notice? = nil, symbols: SymbolSet = .unicode
        ) {
            self.themeName = themeName
            self.category = category
            self.highContrast = highContrast
            self.appearanceLabel = appearanceLabel
            self.appearanceSource = appearanceSource
            self.time = time
            self.notice = notice
            self.symbols = symbols
        }

        /// The state's theme name, appearance, time and notices.
        public init(_ state: AppState) {
            self.init(
                themeName: state.shownTheme.name, category: state.category == .all ? nil : state.category.title,
                highContrast: state.contrastSafe != nil, appearanceLabel: state.appearance.traits.appearance.resolved.rawValue,
                appearanceSource: state.appearance.sourceLabel, time: state.time, notice: state.notices.combined,
                symbols: state.symbols)
            contextLabel = state.contextLabel
        }
    }

    override public func rect(in state: AppState, layout: ScreenLayout) -> Rect { layout.statusLine }

    /// The text in the colour `state.statusLine` decided, on the colour behind the status line
    /// (`statusBackground`, or the help panel's while it is open).
    static func textStyle(_ state: AppState) -> CellStyle {
        CellStyle(
            foreground: state.statusLine.textColor, background: state.viewColors()[state.statusLineBackground],
            attributes: [.bold], monochrome: [.reverse])
    }

    static let narrowestText = 5

    override public func draw(_ state: AppState, in frame: Rect, into buffer: inout CellBuffer) {
        let style = Self.textStyle(state)
        buffer.fill(frame, style: style)
        // Narrower than " da…" the text would be an ellipsis alone: the colour says enough.
        guard frame.width >= Self.narrowestText else { return }
        let content = Parts(state), symbols = content.symbols
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
    static func fitting(_ content: Parts, width: Int, symbols: SymbolSet) -> (left: String, right: String) {
        let themeName = symbols.safe(content.themeName)
        let category = content.category.map { "[\($0)] " } ?? ""
        // Concatenated by hand: the generic `joined(separator:)` scans every protocol conformance
        // of the binary on first use, on the way to the first frame (DECISIONS.md).
        func right(source: Bool, time: Bool, appearance: Bool = true) -> String {
            var text = appearance ? content.appearanceLabel : ""
            if source && appearance && !content.appearanceSource.isEmpty { text += " · " + content.appearanceSource }
            // Where the user is goes with the appearance, the last of the right part to go.
            if appearance, let label = content.contextLabel.map(symbols.safe), !label.isEmpty { text = label + " · " + text }
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
            (" " + category + themeName, "")
        ]
        for (left, right) in choices {
            let rightWidth = DisplayWidth.of(right)
            if DisplayWidth.of(left) + (right.isEmpty ? 0 : rightWidth + 1) <= width { return (left, right) }
        }
        return (" " + themeName, "")
    }
}
