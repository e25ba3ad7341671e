/// A light/dark choice written by a person: a flag, an environment variable, a setting.
/// `light` and `dark` decide (any case); `auto` (or empty) leaves it to the other sources.
public enum ExplicitChoice {
    public enum Parsed: Hashable, Sendable {
        case scheme(ColorScheme)
        case automatic
        case notUnderstood
    }

    public static func parse(_ text: String?) -> Parsed {
        switch text?.lowercased() {
        case nil, "", "auto": .automatic
        case "light": .scheme(.light)
        case "dark": .scheme(.dark)
        default: .notUnderstood
        }
    }

    /// The report for `source`; `label` names where the value was found (e.g. "--appearance",
    /// "MYAPP_APPEARANCE"), shown in the detail. The value itself is shown only when understood.
    public static func report(_ source: AppearanceSource, value: String?, label: String) -> SourceReport {
        switch parse(value) {
        case .scheme(let scheme): SourceReport(source, .answered(scheme, detail: "\(label) \(scheme.rawValue)"))
        case .automatic: SourceReport(source, .noAnswer(detail: value == nil ? "\(label) not set" : "\(label) auto"))
        case .notUnderstood: SourceReport(source, .noAnswer(detail: "\(label): value not understood (use light, dark or auto)"))
        }
    }
}
