/// What the hub posts: a new theme, or new traits (appearance).
public enum ThemeNotification: Sendable, Equatable {
    case themeDidChange(Theme)
    case traitsDidChange(TraitCollection)
}

/// A view (or anything) that re-themes when the hub posts. It must not draw inside the
/// callback: it records what changed and marks itself dirty; the next frame draws.
public protocol ThemeObserver: AnyObject {
    func hub(_ hub: ThemeHub, didPost notification: ThemeNotification)
}
