#if canImport(Glibc)
    import Glibc
#endif
import DarkscreenPlatform

/// iTerm2 `.itermcolors` (an XML property list): `Ansi 0 Color`…`Ansi 15 Color`,
/// `Background Color`, `Foreground Color`, `Cursor Color`, `Cursor Text Color`, `Selection Color`,
/// `Selected Text Color`; each `{Red/Green/Blue Component: 0–1, Alpha Component?, Color Space?}`.
/// `Color Space` P3 is converted to sRGB; sRGB and Calibrated (or none) are taken as sRGB.
/// Read with `ITermColorsPlist` (bounded nesting, one pass, only the colours kept).
enum ITermColorsImporter {
    static let slots: [String: SchemeFields.Slot] = [
        "Background Color": .background, "Foreground Color": .foreground, "Cursor Color": .cursor,
        "Cursor Text Color": .cursorText, "Selection Color": .selectionBackground, "Selected Text Color": .selectionForeground
    ]

    /// One colour's components as the file gives them.
    struct Component {
        var red: Double
        var green: Double
        var blue: Double
        var colorSpace: String?
    }

    static let componentKeys = (red: "Red Component", green: "Green Component", blue: "Blue Component", colorSpace: "Color Space")

    static func parse(_ bytes: [UInt8], file: String) throws(ThemeFileError) -> [ImportedScheme] {
        var problems = ImportProblems(file: file)
        var fields = SchemeFields()
        let keys = componentKeys
        do {
            try ITermColorsPlist.read(bytes, wanted: [keys.red, keys.green, keys.blue, keys.colorSpace]) { key, member in
                guard let slot = slots[key] ?? ansiSlot(key),
                    case .dictionary(let members, let line) = member,
                    members[keys.red] != nil || members[keys.green] != nil || members[keys.blue] != nil
                else { return }
                fields.given.insert(slot)
                var channels: [Double] = []
                for name in [keys.red, keys.green, keys.blue] {
                    guard let (kind, text) = members[name] else {
                        problems.add("missing \(SafeText.quoted(name))", line: line, field: key)
                        return
                    }
                    guard kind == "real" || kind == "integer", let value = Double(text.trimmingWhitespace) else {
                        problems.add("\(ReaderLimits.quoted(text)) is not a number (\(name))", line: line, field: key)
                        return
                    }
                    channels.append(value)
                }
                let component = Component(red: channels[0], green: channels[1], blue: channels[2], colorSpace: members[keys.colorSpace]?.text)
                guard let rgb = rgb(component) else {
                    problems.add("a colour component is outside 0…1", line: line, field: key)
                    return
                }
                fields.values[slot] = rgb
            }
        } catch {
            problems.add(error.message, line: error.line)
            try problems.check()
        }
        let scheme = fields.scheme(
            name: file.fileStem, format: .itermcolors, file: file,
            keys: ("Background Color", "Foreground Color"), problems: &problems)
        try problems.check()
        return scheme.map { [$0] } ?? []
    }

    static func ansiSlot(_ key: String) -> SchemeFields.Slot? {
        guard key.hasPrefix("Ansi "), key.hasSuffix(" Color"), let index = Int(key.dropFirst(5).dropLast(6)),
            (0..<Theme.paletteSize).contains(index)
        else { return nil }
        return .palette(index)
    }

    static func rgb(_ component: Component) -> RGB? {
        var channels = [component.red, component.green, component.blue]
        guard channels.allSatisfy({ $0.isFinite && (-0.0001...1.0001).contains($0) }) else { return nil }
        if component.colorSpace?.uppercased() == "P3" { channels = DisplayP3.toSRGB(channels) }
        func byte(_ value: Double) -> UInt8 { UInt8((min(max(value, 0), 1) * 255).rounded()) }
        return RGB(red: byte(channels[0]), green: byte(channels[1]), blue: byte(channels[2]))
    }
}

/// Display P3 → sRGB: both use the sRGB transfer curve; the primaries differ (linear 3×3 matrix).
enum DisplayP3 {
    static func toSRGB(_ p3: [Double]) -> [Double] {
        let linear = p3.map(decode)
        let matrix: [[Double]] = [
            [1.2249401, -0.2249404, 0.0],
            [-0.0420569, 1.0420571, 0.0],
            [-0.0196376, -0.0786361, 1.0982735]
        ]
        return matrix.map { row in encode(row[0] * linear[0] + row[1] * linear[1] + row[2] * linear[2]) }
    }

    static func decode(_ value: Double) -> Double {
        value <= 0.04045 ? value / 12.92 : pow((value + 0.055) / 1.055, 2.4)
    }

    static func encode(_ value: Double) -> Double {
        let clamped = min(max(value, 0), 1)
        return clamped <= 0.0031308 ? clamped * 12.92 : 1.055 * pow(clamped, 1 / 2.4) - 0.055
    }
}
