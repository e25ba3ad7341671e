import DarkscreenPlatform
/// Every role of a theme as a dynamic colour: resolved against traits when drawn. Stored inline
/// (36 bytes, no allocation): a catalog may hold 10,000 themes.
public struct ThemeColors: Hashable, Sendable {
    private var background, primary, secondary, statusBackground, separator, selection: DynamicColor

    public init(_ colorForRole: (ThemeRole) -> DynamicColor) {
        background = colorForRole(.background)
        primary = colorForRole(.primary)
        secondary = colorForRole(.secondary)
        statusBackground = colorForRole(.statusBackground)
        separator = colorForRole(.separator)
        selection = colorForRole(.selection)
    }

    public subscript(role: ThemeRole) -> DynamicColor {
        get {
            switch role {
            case .background: background
            case .primary: primary
            case .secondary: secondary
            case .statusBackground: statusBackground
            case .separator: separator
            case .selection: selection
            }
        }
        set {
            switch role {
            case .background: background = newValue
            case .primary: primary = newValue
            case .secondary: secondary = newValue
            case .statusBackground: statusBackground = newValue
            case .separator: separator = newValue
            case .selection: selection = newValue
            }
        }
    }

    /// Every role resolved for one appearance.
    public func resolved(for appearance: Appearance) -> ResolvedColors {
        ResolvedColors(ThemeRole.allCases.map { self[$0].resolved(for: appearance) })
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
