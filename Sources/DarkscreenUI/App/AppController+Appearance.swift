import DarkscreenCore
import TerminalAppearance

/// Light or dark, live: the terminal's reports and colours, the desktop setting, the `a` key and
/// settings changes all end in `applyAppearance()`, which posts traitsDidChange through the hub
/// only when the resolved appearance really changes (views then re-resolve every colour).
extension AppController {
    /// Sets everything that decides the appearance (at start-up) and applies it.
    public func configureAppearance(_ inputs: AppearanceResolver) {
        appearanceInputs = inputs
        applyAppearance()
    }

    /// The decision in force: the `a` key's choice first, then the resolver's order.
    public var appearanceDecision: AppearanceDecision {
        switch keyOverride {
        case .light?: AppearanceDecision(ColorScheme.light, from: .userChoice)
        case .dark?: AppearanceDecision(ColorScheme.dark, from: .userChoice)
        case .auto?: appearanceInputs.detected
        case nil: appearanceInputs.decision
        }
    }

    func applyAppearance() {
        let decision = appearanceDecision
        appearanceSource = decision.source.reason
        apply(traits: TraitCollection(appearance: decision.appearance))
    }

    /// Mode 2031 / `CSI ? 997 ; n`: the terminal switched between light and dark while running,
    /// or its palette changed: recorded, and its colours asked again.
    func handleColorSchemeReport(dark: Bool) -> [AppEffect] {
        appearanceInputs.terminalReport = dark ? .dark : .light
        applyAppearance()
        return terminalQueries.asksTerminal ? [.queryTerminalColors] : []
    }

    /// An OSC 10/11 answer to a re-query.
    func handleColorReport(_ slot: ColorSlot, _ color: TerminalColor) -> [AppEffect] {
        guard terminalQueries.asksTerminal else { return [] }
        appearanceInputs.recordTerminalColor(slot, color)
        applyAppearance()
        return []
    }

    /// Focus came back: inside tmux the outer terminal may have changed meanwhile.
    func focusGained() -> [AppEffect] {
        terminalQueries.requeriesOnResizeAndFocus ? [.queryTerminalColors] : []
    }

    /// A source outside the terminal (the desktop setting) said something new.
    public func applyAppearanceReport(_ report: SourceReport) {
        appearanceInputs.detections.record(report)
        applyAppearance()
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

/// When the running app asks the terminal its colours again.
public struct TerminalQueryPolicy: Equatable, Sendable {
    /// The terminal may be asked at all (it was not refused at start-up).
    public var asksTerminal: Bool
    /// Also on a resize and on focus-in: inside tmux, whose cached colours go stale.
    public var requeriesOnResizeAndFocus: Bool

    public init(asksTerminal: Bool = false, requeriesOnResizeAndFocus: Bool = false) {
        self.asksTerminal = asksTerminal
        self.requeriesOnResizeAndFocus = requeriesOnResizeAndFocus
    }
}
