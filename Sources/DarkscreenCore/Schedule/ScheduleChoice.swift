import TerminalAppearance
import DarkscreenPlatform

/// The schedule as settings.json has it: none, one to follow, or one that cannot be used.
public enum ScheduleChoice: Equatable, Sendable {
    case off
    case on(ScheduleSetting)
    case invalid(ScheduleSettingError)

    public var setting: ScheduleSetting? {
        if case .on(let setting) = self { setting } else { nil }
    }
}

/// What the schedule says at a moment, as the running app is told it.
public struct ScheduleReading: Equatable, Sendable {
    /// When it was read (seconds since the epoch, the schedule's clock).
    public var moment: Int
    public var status: ScheduleStatus
    /// The source's report: "dark: since 19:30, light at 07:04 tomorrow".
    public var report: SourceReport

    public init(_ schedule: Schedule, at moment: Int, calendar: some LocalCalendar) {
        self.moment = moment
        status = schedule.status(at: moment, calendar: calendar)
        let text = status.description(now: moment, calendar: calendar)
        report = SourceReport(.schedule, .answered(status.scheme, detail: String(text.dropFirst(status.scheme.rawValue.count + 1))))
    }
}
