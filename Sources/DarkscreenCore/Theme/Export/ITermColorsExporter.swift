import DarkscreenPlatform
/// An iTerm2 `.itermcolors` property list (sRGB components, exact to the 8-bit value).
enum ITermColorsExporter {
    static func write(_ scheme: ExportScheme) -> String {
        var entries = scheme.palette.enumerated().map { ("Ansi \($0.offset) Color", $0.element) }
        entries += [
            ("Background Color", scheme.background), ("Foreground Color", scheme.foreground),
            ("Cursor Color", scheme.cursor), ("Cursor Text Color", scheme.cursorText),
            ("Selection Color", scheme.selectionBackground), ("Selected Text Color", scheme.selectionForeground)
        ]
        var lines = [
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>",
            "<!DOCTYPE plist PUBLIC \"-//Apple//DTD PLIST 1.0//EN\" \"http://www.apple.com/DTDs/PropertyList-1.0.dtd\">",
            "<!-- " + commentText(scheme.name) + " (\(scheme.appearance.rawValue)), exported by darkscreen -->",
            "<plist version=\"1.0\">", "<dict>"
        ]
        for (key, rgb) in entries {
            lines += ["\t<key>\(key)</key>", "\t<dict>", "\t\t<key>Alpha Component</key>", "\t\t<real>1</real>"]
            for (component, value) in [("Blue", rgb.blue), ("Green", rgb.green), ("Red", rgb.red)] {
                lines += ["\t\t<key>\(component) Component</key>", "\t\t<real>\(Double(value) / 255)</real>"]
            }
            lines += ["\t\t<key>Color Space</key>", "\t\t<string>sRGB</string>", "\t</dict>"]
        }
        lines += ["</dict>", "</plist>"]
        return lines.joined(separator: "\n") + "\n"
    }

    /// Text for an XML comment: `ExportScheme.safe`, no `--` (which XML forbids in a comment and
    /// `-->` ends it: `--->` once replaced pairwise still held one), and no U+FFFE/U+FFFF (not XML characters).
    static func commentText(_ text: String) -> String {
        var out = String.UnicodeScalarView()
        for scalar in ExportScheme.safe(text).unicodeScalars {
            if scalar == "-" && out.last == "-" { out.append(" ") }
            if scalar.value == 0xFFFE || scalar.value == 0xFFFF {
                out.append(contentsOf: "\\u{\(String(scalar.value, radix: 16, uppercase: true))}".unicodeScalars)
            } else {
                out.append(scalar)
            }
        }
        return String(out)
    }
}
