import DarkscreenPlatform
/// The style of the status line's text (iOS's UIStatusBarStyle). The names describe the
/// *content*: light content is light text, for dark backgrounds.
public enum StatusLineStyle: String, Sendable, CaseIterable, CustomStringConvertible {
    case `default`
    case lightContent
    case darkContent

    /// `default` picks by appearance: light content in dark appearance, dark content in light.
    public func resolved(for appearance: Appearance) -> StatusLineStyle {
        guard self == .default else { return self }
        return appearance.resolved == .dark ? .lightContent : .darkContent
    }

    public var description: String {
        switch self {
        case .default: "default: chosen by appearance (light text when dark, dark text when light)"
        case .lightContent: "light content: light text for dark backgrounds"
        case .darkContent: "dark content: dark text for light backgrounds"
        }
    }

    /// The text colour of a resolved (non-default) style.
    public var textColor: RGB {
        self == .darkContent ? Self.darkText : Self.lightText
    }

    public static let lightText = RGB(0xF2F2F7)
    public static let darkText = RGB(0x1C1C1E)
}
