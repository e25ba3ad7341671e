#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The local time for the status line, and how long until it next changes.
public enum WallClock {
    /// Local time as `HH:MM`.
    public static func hoursAndMinutes() -> String {
        var now = time(nil)
        var parts = tm()
        localtime_r(&now, &parts)
        func twoDigits(_ value: Int32) -> String { value < 10 ? "0\(value)" : "\(value)" }
        return twoDigits(parts.tm_hour) + ":" + twoDigits(parts.tm_min)
    }

    /// Milliseconds until the start of the next minute (at least 1).
    public static func millisecondsToNextMinute() -> Int32 {
        var spec = timespec()
        clock_gettime(CLOCK_REALTIME, &spec)
        let intoMinute = Int(spec.tv_sec % 60) * 1000 + Int(spec.tv_nsec / 1_000_000)
        return Int32(max(1, 60_000 - intoMinute + 5))
    }
}

extension WallClock {
    /// Seconds since 1970 (UTC).
    public static func secondsSince1970() -> Int64 { Int64(time(nil)) }

    /// `YYYY-MM-DD HH:MM:SS UTC` for a time in seconds since 1970.
    public static func utcText(_ seconds: Int64) -> String {
        var value = time_t(seconds)
        var parts = tm()
        gmtime_r(&value, &parts)
        func two(_ v: Int32) -> String { v < 10 ? "0\(v)" : "\(v)" }
        return "\(parts.tm_year + 1900)-\(two(parts.tm_mon + 1))-\(two(parts.tm_mday)) \(two(parts.tm_hour)):\(two(parts.tm_min)):\(two(parts.tm_sec)) UTC"
    }
}

/// Time that only moves forward (CLOCK_MONOTONIC), for measuring intervals — double clicks,
/// deadlines — unaffected by changes of the wall clock.
public enum MonotonicClock {
    public static func milliseconds() -> Int {
        var spec = timespec()
        clock_gettime(CLOCK_MONOTONIC, &spec)
        return Int(spec.tv_sec) * 1000 + Int(spec.tv_nsec / 1_000_000)
    }
}
