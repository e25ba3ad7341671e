import Testing
import DarkscreenCore

/// Sunrise and sunset against NOAA's solar calculator (gml.noaa.gov/grad/solcalc), its published
/// times in UTC, within two minutes (NOAA rounds to the minute; its own stated accuracy is ±1
/// minute between the polar circles).
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
        Place(name: "Greenwich, summer solstice", location: GeoLocation(latitude: 51.4769, longitude: -0.0005),
              date: CivilDate(year: 2026, month: 6, day: 21), sunrise: hm(3, 43), sunset: hm(20, 21)),
        // Greenwich, 2026-12-21: sunrise 08:04, sunset 15:53 UTC.
        Place(name: "Greenwich, winter solstice", location: GeoLocation(latitude: 51.4769, longitude: -0.0005),
              date: CivilDate(year: 2026, month: 12, day: 21), sunrise: hm(8, 4), sunset: hm(15, 53)),
        // New York (Central Park), 2026-03-20: sunrise 06:59 EDT = 10:59 UTC, sunset 19:10 EDT = 23:10 UTC.
        Place(name: "New York, equinox", location: GeoLocation(latitude: 40.7812, longitude: -73.9665),
              date: CivilDate(year: 2026, month: 3, day: 20), sunrise: hm(10, 59), sunset: hm(23, 10)),
        // Sydney, 2026-01-01: sunrise 05:47 AEDT = 18:47 UTC the day before, sunset 20:09 AEDT = 09:09 UTC.
        Place(name: "Sydney, New Year", location: GeoLocation(latitude: -33.8688, longitude: 151.2093),
              date: CivilDate(year: 2026, month: 1, day: 1), sunrise: hm(-5, 13), sunset: hm(9, 9)),
        // Quito, 2026-09-23: sunrise 06:10 ECT = 11:10 UTC, sunset 18:17 ECT = 23:17 UTC.
        Place(name: "Quito, on the equator", location: GeoLocation(latitude: -0.1807, longitude: -78.4678),
              date: CivilDate(year: 2026, month: 9, day: 23), sunrise: hm(11, 10), sunset: hm(23, 17)),
        // Tromsø, 2026-03-20: sunrise 05:01 UTC, sunset 17:20 UTC (06:01 / 18:20 CET).
        Place(name: "Tromsø, equinox", location: GeoLocation(latitude: 69.6492, longitude: 18.9553),
              date: CivilDate(year: 2026, month: 3, day: 20), sunrise: hm(5, 1), sunset: hm(17, 20)),
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
