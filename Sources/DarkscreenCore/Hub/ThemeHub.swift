import DarkscreenPlatform
/// The observer hub (NotificationCenter for themes): holds the current theme and traits,
/// keeps its observers weakly, and posts only when a value really changes.
public final class ThemeHub {
    private struct WeakObserver {
        weak var observer: ThemeObserver?
    }

    private var observers: [WeakObserver] = []
    /// Identities of registered observers, so registering many is not quadratic. An identity can
    /// outlive its object (and be reused by a new one), so a hit is confirmed against the list.
    private var identities: Set<ObjectIdentifier> = []
    public private(set) var theme: Theme
    public private(set) var traits: TraitCollection
    /// How many notifications were posted (for tests and benchmarks).
    public private(set) var postCount = 0

    public init(theme: Theme, traits: TraitCollection) {
        self.theme = theme
        self.traits = traits
    }

    public func register(_ observer: ThemeObserver) {
        let identity = ObjectIdentifier(observer)
        if identities.contains(identity) {
            if observers.contains(where: { $0.observer === observer }) { return }
            pruneReleased()
        }
        identities.insert(identity)
        observers.append(WeakObserver(observer: observer))
    }

    private func pruneReleased() {
        observers.removeAll { $0.observer == nil }
        identities = Set(observers.compactMap { $0.observer.map(ObjectIdentifier.init) })
    }

    /// Applies a theme; posts `themeDidChange` once if it differs from the current one.
    @discardableResult
    public func apply(theme newTheme: Theme) -> Bool {
        guard newTheme != theme else { return false }
        theme = newTheme
        post(.themeDidChange(newTheme))
        return true
    }

    /// Applies traits; posts `traitsDidChange` only if the colour appearance differs.
    @discardableResult
    public func apply(traits newTraits: TraitCollection) -> Bool {
        guard newTraits.hasDifferentColorAppearance(comparedTo: traits) else {
            traits = newTraits
            return false
        }
        traits = newTraits
        post(.traitsDidChange(newTraits))
        return true
    }

    private func post(_ notification: ThemeNotification) {
        postCount += 1
        var sawReleased = false
        for entry in observers {
            if let observer = entry.observer {
                observer.hub(self, didPost: notification)
            } else {
                sawReleased = true
            }
        }
        if sawReleased { pruneReleased() }
    }
}

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
