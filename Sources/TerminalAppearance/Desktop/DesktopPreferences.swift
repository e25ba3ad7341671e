/// What the desktop asks of every app besides light or dark, read from the XDG desktop portal and
/// followed live: high contrast (`org.freedesktop.appearance` `contrast` = 1, or GNOME's
/// `org.gnome.desktop.a11y.interface` `high-contrast`) and reduced animation
/// (`org.gnome.desktop.interface` `enable-animations` = false). Without a portal: neither.
public struct DesktopPreferences: Equatable, Sendable {
    /// The desktop asks for more contrast.
    public var highContrast: Bool
    /// The desktop asks for no animation.
    public var reducedAnimation: Bool

    public init(highContrast: Bool = false, reducedAnimation: Bool = false) {
        self.highContrast = highContrast
        self.reducedAnimation = reducedAnimation
    }
}
