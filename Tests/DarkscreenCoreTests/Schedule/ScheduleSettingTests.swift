import Testing
import DarkscreenCore
import DarkscreenPlatform
import DarkscreenTools

/// The `"schedule"` setting as written in settings.json, and the one line a bad value gets.
@Suite struct ScheduleSettingTests {
    func choice(_ json: String) throws -> ScheduleChoice {
        try Settings.parse(Array("{\"theme\": \"Dark\", \"schedule\": \(json)}".utf8)).schedule
    }

    @Test("fixed times")
    func fixed() throws {
        #expect(try choice(#"{"light": "07:00", "dark": "19:30"}"#) == .on(.fixed(light: 420, dark: 1170)))
    }

    @Test("the sun at a place, with offsets")
    func sun() throws {
        #expect(
            try choice(#"{"sun": {"latitude": 59.91, "longitude": 10.75}, "offsetMinutes": 15, "darkOffsetMinutes": -20}"#)
                == .on(.sun(location: GeoLocation(latitude: 59.91, longitude: 10.75), lightOffset: 15, darkOffset: -20)))
        #expect(try choice(#"{"sun": "auto"}"#) == .on(.sun(location: nil, lightOffset: 0, darkOffset: 0)))
    }

    @Test("no schedule: off")
    func missing() throws {
        #expect(try Settings.parse(Array("{}".utf8)).schedule == .off)
    }

    @Test(
        "bad values: the field and what is wrong, the schedule off",
        arguments: [
            (#"{"light": "7:75", "dark": "19:30"}"#, #"schedule.light: "7:75" is not a time (use "HH:MM", 00:00 to 23:59); the schedule is off"#),
            (#"{"light": "07:00"}"#, #"schedule.dark: is missing (use "HH:MM"); the schedule is off"#),
            (#"{"light": "07:00", "dark": 19}"#, #"schedule.dark: should be a time "HH:MM", found a number; the schedule is off"#),
            (#"{"sun": {"latitude": 95, "longitude": 10}}"#, "schedule.sun.latitude: 95 is out of range (-90 to 90); the schedule is off"),
            (#"{"sun": {"latitude": 60}}"#, "schedule.sun.longitude: is missing (degrees, north and east positive); the schedule is off"),
            (#"{"sun": "Oslo"}"#, #"schedule.sun: should be "auto" or {"latitude": …, "longitude": …}; the schedule is off"#),
            (#""evening""#, #"schedule: should be an object like {"light": "07:00", "dark": "19:30"} or {"sun": "auto"}, found a string; the schedule is off"#),
            (#"{"light": "07:00", "dark": "07:00"}"#, "schedule: light and dark are both at 07:00; give two different times; the schedule is off")
        ])
    func invalid(_ json: String, _ message: String) throws {
        guard case .invalid(let error) = try choice(json) else {
            Issue.record("\(json) was accepted")
            return
        }
        #expect(error.description == message)
    }

    @Test("the rest of the settings stay: theme and appearance are read beside a bad schedule")
    func restKept() throws {
        let settings = try Settings.parse(Array(#"{"theme": "Dark", "appearance": "light", "schedule": {"light": "25:00", "dark": "19:00"}}"#.utf8))
        #expect(settings.themeName == "Dark")
        #expect(settings.appearance == .light)
    }

    @Test("sun auto without a known zone: one line naming the zone")
    func unknownZone() {
        #expect(
            throws: ScheduleSettingError(
                field: "schedule.sun", problem: "the time zone \"Mars/Olympus\" has no location in zone1970.tab or zone.tab (give latitude and longitude)")
        ) {
            try Schedule(.sun(location: nil, lightOffset: 0, darkOffset: 0), zoneName: "Mars/Olympus", zoneLocation: { _ in nil })
        }
    }
}
