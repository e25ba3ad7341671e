import DarkscreenCore

/// Light or dark, live: the terminal's reports, the `a` key and settings changes all end in
/// `applyAppearance()`, which posts traitsDidChange through the hub only when the resolved
/// appearance really changes (views then re-resolve every dynamic and derived colour).
extension AppController {
    /// Sets everything that decides the appearance (at start-up) and applies it.
    public func configureAppearance(_ inputs: AppearanceResolver) {
        appearanceInputs = inputs
        applyAppearance()
    }

    /// The decision in force: the `a` key's choice first, then the resolver's order.
    public var appearanceDecision: AppearanceDecision {
        switch keyOverride {
        case .light?: AppearanceDecision(.light, from: .key)
        case .dark?: AppearanceDecision(.dark, from: .key)
        case .auto?: appearanceInputs.detected
        case nil: appearanceInputs.decision
        }
    }

    func applyAppearance() {
        let decision = appearanceDecision
        appearanceSource = decision.source.label
        apply(traits: TraitCollection(appearance: decision.appearance))
    }

    /// Mode 2031: the terminal switched between light and dark while running.
    func handleColorSchemeReport(dark: Bool) -> [AppEffect] {
        appearanceInputs.terminalReport = dark ? .dark : .light
        applyAppearance()
        return []
    }

    /// `a`: auto → light → dark → auto, starting from the override in force.
    func cycleAppearance() -> [AppEffect] {
        let current = keyOverride ?? (appearanceInputs.override == nil ? .auto
            : (appearanceInputs.override!.appearance == .light ? .light : .dark))
        let next: AppearanceOverride = switch current {
        case .auto: .light
        case .light: .dark
        case .dark: .auto
        }
        keyOverride = next
        applyAppearance()
        return [.appearanceOverride(next)]
    }

    /// settings.json's appearance changed (another darkscreen pressed `a`, or an editor).
    public func applySettingsAppearance(_ choice: AppearanceOverride) {
        appearanceInputs.settings = choice
        keyOverride = nil
        applyAppearance()
    }
}
