#if canImport(Glibc)
    import Glibc
#endif
import DarkscreenPlatform

/// A civil date.
public struct CivilDate: Equatable, Hashable, Sendable, Comparable {
    public var year: Int
    public var month: Int
    public var day: Int

    public init(year: Int, month: Int, day: Int) {
        self.year = year
        self.month = month
        self.day = day
    }

    public static func < (lhs: Self, rhs: Self) -> Bool {
        (lhs.year, lhs.month, lhs.day) < (rhs.year, rhs.month, rhs.day)
    }

    /// The date `count` days later (or earlier), by the proleptic Gregorian calendar.
    public func adding(days count: Int) -> CivilDate {
        CivilDate(dayNumber: dayNumber + count)
    }

    /// Days since 1970-01-01.
    public var dayNumber: Int {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yearOfEra = y - era * 400
        let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146097 + dayOfEra - 719468
    }

    public init(dayNumber: Int) {
        let z = dayNumber + 719468
        let era = (z >= 0 ? z : z - 146096) / 146097
        let dayOfEra = z - era * 146097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36524 - dayOfEra / 146096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let mp = (5 * dayOfYear + 2) / 153
        day = dayOfYear - (153 * mp + 2) / 5 + 1
        month = mp < 10 ? mp + 3 : mp - 9
        year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
    }
}

/// Local time: which civil date a moment falls on, and when a local time of day happens.
public protocol LocalCalendar: Sendable {
    /// The local date and minutes after local midnight of `seconds` since the epoch.
    func local(_ seconds: Int) -> (date: CivilDate, minutes: Int)
    /// Seconds since the epoch of `minutes` after local midnight on `date`: a time that happens
    /// twice (clocks go back) is its first occurrence; a time skipped (clocks go forward) is the
    /// moment of the change (the first local time after the gap).
    func moment(_ date: CivilDate, minutes: Int) -> Int
}

/// How a local date and time becomes one moment, whatever the daylight-saving changes: the same
/// answer every time it is asked (glibc's `mktime` with `tm_isdst = -1` picks either occurrence of
/// a repeated hour by what it was last asked, so two parts of darkscreen could name different switches).
public enum LocalTimeResolution {
    /// `naive`: the local wall-clock time as seconds since 1970 read as if it were UTC.
    /// `wallClock(t)`: the local wall-clock time of moment `t`, the same way.
    public static func moment(naive: Int, wallClock: (Int) -> Int) -> Int {
        // The offsets in force within a day either side (a zone changes at most once in that span).
        var offsets: [Int] = []
        for probe in [naive - 86_400, naive, naive + 86_400] {
            let offset = wallClock(probe) - probe
            if !offsets.contains(offset) { offsets.append(offset) }
        }
        let valid = offsets.map { naive - $0 }.filter { wallClock($0) == naive }
        if let first = valid.min() { return first }
        // Skipped: the first moment whose wall clock is at or past it, between the two offsets.
        var low = naive - offsets.max()!, high = naive - offsets.min()!
        guard low < high, wallClock(high) >= naive else { return naive - offsets[0] }
        while high - low > 1 {
            let middle = low + (high - low) / 2
            if wallClock(middle) >= naive { high = middle } else { low = middle }
        }
        return high
    }
}

/// The process's time zone, through glibc (`localtime_r`, `mktime`): TZ or /etc/localtime, with
/// every daylight-saving rule of the tz database.
public struct SystemCalendar: LocalCalendar {
    public init() {
        tzset()
    }

    public func local(_ seconds: Int) -> (date: CivilDate, minutes: Int) {
        var now = time_t(seconds)
        var parts = tm()
        localtime_r(&now, &parts)
        return (
            CivilDate(year: Int(parts.tm_year) + 1900, month: Int(parts.tm_mon) + 1, day: Int(parts.tm_mday)),
            Int(parts.tm_hour) * 60 + Int(parts.tm_min)
        )
    }

    public func moment(_ date: CivilDate, minutes: Int) -> Int {
        LocalTimeResolution.moment(naive: date.dayNumber * 86_400 + minutes * 60, wallClock: Self.wallClock)
    }

    /// The local wall-clock time of `seconds`, as seconds since 1970 read as if it were UTC.
    static func wallClock(_ seconds: Int) -> Int {
        var now = time_t(seconds)
        var parts = tm()
        localtime_r(&now, &parts)
        let date = CivilDate(year: Int(parts.tm_year) + 1900, month: Int(parts.tm_mon) + 1, day: Int(parts.tm_mday))
        return date.dayNumber * 86_400 + Int(parts.tm_hour) * 3600 + Int(parts.tm_min) * 60 + Int(parts.tm_sec)
    }
}
