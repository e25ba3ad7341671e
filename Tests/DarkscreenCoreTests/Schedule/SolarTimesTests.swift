import Testing
import DarkscreenCore
import DarkscreenPlatform
import DarkscreenTools

/// Sunrise and sunset against published times (sunrise/sunset tables as NOAA's solar calculator
/// gives them, rounded to the minute; one NREL solar-position reference), in UTC, within two
/// minutes (NOAA states ±1 minute between the polar circles; the tables round).
@Suite struct SolarTimesTests {
    struct Place: Sendable, CustomTestStringConvertible {
        var name: String
        var location: GeoLocation
        var date: CivilDate
        /// NOAA's sunrise and sunset, "HH:MM" UTC (a sunset past midnight UTC adds 24 h).
        var sunrise: Int
        var sunset: Int
        var testDescription: String { name }
    }

    static func hm(_ hours: Int, _ minutes: Int) -> Int { hours * 60 + minutes }

    static let places: [Place] = [
        // Greenwich, 2026-06-21: sunrise 03:43, sunset 20:21 UTC (04:43 / 21:21 BST).
        Place(
            name: "Greenwich, summer solstice", location: GeoLocation(latitude: 51.4769, longitude: -0.0005),
            date: CivilDate(year: 2026, month: 6, day: 21), sunrise: hm(3, 43), sunset: hm(20, 21)),
        // Greenwich, 2026-12-21: sunrise 08:04, sunset 15:53 UTC.
        Place(
            name: "Greenwich, winter solstice", location: GeoLocation(latitude: 51.4769, longitude: -0.0005),
            date: CivilDate(year: 2026, month: 12, day: 21), sunrise: hm(8, 4), sunset: hm(15, 53)),
        // New York (Central Park), 2026-03-20: sunrise 06:59 EDT = 10:59 UTC, sunset 19:10 EDT = 23:10 UTC.
        Place(
            name: "New York, equinox", location: GeoLocation(latitude: 40.7812, longitude: -73.9665),
            date: CivilDate(year: 2026, month: 3, day: 20), sunrise: hm(10, 59), sunset: hm(23, 10)),
        // Sydney, 2026-01-01: sunrise 05:47 AEDT = 18:47 UTC the day before, sunset 20:09 AEDT = 09:09 UTC.
        Place(
            name: "Sydney, New Year", location: GeoLocation(latitude: -33.8688, longitude: 151.2093),
            date: CivilDate(year: 2026, month: 1, day: 1), sunrise: -hm(5, 13), sunset: hm(9, 9)),
        // Cupertino, 2024-01-01: sunrise 07:22:13 PST = 15:22 UTC, sunset 17:00:33 PST = 01:01 UTC the next day.
        Place(
            name: "Cupertino, New Year", location: GeoLocation(latitude: 37.3229978, longitude: -122.0321823),
            date: CivilDate(year: 2024, month: 1, day: 1), sunrise: hm(15, 22), sunset: hm(25, 1)),
        // Malibu, 2017-10-17, NREL's solar position algorithm at 71 m (its horizon ~1.3 minutes wider
        // than sea level's): sunrise 14.00757 h = 14:00 UTC, sunset 1.31844 h = 01:19 UTC the next day.
        Place(
            name: "Malibu, October", location: GeoLocation(latitude: 34.0201613, longitude: -118.6919095),
            date: CivilDate(year: 2017, month: 10, day: 17), sunrise: hm(14, 0), sunset: hm(25, 19))
    ]

    @Test("sunrise and sunset within two minutes of NOAA's", arguments: places)
    func riseAndSet(_ place: Place) {
        let day = SolarTimes.day(year: place.date.year, month: place.date.month, day: place.date.day, at: place.location)
        guard case .riseAndSet(let sunrise, let sunset) = day else {
            Issue.record("expected a sunrise and a sunset, got \(day)")
            return
        }
        #expect(abs(sunrise - Double(place.sunrise)) <= 2, "sunrise \(sunrise) vs NOAA \(place.sunrise)")
        #expect(abs(sunset - Double(place.sunset)) <= 2, "sunset \(sunset) vs NOAA \(place.sunset)")
    }

    static let tromso = GeoLocation(latitude: 69.6492, longitude: 18.9553)

    @Test("Tromsø: the midnight sun in June, the polar night in December")
    func polar() {
        #expect(SolarTimes.day(year: 2026, month: 6, day: 21, at: Self.tromso) == .polarDay)
        #expect(SolarTimes.day(year: 2026, month: 12, day: 21, at: Self.tromso) == .polarNight)
        // The South Pole's midwinter is June.
        #expect(SolarTimes.day(year: 2026, month: 6, day: 21, at: GeoLocation(latitude: -89.9, longitude: 0)) == .polarNight)
    }
}
