/// Every role of a theme as a dynamic colour: resolved against traits when drawn.
public struct ThemeColors: Hashable, Sendable {
    private var storage: [DynamicColor]

    public init(_ colorForRole: (ThemeRole) -> DynamicColor) {
        storage = ThemeRole.allCases.map(colorForRole)
    }

    public subscript(role: ThemeRole) -> DynamicColor {
        get { storage[role.ordinal] }
        set { storage[role.ordinal] = newValue }
    }

    /// Every role resolved for one appearance.
    public func resolved(for appearance: Appearance) -> ResolvedColors {
        ResolvedColors(storage.map { $0.resolved(for: appearance) })
    }
}

/// Every role of a theme resolved to RGB for one appearance.
public struct ResolvedColors: Hashable, Sendable {
    private let storage: [RGB]

    init(_ storage: [RGB]) {
        self.storage = storage
    }

    public subscript(role: ThemeRole) -> RGB {
        storage[role.ordinal]
    }

    public var background: RGB { self[.background] }
    public var primary: RGB { self[.primary] }
    public var secondary: RGB { self[.secondary] }
    public var statusBackground: RGB { self[.statusBackground] }
    public var separator: RGB { self[.separator] }
    public var selection: RGB { self[.selection] }
}
