import DarkscreenPlatform
/// A named colour slot of a theme.
public enum ThemeRole: String, CaseIterable, Sendable, Hashable {
    case background
    case primary
    case secondary
    case statusBackground
    case separator
    case selection

    public static let required: [ThemeRole] = [.background, .primary, .secondary]

    /// The role's position in `allCases`, for array-backed storage.
    public var ordinal: Int {
        switch self {
        case .background: 0
        case .primary: 1
        case .secondary: 2
        case .statusBackground: 3
        case .separator: 4
        case .selection: 5
        }
    }

    /// What an optional role is when a theme leaves it out (documented in the README).
    public var defaultSpec: ColorSpec? {
        switch self {
        case .background, .primary, .secondary: nil
        case .statusBackground: .derived(from: .background, .darken(0))
        case .separator: .derived(from: .primary, .darken(0.5))
        case .selection: .derived(from: .secondary, .darken(0))
        }
    }
}
