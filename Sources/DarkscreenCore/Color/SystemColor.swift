import DarkscreenPlatform
/// Semantic system colours usable by name in themes.json, each dynamic (iOS's label, link, …).
public enum SystemColor: String, CaseIterable, Sendable {
    case label
    case secondaryLabel
    case link
    case separator
    case systemBackground

    public var color: DynamicColor {
        switch self {
        case .label: DynamicColor(light: RGB(0x000000), dark: RGB(0xFFFFFF))
        case .secondaryLabel: DynamicColor(light: RGB(0x3C3C43), dark: RGB(0xEBEBF5))
        case .link: DynamicColor(light: RGB(0x007AFF), dark: RGB(0x0984FF))
        case .separator: DynamicColor(light: RGB(0xC6C6C8), dark: RGB(0x38383A))
        case .systemBackground: DynamicColor(light: RGB(0xFFFFFF), dark: RGB(0x000000))
        }
    }
}
