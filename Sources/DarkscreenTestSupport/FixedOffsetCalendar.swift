import DarkscreenCore
import DarkscreenPlatform
import DarkscreenTools

/// Local time at a fixed offset from UTC (no daylight saving): schedules tested without the
/// process's time zone.
public struct FixedOffsetCalendar: LocalCalendar {
    public var offsetMinutes: Int

    public init(offsetMinutes: Int = 0) {
        self.offsetMinutes = offsetMinutes
    }

    public func local(_ seconds: Int) -> (date: CivilDate, minutes: Int) {
        let shifted = seconds + offsetMinutes * 60
        let days = shifted >= 0 ? shifted / 86_400 : (shifted - 86_399) / 86_400
        return (CivilDate(dayNumber: days), (shifted - days * 86_400) / 60)
    }

    public func moment(_ date: CivilDate, minutes: Int) -> Int {
        date.dayNumber * 86_400 + minutes * 60 - offsetMinutes * 60
    }

    /// "2026-06-21T19:30:00Z" as seconds since the epoch.
    public static func utc(_ text: String) -> Int {
        guard let seconds = ScheduleClock.parseUTC(text) else { preconditionFailure("not a UTC time: \(text)") }
        return seconds
    }
}
