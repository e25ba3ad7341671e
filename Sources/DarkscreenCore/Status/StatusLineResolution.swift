import DarkscreenPlatform
/// Decides what the status line shows, from scratch every time anything it depends on changes
/// (theme, appearance, the requests of what is on screen), so it is never left with an old style.
public struct StatusLineResolution: Equatable, Sendable {
    /// The style asked for: the last request (the top of the stack: what was shown last asks
    /// last), else the theme's `statusLine`.
    public var requested: StatusLineStyle
    /// `requested` with `default` resolved by appearance.
    public var style: StatusLineStyle
    /// The text colour shown.
    public var textColor: RGB
    /// The requested content colour had a contrast below 3:1 on the background, so the other
    /// content colour is used (and `validate` says so).
    public var usedFallback: Bool

    public static let minimumContrast = 3.0

    public init(requests: [StatusLineStyle], theme: StatusLineStyle, appearance: Appearance, background: RGB) {
        requested = requests.last ?? theme
        let (style, fallback) = Self.legible(requested.resolved(for: appearance), on: background)
        self.style = style
        textColor = style.textColor
        usedFallback = fallback
    }

    /// The style, or the other content style when its text would be illegible (< 3:1).
    public static func legible(_ style: StatusLineStyle, on background: RGB) -> (StatusLineStyle, Bool) {
        guard style.textColor.contrastRatio(with: background) < minimumContrast else { return (style, false) }
        let other: StatusLineStyle = style == .darkContent ? .lightContent : .darkContent
        guard other.textColor.contrastRatio(with: background) > style.textColor.contrastRatio(with: background) else { return (style, false) }
        return (other, true)
    }
}
