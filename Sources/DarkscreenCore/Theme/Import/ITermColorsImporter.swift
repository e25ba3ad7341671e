import FoundationEssentials
#if canImport(Glibc)
import Glibc
#endif

/// iTerm2 `.itermcolors` (an XML property list): `Ansi 0 Color`…`Ansi 15 Color`,
/// `Background Color`, `Foreground Color`, `Cursor Color`, `Cursor Text Color`, `Selection Color`,
/// `Selected Text Color`; each `{Red/Green/Blue Component: 0–1, Alpha Component?, Color Space?}`.
/// `Color Space` P3 is converted to sRGB; sRGB and Calibrated (or none) are taken as sRGB.
/// Read with FoundationEssentials' PropertyListDecoder (already in the binary: no start-up cost).
enum ITermColorsImporter {
    static let slots: [String: SchemeFields.Slot] = [
        "Background Color": .background, "Foreground Color": .foreground, "Cursor Color": .cursor,
        "Cursor Text Color": .cursorText, "Selection Color": .selectionBackground, "Selected Text Color": .selectionForeground,
    ]

    struct Component: Decodable {
        var red: Double
        var green: Double
        var blue: Double
        var colorSpace: String?

        enum CodingKeys: String, CodingKey {
            case red = "Red Component", green = "Green Component", blue = "Blue Component", colorSpace = "Color Space"
        }
    }

    /// One entry of the top-level dictionary: a colour, or something else darkscreen ignores.
    enum Entry: Decodable {
        case color(Component)
        case other

        init(from decoder: Decoder) throws {
            guard let container = try? decoder.container(keyedBy: Component.CodingKeys.self),
                  container.contains(.red) || container.contains(.green) || container.contains(.blue) else {
                self = .other
                return
            }
            // From the same container (a second one per entry cost a third of the file's decode).
            self = .color(Component(red: try container.decode(Double.self, forKey: .red),
                                    green: try container.decode(Double.self, forKey: .green),
                                    blue: try container.decode(Double.self, forKey: .blue),
                                    colorSpace: try container.decodeIfPresent(String.self, forKey: .colorSpace)))
        }
    }

    static func parse(_ bytes: [UInt8], file: String) throws(ThemeFileError) -> [ImportedScheme] {
        var problems = ImportProblems(file: file)
        let entries: [String: Entry]
        do {
            entries = try PropertyListDecoder().decode([String: Entry].self, from: Data(bytes))
        } catch {
            problems.add(describe(error), field: keyPath(of: error))
            try problems.check()
            return []
        }
        var fields = SchemeFields()
        for (key, entry) in entries {
            guard case .color(let component) = entry else { continue }
            let slot = slots[key] ?? ansiSlot(key)
            guard let slot else { continue }
            fields.given.insert(slot)
            guard let rgb = rgb(component) else {
                problems.add("a colour component is outside 0…1", field: key)
                continue
            }
            fields.values[slot] = rgb
        }
        let scheme = fields.scheme(name: file.fileStem, format: .itermcolors, file: file,
                                   keys: ("Background Color", "Foreground Color"), problems: &problems)
        try problems.check()
        return scheme.map { [$0] } ?? []
    }

    static func ansiSlot(_ key: String) -> SchemeFields.Slot? {
        guard key.hasPrefix("Ansi "), key.hasSuffix(" Color"), let index = Int(key.dropFirst(5).dropLast(6)),
              (0..<Theme.paletteSize).contains(index) else { return nil }
        return .palette(index)
    }

    static func rgb(_ component: Component) -> RGB? {
        var channels = [component.red, component.green, component.blue]
        guard channels.allSatisfy({ $0.isFinite && (-0.0001...1.0001).contains($0) }) else { return nil }
        if component.colorSpace?.uppercased() == "P3" { channels = DisplayP3.toSRGB(channels) }
        func byte(_ value: Double) -> UInt8 { UInt8((min(max(value, 0), 1) * 255).rounded()) }
        return RGB(red: byte(channels[0]), green: byte(channels[1]), blue: byte(channels[2]))
    }

    static func keyPath(of error: Error) -> String? {
        guard let decoding = error as? DecodingError else { return nil }
        let path: [CodingKey]
        switch decoding {
        case .typeMismatch(_, let context), .valueNotFound(_, let context), .keyNotFound(_, let context), .dataCorrupted(let context):
            path = context.codingPath
        @unknown default: return nil
        }
        return path.isEmpty ? nil : path.map(\.stringValue).joined(separator: ".")
    }

    static func describe(_ error: Error) -> String {
        switch error as? DecodingError {
        case .keyNotFound(let key, _)?: return "missing \(SafeText.quoted(key.stringValue))"
        case .typeMismatch(let type, _)?: return "expected \(type == Double.self ? "a number" : "a dictionary of colours")"
        case .valueNotFound?: return "a value is missing"
        default: return "not a readable property list (an .itermcolors file is an XML plist of colour dictionaries)"
        }
    }
}

/// Display P3 → sRGB: both use the sRGB transfer curve; the primaries differ (linear 3×3 matrix).
enum DisplayP3 {
    static func toSRGB(_ p3: [Double]) -> [Double] {
        let linear = p3.map(decode)
        let matrix: [[Double]] = [
            [1.2249401, -0.2249404, 0.0],
            [-0.0420569, 1.0420571, 0.0],
            [-0.0196376, -0.0786361, 1.0982735],
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
