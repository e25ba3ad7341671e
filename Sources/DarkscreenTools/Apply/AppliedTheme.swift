import DarkscreenPlatform
import DarkscreenCore
/// What the theme on screen gives the world around darkscreen: the terminal's own colours, tmux's
/// chrome, and hooks' environment. A value derived from the app's state (`AppState.shownAppliedTheme`);
/// the shell around the run loop carries it out whenever it changes.
public struct AppliedTheme: Hashable, Sendable {
    /// The theme itself, for the files of the tools connected by `darkscreen integrate`.
    public var theme: Theme
    public var themeName: String
    /// Resolved: light or dark.
    public var appearance: Appearance
    public var colors: ResolvedColors
    /// The status line's resolved style (lightContent or darkContent) and its text colour,
    /// exactly as darkscreen's own status line shows it (an overlay's style included).
    public var statusStyle: StatusLineStyle
    public var statusText: RGB
    /// The terminal's own colours for this theme.
    public var terminal: TerminalColorSet

    public init(theme: Theme, appearance: Appearance, statusStyle: StatusLineStyle) {
        self.theme = theme
        themeName = theme.name
        self.appearance = appearance.resolved
        colors = theme.colors.resolved(for: appearance)
        self.statusStyle = statusStyle
        statusText = statusStyle.textColor
        terminal = TerminalColorSet(colors: theme.colors, cursor: theme.cursor, palette: theme.palette, appearance: appearance)
    }
}

extension AppliedTheme {
    /// A committed theme with nothing over it: the status line shows the theme's own style
    /// (made legible on its background, as the status line does).
    public init(committed theme: Theme, appearance: Appearance) {
        let style = StatusLineResolution.legible(
            theme.statusLine.resolved(for: appearance),
            on: theme.colors[.statusBackground].resolved(for: appearance)
        ).0
        self.init(theme: theme, appearance: appearance, statusStyle: style)
    }
}
