#if canImport(Glibc)
    import Glibc
#endif
import DarkscreenPlatform

/// The wall clock the schedule follows: CLOCK_REALTIME, or, for tests only, a fake one.
///
/// `DARKSCREEN_FAKE_CLOCK=/path/file` (tests only): the file holds a UTC time such as
/// `2026-06-21T19:29:58Z`; the clock shows that time at the file's modification time and runs
/// on at the real rate, so every process reading the file agrees. Rewriting the file sets the
/// clock (as the wall clock jumping after a sleep); the schedule watches the file for that.
public struct ScheduleClock: Sendable {
    public static let fakeVariable = "DARKSCREEN_FAKE_CLOCK"
    /// The fake clock's file (nil: the real clock).
    public let fakeFile: String?

    public init(fakeFile: String?) {
        self.fakeFile = fakeFile.flatMap { $0.isEmpty ? nil : $0 }
    }

    /// Seconds since the epoch on this clock.
    public func now() -> Int { Self.realNow() + offset() }

    /// Seconds since the epoch on this clock and how far into that second it is (ms), from one
    /// reading of CLOCK_REALTIME (the fake clock is whole seconds ahead of the real one): what a
    /// wait until a given second needs to be exact.
    public func nowWithMilliseconds() -> (second: Int, ms: Int) {
        var spec = timespec()
        clock_gettime(CLOCK_REALTIME, &spec)
        return (Int(spec.tv_sec) + offset(), Int(spec.tv_nsec) / 1_000_000)
    }

    /// How far the fake clock is ahead of the real one (0 for the real clock or an unreadable file).
    private func offset() -> Int {
        guard let fakeFile, let bytes = try? FileSystem.readBytes(at: fakeFile, limit: 256),
            let shown = Self.parseUTC(String(decoding: bytes, as: UTF8.self))
        else { return 0 }
        var info = stat()
        guard stat(fakeFile, &info) == 0 else { return 0 }
        return shown - Int(info.st_mtim.tv_sec)
    }

    static func realNow() -> Int {
        var spec = timespec()
        clock_gettime(CLOCK_REALTIME, &spec)
        return Int(spec.tv_sec)
    }

    /// "2026-06-21T19:29:58Z" as seconds since the epoch.
    public static func parseUTC(_ text: String) -> Int? {
        let trimmed = text.split(whereSeparator: { $0 == "\n" || $0 == " " }).first.map(String.init) ?? ""
        let digits = Array(trimmed.utf8)
        guard digits.count == 20, digits[4] == UInt8(ascii: "-"), digits[7] == UInt8(ascii: "-"), digits[10] == UInt8(ascii: "T"),
            digits[13] == UInt8(ascii: ":"), digits[16] == UInt8(ascii: ":"), digits[19] == UInt8(ascii: "Z")
        else { return nil }
        func number(_ range: Range<Int>) -> Int? {
            var value = 0
            for index in range {
                guard digits[index] >= 48, digits[index] <= 57 else { return nil }
                value = value * 10 + Int(digits[index] - 48)
            }
            return value
        }
        guard let year = number(0..<4), let month = number(5..<7), let day = number(8..<10),
            let hour = number(11..<13), let minute = number(14..<16), let second = number(17..<19),
            (1...12).contains(month), (1...31).contains(day), hour < 24, minute < 60, second < 61
        else { return nil }
        return CivilDate(year: year, month: month, day: day).dayNumber * 86_400 + hour * 3600 + minute * 60 + second
    }
}
