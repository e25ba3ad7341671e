#if canImport(Glibc)
    import Glibc
#endif
import Testing
@testable import DarkscreenCore
@testable import DarkscreenPlatform
@testable import DarkscreenTools

/// Local times across daylight-saving changes resolve to one moment, the same every time: a
/// repeated time is its first occurrence, a skipped time the moment of the change.
@Suite(.serialized) struct DaylightSavingTests {
    /// A zone at +1 h that goes to +2 h at `forward` and back at `back` (moments, UTC).
    struct Zone {
        var forward: Int
        var back: Int
        func wallClock(_ t: Int) -> Int { t + (t >= forward && t < back ? 7200 : 3600) }
    }

    static let march29 = CivilDate(year: 2026, month: 3, day: 29).dayNumber * 86_400
    static let october25 = CivilDate(year: 2026, month: 10, day: 25).dayNumber * 86_400
    /// Europe's rule for 2026: forward at 01:00 UTC on 29 March, back at 01:00 UTC on 25 October.
    static let europe = Zone(forward: march29 + 3600, back: october25 + 3600)

    @Test(
        "times around the changes in a rule-based zone",
        arguments: [
            // (local wall clock on the day, expected moment in UTC)
            (march29 + 90 * 60, march29 + 30 * 60),  // 01:30 exists once: 00:30 UTC
            (march29 + 150 * 60, march29 + 3600),  // 02:30 skipped: the change, 03:00 local
            (march29 + 120 * 60, march29 + 3600),  // 02:00 skipped too
            (march29 + 180 * 60, march29 + 3600),  // 03:00 is the change itself
            (march29 + 210 * 60, march29 + 90 * 60),  // 03:30 exists once
            (october25 + 150 * 60, october25 + 30 * 60),  // 02:30 twice: the first (summer time)
            (october25 + 120 * 60, october25),  // 02:00 twice: the first
            (october25 + 179 * 60, october25 + 59 * 60),  // 02:59 twice: the first
            (october25 + 180 * 60, october25 + 2 * 3600),  // 03:00 once (winter time)
            (october25 + 90 * 60, october25 - 30 * 60)  // 01:30 once (summer time)
        ])
    func resolved(naive: Int, expected: Int) {
        #expect(LocalTimeResolution.moment(naive: naive, wallClock: Self.europe.wallClock) == expected)
    }

    @Test("every minute of both change days resolves to a moment whose wall clock is that time or, skipped, the first after it")
    func everyMinute() {
        for day in [Self.march29, Self.october25] {
            var previous = Int.min
            for minute in 0..<(24 * 60) {
                let naive = day + minute * 60
                let moment = LocalTimeResolution.moment(naive: naive, wallClock: Self.europe.wallClock)
                let shown = Self.europe.wallClock(moment)
                #expect(shown == naive || (shown > naive && shown - naive <= 3600), "minute \(minute)")
                #expect(moment >= previous, "in order: minute \(minute)")
                previous = moment
            }
        }
    }

    /// The process's zone set for one test (the suite runs serialized; the zone is put back).
    func inZone<T>(_ zone: String, _ body: () -> T) -> T {
        let before = getenv("TZ").map { String(cString: $0) }
        setenv("TZ", zone, 1)
        tzset()
        defer {
            if let before { setenv("TZ", before, 1) } else { unsetenv("TZ") }
            tzset()
        }
        return body()
    }

    @Test(
        "glibc's zones: Oslo and New York on their change days, asked in any order, give the same moments",
        arguments: [
            ("Europe/Oslo", CivilDate(year: 2026, month: 10, day: 25), CivilDate(year: 2026, month: 3, day: 29), 3600),
            ("America/New_York", CivilDate(year: 2026, month: 11, day: 1), CivilDate(year: 2026, month: 3, day: 8), -18_000)
        ])
    func systemCalendar(zone: String, back: CivilDate, forward: CivilDate, standardOffset: Int) {
        inZone(zone) {
            let calendar = SystemCalendar()
            // Repeated 01:30 (New York) / 02:30 (Oslo): the first occurrence, in summer time, whatever was asked before.
            let repeated = zone == "Europe/Oslo" ? 150 : 90
            let first = back.dayNumber * 86_400 + repeated * 60 - (standardOffset + 3600)
            for warmUp in [first + 3600, first - 86_400, first + 7200] {
                _ = calendar.local(warmUp)
                #expect(calendar.moment(back, minutes: repeated) == first)
            }
            // Skipped 02:30: the change, shown as 03:00.
            let skipped = calendar.moment(forward, minutes: 150)
            #expect(calendar.local(skipped).minutes == 180 && calendar.local(skipped).date == forward)
            #expect(calendar.local(skipped - 1).minutes < 120, "the moment just before is before the gap")
            // A switch at 02:30 happens once on the day clocks go back, and the day's two switches keep their order.
            let schedule = Schedule(.fixed(light: repeated, dark: 20 * 60))
            guard case .switches(let switches) = schedule.day(back, calendar: calendar) else {
                Issue.record("no switches")
                return
            }
            #expect(switches.map(\.moment) == [first, calendar.moment(back, minutes: 20 * 60)])
            let justAfterSecond = first + 3600 + 60
            let status = schedule.status(at: justAfterSecond, calendar: calendar)
            #expect(status.scheme == .light && status.since == first && status.next?.scheme == .dark)
        }
    }

    @Test(
        "zone names the tz database keeps as aliases are found where their zones are",
        arguments: [
            ("US/Eastern", "America/New_York"), ("Europe/Kiev", "Europe/Kyiv"), ("Asia/Calcutta", "Asia/Kolkata"),
            ("US/Pacific", "America/Los_Angeles"), ("Japan", "Asia/Tokyo")
        ])
    func aliases(alias: String, canonical: String) throws {
        let found = try #require(ZoneLocation.find(alias), "\(alias) found")
        #expect(found == ZoneLocation.find(canonical))
        #expect(ZoneLocation.find("Nowhere/Land") == nil)
    }

    @Test("a link in tzdata.zi's own words")
    func linkLines() {
        let text = "# comment\nZ America/New_York -4:56:2 - LMT 1883\nL America/New_York US/Eastern\nL Asia/Kolkata Asia/Calcutta\n"
        #expect(ZoneLocation.linkTarget(of: "US/Eastern", inLinks: text) == "America/New_York")
        #expect(ZoneLocation.linkTarget(of: "Asia/Calcutta", inLinks: text) == "Asia/Kolkata")
        #expect(ZoneLocation.linkTarget(of: "America/New_York", inLinks: text) == nil)
    }
}
