import DarkscreenPlatform
/// The `"schedule"` setting: light by day and dark by night, at fixed times or with the sun.
///
/// ```json
/// "schedule": {"light": "07:00", "dark": "19:30"}
/// "schedule": {"sun": {"latitude": 59.91, "longitude": 10.75}, "offsetMinutes": 15}
/// "schedule": {"sun": "auto"}
/// ```
public enum ScheduleSetting: Hashable, Sendable {
    /// Light from `light`, dark from `dark` (minutes after local midnight).
    case fixed(light: Int, dark: Int)
    /// Light at sunrise, dark at sunset (each moved by its offset in minutes); `location` nil:
    /// taken from the time zone (`"sun": "auto"`).
    case sun(location: GeoLocation?, lightOffset: Int, darkOffset: Int)

    /// Reads the setting's value; a value that cannot be used names its field ("schedule.light")
    /// and what is wrong.
    public static func parse(_ node: JSONNode) throws(ScheduleSettingError) -> ScheduleSetting {
        guard case .object = node.value else {
            throw ScheduleSettingError(
                field: "schedule",
                problem: "should be an object like {\"light\": \"07:00\", \"dark\": \"19:30\"} or {\"sun\": \"auto\"}, found \(node.value.kindName)")
        }
        if let sun = node["sun"] {
            let location: GeoLocation?
            switch sun.value {
            case .string("auto"): location = nil
            case .object:
                location = GeoLocation(
                    latitude: try degrees(sun["latitude"], field: "schedule.sun.latitude", limit: 90),
                    longitude: try degrees(sun["longitude"], field: "schedule.sun.longitude", limit: 180))
            default:
                throw ScheduleSettingError(field: "schedule.sun", problem: "should be \"auto\" or {\"latitude\": …, \"longitude\": …}")
            }
            let both = try minutes(node["offsetMinutes"], field: "schedule.offsetMinutes") ?? 0
            let light = try minutes(node["lightOffsetMinutes"], field: "schedule.lightOffsetMinutes") ?? both
            let dark = try minutes(node["darkOffsetMinutes"], field: "schedule.darkOffsetMinutes") ?? both
            return .sun(location: location, lightOffset: light, darkOffset: dark)
        }
        guard node["light"] != nil || node["dark"] != nil else {
            throw ScheduleSettingError(field: "schedule", problem: "needs \"light\" and \"dark\" times, or \"sun\"")
        }
        let light = try time(node["light"], field: "schedule.light")
        let dark = try time(node["dark"], field: "schedule.dark")
        guard light != dark else {
            throw ScheduleSettingError(field: "schedule", problem: "light and dark are both at \(ClockText.hoursAndMinutes(light)); give two different times")
        }
        return .fixed(light: light, dark: dark)
    }

    /// "HH:MM" (00:00–23:59) as minutes after midnight.
    static func time(_ node: JSONNode?, field: String) throws(ScheduleSettingError) -> Int {
        guard let node else { throw ScheduleSettingError(field: field, problem: "is missing (use \"HH:MM\")") }
        guard case .string(let text) = node.value else {
            throw ScheduleSettingError(field: field, problem: "should be a time \"HH:MM\", found \(node.value.kindName)")
        }
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count == 2, (1...2).contains(parts[0].count), parts[1].count == 2,
            parts.allSatisfy({ $0.allSatisfy { $0 >= "0" && $0 <= "9" } }),
            let hours = Int(parts[0]), let minutes = Int(parts[1]), hours < 24, minutes < 60
        else {
            throw ScheduleSettingError(field: field, problem: "\(SafeText.quoted(text)) is not a time (use \"HH:MM\", 00:00 to 23:59)")
        }
        return hours * 60 + minutes
    }

    private static func degrees(_ node: JSONNode?, field: String, limit: Double) throws(ScheduleSettingError) -> Double {
        guard let node else { throw ScheduleSettingError(field: field, problem: "is missing (degrees, north and east positive)") }
        guard case .number(let value) = node.value else {
            throw ScheduleSettingError(field: field, problem: "should be a number of degrees, found \(node.value.kindName)")
        }
        guard value.isFinite, abs(value) <= limit else {
            throw ScheduleSettingError(field: field, problem: "\(ClockText.number(value)) is out of range (-\(Int(limit)) to \(Int(limit)))")
        }
        return value
    }

    private static func minutes(_ node: JSONNode?, field: String) throws(ScheduleSettingError) -> Int? {
        guard let node else { return nil }
        guard case .number(let value) = node.value, value.isFinite, value == value.rounded(), abs(value) <= 720 else {
            throw ScheduleSettingError(field: field, problem: "should be a whole number of minutes from -720 to 720")
        }
        return Int(value)
    }
}

/// Where on Earth, in degrees (north and east positive).
public struct GeoLocation: Hashable, Sendable {
    public var latitude: Double
    public var longitude: Double

    public init(latitude: Double, longitude: Double) {
        self.latitude = latitude
        self.longitude = longitude
    }
}

/// Why the schedule is off: the field and what is wrong with it.
public struct ScheduleSettingError: Error, Hashable, Sendable, CustomStringConvertible {
    public var field: String
    public var problem: String

    public init(field: String, problem: String) {
        self.field = field
        self.problem = problem
    }

    /// "schedule.light: "7:75" is not a time (…); the schedule is off".
    public var description: String { "\(field): \(problem); the schedule is off" }
}

/// Times and numbers as the schedule's messages write them.
public enum ClockText {
    /// Minutes after midnight as "HH:MM".
    public static func hoursAndMinutes(_ minutes: Int) -> String {
        let wrapped = ((minutes % 1440) + 1440) % 1440
        func two(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
        return two(wrapped / 60) + ":" + two(wrapped % 60)
    }

    static func number(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? "\(Int(value))" : "\(value)"
    }
}
