import DarkscreenPlatform
/// A colour as written in themes.json, before it is resolved to a `DynamicColor`.
public enum ColorSpec: Hashable, Sendable {
    /// `"#RRGGBB"` or `"#RGB"`.
    case fixed(RGB)
    /// `{"light": COLOR, "dark": COLOR}`.
    /// (Only this case is boxed: a theme's specs stay small with 10,000 themes in memory.)
    indirect case dynamic(light: ColorSpec, dark: ColorSpec)
    /// A semantic system colour by name, e.g. `"label"`.
    case system(SystemColor)
    /// `{"from": "ROLE", "darken": 0.2}` or `{"from": "ROLE", "lighten": 0.2}`.
    case derived(from: ThemeRole, Adjustment)

    public enum Adjustment: Hashable, Sendable {
        case darken(Double)
        case lighten(Double)

        func apply(to color: DynamicColor) -> DynamicColor {
            switch self {
            case .darken(let amount): color.darkened(by: amount)
            case .lighten(let amount): color.lightened(by: amount)
            }
        }
    }
}
