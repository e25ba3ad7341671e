import DarkscreenCore
import DarkscreenPlatform
import DarkscreenTools

/// The run options — their names and how a value sets each in an `InteractiveLaunch` — in one
/// place: `FastLaunch` applies them by hand, `RunCommand` declares the same names for
/// swift-argument-parser (whose value rules are the same `rawValue` initialisers). A new run
/// option is a case here, its `apply`, and its `@Option` in `RunCommand`.
enum RunOption: String, CaseIterable {
    case theme, themes, appearance, companion, colors, apply, hook

    /// `--themes` (each file merges over the last), `--apply` and `--hook` may be given more than once.
    var isRepeatable: Bool { self == .themes || self == .apply || self == .hook }

    /// Sets the option from its text; false when the value is not one the option takes.
    func apply(_ value: String, to launch: inout InteractiveLaunch) -> Bool {
        switch self {
        case .theme: launch.theme = value
        case .themes: launch.themeFiles.append(value)
        case .appearance:
            guard let parsed = AppearanceOverride(rawValue: value) else { return false }
            launch.appearance = parsed
        case .companion:
            guard let parsed = AppearanceOverride(rawValue: value) else { return false }
            launch.companion = parsed
        case .apply:
            guard let parsed = ApplyTarget(rawValue: value) else { return false }
            launch.apply.append(parsed)
        case .hook: launch.hooks.append(value)
        case .colors:
            guard let parsed = ColorChoice(rawValue: value) else { return false }
            launch.colors = parsed
        }
        return true
    }
}
