import DarkscreenPlatform
/// Where a time zone is, offline: the tz database's `zone1970.tab` (or `zone.tab`) gives each
/// zone's principal city as ISO 6709 coordinates (`+5955+01045`, `-332521+1511208`).
public enum ZoneLocation {
    /// The tables looked in, in order.
    public static let tables = ["/usr/share/zoneinfo/zone1970.tab", "/usr/share/zoneinfo/zone.tab"]

    /// The location of `zone` in a table's text; nil when the zone is not listed.
    public static func find(_ zone: String, inTable text: String) -> GeoLocation? {
        for line in text.split(separator: "\n", omittingEmptySubsequences: true) where !line.hasPrefix("#") {
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
            guard fields.count >= 3, fields[2] == zone[...] else { continue }
            return coordinates(String(fields[1]))
        }
        return nil
    }

    /// The location of `zone` from the first system table that lists it; a name the tz database
    /// keeps as an alias (its `backward` file: `US/Eastern`, `Europe/Kiev`, `Asia/Calcutta`) is
    /// looked up as the zone it links to.
    public static func find(_ zone: String, tables: [String] = tables, links: String = linksFile) -> GeoLocation? {
        let texts = tables.compactMap { (try? FileSystem.readBytes(at: $0)).map { String(decoding: $0, as: UTF8.self) } }
        var name = zone
        var seen: Set<String> = []
        while seen.insert(name).inserted, seen.count <= 8 {
            for text in texts {
                if let location = find(name, inTable: text) { return location }
            }
            guard let target = linkTarget(of: name, links: links) else { return nil }
            name = target
        }
        return nil
    }

    /// The tz database compiled into one text, with every link as `L TARGET NAME`.
    public static let linksFile = "/usr/share/zoneinfo/tzdata.zi"

    /// The zone `name` is a link to: from the links file's `L` lines, else from the zoneinfo
    /// folder's symbolic link; nil when it is no alias.
    static func linkTarget(of name: String, links: String) -> String? {
        if let bytes = try? FileSystem.readBytes(at: links), let target = linkTarget(of: name, inLinks: String(decoding: bytes, as: UTF8.self)) {
            return target
        }
        guard !name.contains(".."), let target = FileSystem.symlinkTarget(of: "/usr/share/zoneinfo/" + name) else { return nil }
        let folder = name.split(separator: "/").dropLast().joined(separator: "/")
        let joined = target.hasPrefix("/") ? target : "/usr/share/zoneinfo/" + (folder.isEmpty ? "" : folder + "/") + target
        return zoneName(fromPath: normalized(joined))
    }

    /// The target of `L TARGET NAME` for `name` in a tzdata.zi text.
    static func linkTarget(of name: String, inLinks text: String) -> String? {
        for line in text.split(separator: "\n", omittingEmptySubsequences: true) where line.hasPrefix("L ") {
            let fields = line.split(separator: " ", omittingEmptySubsequences: true)
            if fields.count == 3, fields[2] == name[...] { return String(fields[1]) }
        }
        return nil
    }

    /// A path with its `..` and `.` parts worked out.
    private static func normalized(_ path: String) -> String {
        var parts: [Substring] = []
        for part in path.split(separator: "/") {
            if part == ".." { _ = parts.popLast() } else if part != "." { parts.append(part) }
        }
        return "/" + parts.joined(separator: "/")
    }

    /// ISO 6709 `±DDMM[SS]±DDDMM[SS]` as degrees.
    static func coordinates(_ text: String) -> GeoLocation? {
        let scalars = Array(text.unicodeScalars)
        guard let split = scalars.indices.dropFirst().first(where: { scalars[$0] == "+" || scalars[$0] == "-" }) else { return nil }
        guard let latitude = angle(scalars[..<split], degreeDigits: 2), let longitude = angle(scalars[split...], degreeDigits: 3),
            abs(latitude) <= 90, abs(longitude) <= 180
        else { return nil }
        return GeoLocation(latitude: latitude, longitude: longitude)
    }

    private static func angle(_ part: ArraySlice<Unicode.Scalar>, degreeDigits: Int) -> Double? {
        guard let sign = part.first, sign == "+" || sign == "-" else { return nil }
        let digits = part.dropFirst().map { $0.value >= 48 && $0.value <= 57 ? Int($0.value) - 48 : -1 }
        guard digits.allSatisfy({ (0...9).contains($0) }), digits.count == degreeDigits + 2 || digits.count == degreeDigits + 4 else { return nil }
        func number(_ range: Range<Int>) -> Int { range.reduce(0) { $0 * 10 + digits[$1] } }
        var value = Double(number(0..<degreeDigits)) + Double(number(degreeDigits..<degreeDigits + 2)) / 60
        if digits.count == degreeDigits + 4 { value += Double(number(degreeDigits + 2..<degreeDigits + 4)) / 3600 }
        return sign == "-" ? -value : value
    }

    /// The zone's name: `TZ` (`Europe/Oslo`, `:Europe/Oslo`, or a path into a zoneinfo folder),
    /// else what `/etc/localtime` links to, else `/etc/timezone`.
    public static func currentZoneName(tz: String?) -> String? {
        if let tz, !tz.isEmpty {
            let name = tz.hasPrefix(":") ? String(tz.dropFirst()) : tz
            return zoneName(fromPath: name) ?? (name.hasPrefix("/") ? nil : name)
        }
        if let target = FileSystem.symlinkTarget(of: "/etc/localtime"), let name = zoneName(fromPath: target) { return name }
        if let bytes = try? FileSystem.readBytes(at: "/etc/timezone", limit: 256) {
            let name = String(decoding: bytes, as: UTF8.self).split(whereSeparator: { $0 == "\n" || $0 == " " }).first.map(String.init)
            if let name, !name.isEmpty { return name }
        }
        return nil
    }

    /// "Europe/Oslo" from "/usr/share/zoneinfo/Europe/Oslo" (or "posix/Europe/Oslo").
    static func zoneName(fromPath path: String) -> String? {
        var parts = path.split(separator: "/").map(String.init)
        guard let index = parts.lastIndex(of: "zoneinfo") else { return nil }
        parts.removeFirst(index + 1)
        if let first = parts.first, first == "posix" || first == "right" { parts.removeFirst() }
        return parts.isEmpty ? nil : parts.joined(separator: "/")
    }
}
