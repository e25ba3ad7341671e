import DarkscreenPlatform
/// The environment a view draws in; flows from the screen down to each view, and a view may
/// override parts of it (like UIKit's overrideUserInterfaceStyle).
public struct TraitCollection: Hashable, Sendable {
    public var appearance: Appearance

    public init(appearance: Appearance = .unspecified) {
        self.appearance = appearance
    }

    /// True when colours resolved against `other` could differ from colours resolved against self.
    public func hasDifferentColorAppearance(comparedTo other: TraitCollection?) -> Bool {
        guard let other else { return true }
        return appearance.resolved != other.appearance.resolved
    }

    /// These traits with the given appearance override applied (`.unspecified` inherits).
    public func overriding(appearance override: Appearance) -> TraitCollection {
        override == .unspecified ? self : TraitCollection(appearance: override)
    }
}

/// Whether the interface is light or dark (iOS's UIUserInterfaceStyle).
public enum Appearance: String, Sendable, CaseIterable, CustomStringConvertible {
    case unspecified
    case light
    case dark

    /// The appearance colours resolve against: darkscreen treats "unspecified" as dark.
    public var resolved: Appearance { self == .light ? .light : .dark }

    public var description: String { rawValue }
}
