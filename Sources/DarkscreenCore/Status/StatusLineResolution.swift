import DarkscreenPlatform
/// Decides what the status line shows, from scratch every time anything it depends on changes
/// (theme, appearance, the style stack, the focus), so it is never left with an old style.
public struct StatusLineResolution: Equatable, Sendable {
    /// The style asked for: the top of the stack, else the focused view's (through its
    /// containers), else the theme's `statusLine`.
    public var requested: StatusLineStyle
    /// `requested` with `default` resolved by appearance.
    public var style: StatusLineStyle
    /// The text colour shown.
    public var textColor: RGB
    /// The requested content colour had a contrast below 3:1 on the background, so the other
    /// content colour is used (and `validate` says so).
    public var usedFallback: Bool

    public static let minimumContrast = 3.0

    public init(stack: StatusLineStyleStack, focused: StatusLineStyleProviding?, theme: StatusLineStyle,
                appearance: Appearance, background: RGB) {
        requested = stack.top ?? focused?.effectiveStatusLineStyle ?? theme
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

/// Something that can ask for a status-line style: a view, or a container that defers to one
/// of its children (UIKit's preferredStatusBarStyle and childForStatusBarStyle).
public protocol StatusLineStyleProviding: AnyObject {
    /// The style this one asks for; nil to leave it to the theme.
    var preferredStatusLineStyle: StatusLineStyle? { get }
    /// A child whose preference wins over this one's (a container's top child); nil for none.
    var childForStatusLineStyle: StatusLineStyleProviding? { get }
}

extension StatusLineStyleProviding {
    /// The preference after deferring to children, all the way down.
    public var effectiveStatusLineStyle: StatusLineStyle? {
        childForStatusLineStyle?.effectiveStatusLineStyle ?? preferredStatusLineStyle
    }
}
