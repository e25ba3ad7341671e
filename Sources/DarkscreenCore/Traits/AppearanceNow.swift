import TerminalAppearance
import DarkscreenPlatform

/// The one answer to "light or dark now?". Every writer — the UI, `set`, `get`, `integrate`,
/// `beside` (its panes and its window options), hooks, the files written on a commit and
/// `follow` — decides with these functions and no rule of its own:
///
/// - `inputs(…)`: what is known without asking anyone — `--appearance`, `DARKSCREEN_APPEARANCE`,
///   settings.json's `appearance`, the schedule at this moment, `LC_DARKSCREEN_APPEARANCE`
///   (forwarded over SSH), `COLORFGBG` — in the order of
///   `AppearanceSource` (the terminal, tmux and the desktop are added by whoever can ask them);
/// - `decide(…)`: the decision, a running UI's `a` key first.
public enum AppearanceNow {
    /// The decision in force: the `a` key's choice (a running UI's, this session's) first, then the
    /// first source in `AppearanceSource` order that answered.
    public static func decide(_ inputs: AppearanceInputs, keyOverride: AppearanceOverride? = nil) -> AppearanceDecision {
        switch keyOverride {
        case .light?: AppearanceDecision(ColorScheme.light, from: .userChoice)
        case .dark?: AppearanceDecision(ColorScheme.dark, from: .userChoice)
        case .auto?: inputs.detected
        case nil: inputs.decision
        }
    }

    /// The sources known without a terminal, a tmux call or the desktop: the explicit choices,
    /// the schedule at the clock's now, and `COLORFGBG`.
    public static func inputs(flag: AppearanceOverride? = nil, settings: Settings, environment: Environment = .process) -> AppearanceInputs {
        var inputs = environment.appearanceInputs(flag: flag, settings: settings.appearance)
        inputs.detections.record(scheduleReport(settings.schedule, environment: environment).report)
        inputs.detections.record(
            ForwardedAppearance.report(
                environment.variable(ForwardedAppearance.appearanceVariable),
                sshConnection: environment.variable("SSH_CONNECTION")))
        return inputs
    }

    /// What the `"schedule"` setting says now, as a source report, and its reading (nil when
    /// there is no schedule or it cannot be used; the report then says why).
    public static func scheduleReport(
        _ choice: ScheduleChoice, environment: Environment = .process,
        calendar: some LocalCalendar = SystemCalendar()
    ) -> (reading: ScheduleReading?, report: SourceReport) {
        switch choice {
        case .off: return (nil, SourceReport(.schedule, .notAsked(reason: "no \"schedule\" in settings.json")))
        case .invalid(let error): return (nil, SourceReport(.schedule, .noAnswer(detail: "settings.json: \(error)")))
        case .on(let setting):
            do throws(ScheduleSettingError) {
                let schedule = try Self.schedule(setting, environment: environment)
                let reading = ScheduleReading(schedule, at: clock(environment).now(), calendar: calendar)
                return (reading, reading.report)
            } catch {
                return (nil, SourceReport(.schedule, .noAnswer(detail: "settings.json: \(error)")))
            }
        }
    }

    /// The schedule's clock: the wall clock, or the fake one tests set (`DARKSCREEN_FAKE_CLOCK`).
    public static func clock(_ environment: Environment = .process) -> ScheduleClock {
        ScheduleClock(fakeFile: environment.variable(ScheduleClock.fakeVariable))
    }

    /// The setting with its place worked out (`"sun": "auto"`: the time zone's).
    public static func schedule(_ setting: ScheduleSetting, environment: Environment = .process) throws(ScheduleSettingError) -> Schedule {
        try Schedule(setting, zoneName: ZoneLocation.currentZoneName(tz: environment.variable("TZ")), zoneLocation: { ZoneLocation.find($0) })
    }
}
