import TerminalAppearance
import DarkscreenPlatform

/// A schedule with its place known: which switches a day has, and where a moment stands
/// between them. Moments are seconds since the epoch; the calendar says the local day.
public struct Schedule: Equatable, Sendable {
    public enum Times: Equatable, Sendable {
        case fixed(light: Int, dark: Int)
        case sun(GeoLocation, lightOffset: Int, darkOffset: Int)
    }

    /// A switch to `scheme` at `moment`.
    public struct Switch: Equatable, Sendable {
        public var moment: Int
        public var scheme: ColorScheme

        public init(_ scheme: ColorScheme, at moment: Int) {
            self.moment = moment
            self.scheme = scheme
        }
    }

    /// A day's switches in order, or one appearance all day (polar day or night).
    public enum Day: Equatable, Sendable {
        case switches([Switch])
        case allDay(ColorScheme)
    }

    public var times: Times

    public init(_ times: Times) {
        self.times = times
    }

    /// The setting with its place: `"sun": "auto"` takes the zone's location (`zoneLocation`,
    /// nil when the zone is unknown: an error naming the zone).
    public init(_ setting: ScheduleSetting, zoneName: String?, zoneLocation: (String) -> GeoLocation?) throws(ScheduleSettingError) {
        switch setting {
        case .fixed(let light, let dark): times = .fixed(light: light, dark: dark)
        case .sun(let location?, let lightOffset, let darkOffset): times = .sun(location, lightOffset: lightOffset, darkOffset: darkOffset)
        case .sun(nil, let lightOffset, let darkOffset):
            guard let zoneName else {
                throw ScheduleSettingError(
                    field: "schedule.sun", problem: "\"auto\" needs the time zone's name (set TZ, e.g. TZ=Europe/Oslo, or give latitude and longitude)")
            }
            guard let location = zoneLocation(zoneName) else {
                throw ScheduleSettingError(
                    field: "schedule.sun",
                    problem: "the time zone \(SafeText.quoted(zoneName)) has no location in zone1970.tab or zone.tab (give latitude and longitude)")
            }
            times = .sun(location, lightOffset: lightOffset, darkOffset: darkOffset)
        }
    }

    /// The switches of a local date.
    public func day(_ date: CivilDate, calendar: some LocalCalendar) -> Day {
        switch times {
        case .fixed(let light, let dark):
            let switches = [Switch(.light, at: calendar.moment(date, minutes: light)), Switch(.dark, at: calendar.moment(date, minutes: dark))]
            return .switches(switches.sorted { $0.moment < $1.moment })
        case .sun(let location, let lightOffset, let darkOffset):
            switch SolarTimes.day(year: date.year, month: date.month, day: date.day, at: location) {
            case .polarDay: return .allDay(.light)
            case .polarNight: return .allDay(.dark)
            case .riseAndSet(let sunrise, let sunset):
                let midnight = date.dayNumber * 86_400
                let light = midnight + Int(((sunrise + Double(lightOffset)) * 60).rounded())
                let dark = midnight + Int(((sunset + Double(darkOffset)) * 60).rounded())
                return .switches([Switch(.light, at: light), Switch(.dark, at: dark)].sorted { $0.moment < $1.moment })
            }
        }
    }

    /// How far a search for a switch looks (a polar night lasts up to half a year).
    static let searchDays = 400

    /// The appearance at `now`, since when, and the next switch.
    public func status(at now: Int, calendar: some LocalCalendar) -> ScheduleStatus {
        let today = calendar.local(now).date
        var current: ColorScheme?
        var since: Int?
        if case .allDay(let scheme) = day(today, calendar: calendar) { current = scheme }
        search: for back in 0...Self.searchDays {
            let date = today.adding(days: -back)
            switch day(date, calendar: calendar) {
            case .allDay(let scheme):
                if back == 0 { continue }
                if current == nil { current = scheme }
                if scheme != current {
                    since = calendar.moment(date.adding(days: 1), minutes: 0)
                    break search
                }
            case .switches(let switches):
                for change in switches.reversed() where change.moment <= now {
                    if current == nil { current = change.scheme }
                    since = change.scheme == current ? change.moment : calendar.moment(date.adding(days: 1), minutes: 0)
                    break search
                }
            }
        }
        let scheme = current ?? .dark
        var next: Switch?
        ahead: for forward in 0...Self.searchDays {
            let date = today.adding(days: forward)
            switch day(date, calendar: calendar) {
            case .allDay(let allDay):
                if forward > 0 && allDay != scheme {
                    next = Switch(allDay, at: calendar.moment(date, minutes: 0))
                    break ahead
                }
            case .switches(let switches):
                if let change = switches.first(where: { $0.moment > now && $0.scheme != scheme }) {
                    next = change
                    break ahead
                }
            }
        }
        if case .allDay = day(today, calendar: calendar) { since = nil }
        return ScheduleStatus(scheme: scheme, since: since, next: next)
    }
}

/// Where the schedule stands at a moment: the appearance, since when, and the next switch.
public struct ScheduleStatus: Equatable, Sendable {
    public var scheme: ColorScheme
    /// The switch that started it (nil: all day, e.g. the midnight sun).
    public var since: Int?
    public var next: Schedule.Switch?

    public init(scheme: ColorScheme, since: Int?, next: Schedule.Switch?) {
        self.scheme = scheme
        self.since = since
        self.next = next
    }

    /// "dark since 19:30, light at 07:04 tomorrow"; "light all day (the sun does not set), dark at 21:10 on 2026-07-25".
    public func description(now: Int, calendar: some LocalCalendar) -> String {
        let today = calendar.local(now).date
        var text = scheme.rawValue
        if let since {
            text += " since " + Self.when(since, today: today, calendar: calendar, future: false)
        } else {
            text += scheme == .light ? " all day (the sun does not set)" : " all day (the sun does not rise)"
        }
        if let next { text += ", \(next.scheme.rawValue) at " + Self.when(next.moment, today: today, calendar: calendar, future: true) }
        return text
    }

    /// "07:04", "07:04 tomorrow", "19:30 yesterday", "07:04 on 2027-01-15".
    static func when(_ moment: Int, today: CivilDate, calendar: some LocalCalendar, future: Bool) -> String {
        let local = calendar.local(moment)
        let time = ClockText.hoursAndMinutes(local.minutes)
        switch local.date.dayNumber - today.dayNumber {
        case 0: return time
        case 1: return time + " tomorrow"
        case -1: return time + " yesterday"
        default: return time + " on " + isoDate(local.date)
        }
    }

    public static func isoDate(_ date: CivilDate) -> String {
        func pad(_ value: Int, _ width: Int) -> String {
            let text = String(value)
            return String(repeating: "0", count: max(0, width - text.count)) + text
        }
        return pad(date.year, 4) + "-" + pad(date.month, 2) + "-" + pad(date.day, 2)
    }
}
