import DarkscreenCore
import TerminalAppearance
import DarkscreenPlatform
import DarkscreenTools

/// The schedule: light by day, dark by night. What it says is read outside (the launch's
/// `ScheduleWake`: the clock, the time zone); the update step keeps the setting, records what the
/// schedule says as an appearance source (after the explicit choices, before the terminal's
/// guesses), ends an `a` choice at the next switch and asks to be told when that switch is due.
extension AppUpdate {
    /// settings.json's `"schedule"` was read: a new one (or none) re-arms the timer; one that
    /// cannot be used says why in the status line (the schedule is then off).
    static func scheduleSettingChanged(_ choice: ScheduleChoice, in state: inout AppState) -> [AppEffect] {
        if case .invalid(let error) = choice { state.notices.settings = Notice("settings.json: \(error)") }
        guard choice != state.appearance.scheduleChoice else { return [] }
        state.appearance.scheduleChoice = choice
        if choice.setting == nil { _ = scheduled(nil, in: &state) }
        return [.scheduleChanged(choice.setting)]
    }

    /// What the schedule says now; an `a` choice made before the switch that has now come ends.
    /// The next switch comes back as `.scheduleSwitchDue`, a millisecond after it (a clock set
    /// meanwhile is read at once; a wake a little early reads again and asks for the rest).
    static func scheduled(_ reading: ScheduleReading?, msIntoSecond: Int = 0, in state: inout AppState) -> [AppEffect] {
        state.appearance.schedule = reading
        state.appearance.inputs.detections.record(
            reading?.report
                ?? SourceReport(.schedule, .notAsked(reason: "no \"schedule\" in settings.json")))
        if let until = state.appearance.keyOverrideUntil, reading.map({ $0.moment >= until }) ?? true {
            state.appearance.keyOverride = nil
            state.appearance.keyOverrideUntil = nil
        }
        state.appearance.resolve()
        return untilNextSwitch(reading, msIntoSecond: msIntoSecond).map { [.after(ms: $0, .scheduleSwitchDue)] } ?? []
    }

    /// How long from a reading (taken `msIntoSecond` into its second) until a millisecond after the
    /// schedule's next switch; nil without one. `darkscreen follow`, which has no update step, waits the same.
    public static func untilNextSwitch(_ reading: ScheduleReading?, msIntoSecond: Int) -> Int? {
        guard let reading, let next = reading.status.next else { return nil }
        return max(1, (next.moment - reading.moment) * 1000 - msIntoSecond + 1)
    }
}
