import DarkscreenCore

/// Light or dark, live: the terminal's reports, the `a` key and settings changes all end in
/// `AppearanceState.resolve()`; the shell posts traitsDidChange through the hub only when the
/// resolved appearance really changes (views then re-resolve every dynamic and derived colour).
extension AppUpdate {
    static func configureAppearance(_ inputs: AppearanceResolver, in state: inout AppState) {
        state.appearance.inputs = inputs
        state.appearance.resolve()
    }

    /// Mode 2031 (or the start-up probe): the terminal's light/dark setting.
    static func reportAppearance(_ appearance: Appearance, in state: inout AppState) {
        state.appearance.inputs.terminalReport = appearance
        state.appearance.resolve()
    }

    /// `a`: auto → light → dark → auto, starting from the override in force.
    static func cycleAppearance(in state: inout AppState) -> [AppEffect] {
        let override = state.appearance.inputs.override
        let current = state.appearance.keyOverride ?? (override == nil ? .auto : (override!.appearance == .light ? .light : .dark))
        let next: AppearanceOverride = switch current {
        case .auto: .light
        case .light: .dark
        case .dark: .auto
        }
        state.appearance.keyOverride = next
        state.appearance.resolve()
        return [.appearanceOverride(next)]
    }
}
