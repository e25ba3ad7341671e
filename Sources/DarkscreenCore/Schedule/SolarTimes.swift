#if canImport(Glibc)
    import Glibc
#endif
import DarkscreenPlatform

/// Sunrise and sunset for a day and a place: NOAA's solar calculator (the spreadsheet's
/// equations, after Meeus' "Astronomical Algorithms"), refined once at the event's own time;
/// within a minute of NOAA's published times between the polar circles. Sunrise and sunset are
/// when the Sun's upper limb touches the horizon with standard refraction (zenith 90.833°).
public enum SolarTimes {
    public enum Day: Equatable, Sendable {
        /// Minutes after 00:00 UTC of the date (may be below 0 or past 1440 far from Greenwich).
        case riseAndSet(sunrise: Double, sunset: Double)
        /// The Sun never sets (polar day) or never rises (polar night).
        case polarDay
        case polarNight
    }

    /// The Sun's day at `location` on the civil date `year-month-day`.
    public static func day(year: Int, month: Int, day: Int, at location: GeoLocation) -> Day {
        let julianDay = julianDayAtMidnightUTC(year: year, month: month, day: day)
        let noon = 720 - 4 * location.longitude
        guard let firstRise = event(julianDay, minutes: noon, location, rising: true),
            let firstSet = event(julianDay, minutes: noon, location, rising: false)
        else {
            return declination(julianDay + noon / 1440) * location.latitude > 0 ? .polarDay : .polarNight
        }
        // Once more with the Sun's position at the estimated event (the Sun moves ~1° a day).
        let sunrise = event(julianDay, minutes: firstRise, location, rising: true) ?? firstRise
        let sunset = event(julianDay, minutes: firstSet, location, rising: false) ?? firstSet
        return .riseAndSet(sunrise: sunrise, sunset: sunset)
    }

    /// The Julian day at 00:00 UTC of a Gregorian date.
    static func julianDayAtMidnightUTC(year: Int, month: Int, day: Int) -> Double {
        var y = year, m = month
        if m <= 2 { y -= 1; m += 12 }
        let a = y / 100
        let b = 2 - a + a / 4
        return (365.25 * Double(y + 4716)).rounded(.down) + (30.6001 * Double(m + 1)).rounded(.down) + Double(day) + Double(b) - 1524.5
    }

    /// Sunrise or sunset (minutes after 00:00 UTC) using the Sun's position at `minutes`; nil
    /// when the Sun does not cross the horizon that day.
    private static func event(_ julianDay: Double, minutes: Double, _ location: GeoLocation, rising: Bool) -> Double? {
        let sun = SunPosition(julianDay: julianDay + minutes / 1440)
        let latitude = radians(location.latitude)
        let cosine = cos(radians(90.833)) / (cos(latitude) * cos(sun.declination)) - tan(latitude) * tan(sun.declination)
        guard cosine >= -1, cosine <= 1 else { return nil }
        let hourAngle = degrees(acos(cosine))
        let solarNoon = 720 - 4 * location.longitude - sun.equationOfTime
        return rising ? solarNoon - 4 * hourAngle : solarNoon + 4 * hourAngle
    }

    private static func declination(_ julianDay: Double) -> Double { SunPosition(julianDay: julianDay).declination }

    static func radians(_ degrees: Double) -> Double { degrees * .pi / 180 }
    static func degrees(_ radians: Double) -> Double { radians * 180 / .pi }
}

/// The Sun's declination (radians) and the equation of time (minutes) at a Julian day (NOAA).
struct SunPosition {
    var declination: Double
    var equationOfTime: Double

    init(julianDay: Double) {
        let t = (julianDay - 2451545) / 36525
        let meanLongitude = (280.46646 + t * (36000.76983 + t * 0.0003032)).truncatingRemainder(dividingBy: 360)
        let meanAnomaly = 357.52911 + t * (35999.05029 - 0.0001537 * t)
        let eccentricity = 0.016708634 - t * (0.000042037 + 0.0000001267 * t)
        let m = SolarTimes.radians(meanAnomaly)
        let center = sin(m) * (1.914602 - t * (0.004817 + 0.000014 * t)) + sin(2 * m) * (0.019993 - 0.000101 * t) + sin(3 * m) * 0.000289
        let trueLongitude = meanLongitude + center
        let omega = SolarTimes.radians(125.04 - 1934.136 * t)
        let apparentLongitude = SolarTimes.radians(trueLongitude - 0.00569 - 0.00478 * sin(omega))
        let meanObliquity = 23 + (26 + (21.448 - t * (46.815 + t * (0.00059 - t * 0.001813))) / 60) / 60
        let obliquity = SolarTimes.radians(meanObliquity + 0.00256 * cos(omega))
        declination = asin(sin(obliquity) * sin(apparentLongitude))
        let y = tan(obliquity / 2) * tan(obliquity / 2)
        let l0 = SolarTimes.radians(meanLongitude)
        let e = eccentricity
        equationOfTime =
            4
            * SolarTimes.degrees(
                y * sin(2 * l0) - 2 * e * sin(m) + 4 * e * y * sin(m) * cos(2 * l0)
                    - 0.5 * y * y * sin(4 * l0) - 1.25 * e * e * sin(2 * m))
    }
}
