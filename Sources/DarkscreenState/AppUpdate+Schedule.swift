import DarkscreenCore
import TerminalAppearance
import DarkscreenPlatform
import DarkscreenTools

/// The schedule: light by day, dark by night. Its timer lives outside (the launch); the update
/// step keeps the setting, records what the schedule says as an appearance source (after the
/// explicit choices, before the terminal's guesses) and ends an `a` choice at the next switch.
extension AppUpdate {
    /// settings.json's `"schedule"` was read: a new one (or none) re-arms the timer; one that
    /// cannot be used says why in the status line (the schedule is then off).
    static func scheduleSettingChanged(_ choice: ScheduleChoice, in state: inout AppState) -> [AppEffect] {
        if case .invalid(let error) = choice { state.notices.settings = Notice("settings.json: \(error)") }
        guard choice != state.appearance.scheduleChoice else { return [] }
        state.appearance.scheduleChoice = choice
        if choice.setting == nil { scheduled(nil, in: &state) }
        return [.scheduleChanged(choice.setting)]
    }

    /// What the schedule says now; an `a` choice made before the switch that has now come ends.
    static func scheduled(_ reading: ScheduleReading?, in state: inout AppState) {
        state.appearance.schedule = reading
        state.appearance.inputs.detections.record(reading?.report
            ?? SourceReport(.schedule, .notAsked(reason: "no \"schedule\" in settings.json")))
        if let until = state.appearance.keyOverrideUntil, reading.map({ $0.moment >= until }) ?? true {
            state.appearance.keyOverride = nil
            state.appearance.keyOverrideUntil = nil
        }
        state.appearance.resolve()
    }
}
