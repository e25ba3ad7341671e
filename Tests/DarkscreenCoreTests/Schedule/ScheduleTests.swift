import Testing
import DarkscreenCore
import DarkscreenTestSupport
import TerminalAppearance
import DarkscreenPlatform
import DarkscreenTools

/// Where a moment stands in a schedule: the appearance, since when, the next switch, and the
/// line `appearance --explain` shows.
@Suite struct ScheduleTests {
    let utc = FixedOffsetCalendar()
    let fixed = Schedule(.fixed(light: 7 * 60, dark: 19 * 60 + 30))
    func at(_ text: String) -> Int { FixedOffsetCalendar.utc(text) }

    @Test("fixed times: dark after 19:30, light at 07:00 tomorrow")
    func fixedEvening() {
        let now = at("2026-06-21T20:00:00Z")
        let status = fixed.status(at: now, calendar: utc)
        #expect(
            status
                == ScheduleStatus(
                    scheme: .dark, since: at("2026-06-21T19:30:00Z"),
                    next: Schedule.Switch(.light, at: at("2026-06-22T07:00:00Z"))))
        #expect(status.description(now: now, calendar: utc) == "dark since 19:30, light at 07:00 tomorrow")
    }

    @Test("fixed times: before dawn it is still yesterday's dark")
    func fixedBeforeDawn() {
        let now = at("2026-06-22T05:00:00Z")
        let status = fixed.status(at: now, calendar: utc)
        #expect(status.scheme == .dark)
        #expect(status.description(now: now, calendar: utc) == "dark since 19:30 yesterday, light at 07:00")
    }

    @Test("a switch is at its second exactly: at 19:30:00 it is dark")
    func boundaryExactly() {
        #expect(fixed.status(at: at("2026-06-21T19:29:59Z"), calendar: utc).scheme == .light)
        #expect(fixed.status(at: at("2026-06-21T19:30:00Z"), calendar: utc).scheme == .dark)
    }

    @Test("after a wall-clock jump (a night asleep) the time is worked out again: light, dark next")
    func afterJump() {
        let before = fixed.status(at: at("2026-06-21T23:00:00Z"), calendar: utc)
        #expect(before.scheme == .dark)
        // The machine slept past 07:00: the switch it was armed for has passed.
        let after = fixed.status(at: at("2026-06-22T09:15:00Z"), calendar: utc)
        #expect(
            after
                == ScheduleStatus(
                    scheme: .light, since: at("2026-06-22T07:00:00Z"),
                    next: Schedule.Switch(.dark, at: at("2026-06-22T19:30:00Z"))))
        #expect(before.next!.moment < at("2026-06-22T09:15:00Z"))
    }

    @Test("a night shift: light in the evening, dark in the morning")
    func inverted() {
        let schedule = Schedule(.fixed(light: 18 * 60, dark: 6 * 60))
        #expect(schedule.status(at: at("2026-06-21T12:00:00Z"), calendar: utc).scheme == .dark)
        #expect(schedule.status(at: at("2026-06-21T23:00:00Z"), calendar: utc).scheme == .light)
    }

    @Test("local time: the switches are at local 07:00 in a zone two hours east")
    func localZone() {
        let east = FixedOffsetCalendar(offsetMinutes: 120)
        let status = fixed.status(at: at("2026-06-21T04:00:00Z"), calendar: east)
        #expect(status.scheme == .dark)
        #expect(status.next == Schedule.Switch(.light, at: at("2026-06-21T05:00:00Z")))
    }

    static let tromso = GeoLocation(latitude: 69.6492, longitude: 18.9553)

    @Test("Tromsø in June: light all day, no switch for weeks")
    func midnightSun() {
        let schedule = Schedule(.sun(Self.tromso, lightOffset: 0, darkOffset: 0))
        let now = at("2026-06-21T23:30:00Z")
        let status = schedule.status(at: now, calendar: utc)
        #expect(status.scheme == .light)
        #expect(status.since == nil)
        #expect(status.next!.scheme == .dark)
        #expect(status.next!.moment > at("2026-07-20T00:00:00Z"))
        #expect(status.description(now: now, calendar: utc).hasPrefix("light all day (the sun does not set), dark at "))
    }

    @Test("Tromsø in December: dark all day")
    func polarNight() {
        let schedule = Schedule(.sun(Self.tromso, lightOffset: 0, darkOffset: 0))
        let status = schedule.status(at: at("2026-12-21T11:00:00Z"), calendar: utc)
        #expect(status.scheme == .dark)
        #expect(status.next!.scheme == .light)
        #expect(status.next!.moment > at("2027-01-10T00:00:00Z"))
    }

    @Test("the sun with offsets: light 30 minutes after sunrise, dark 15 minutes before sunset")
    func sunOffsets() {
        let greenwich = GeoLocation(latitude: 51.4769, longitude: -0.0005)
        let plain = Schedule(.sun(greenwich, lightOffset: 0, darkOffset: 0))
        let moved = Schedule(.sun(greenwich, lightOffset: 30, darkOffset: -15))
        let date = CivilDate(year: 2026, month: 6, day: 21)
        guard case .switches(let base) = plain.day(date, calendar: utc), case .switches(let shifted) = moved.day(date, calendar: utc) else {
            Issue.record("expected switches")
            return
        }
        #expect(shifted[0].moment - base[0].moment == 30 * 60)
        #expect(shifted[1].moment - base[1].moment == -15 * 60)
        // Sunrise 03:43 UTC (NOAA), so light from about 04:13.
        #expect(abs(shifted[0].moment - at("2026-06-21T04:13:00Z")) <= 120)
    }
}
