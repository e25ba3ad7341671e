/// An iTerm2 `.itermcolors` property list (sRGB components, exact to the 8-bit value).
enum ITermColorsExporter {
    static func write(_ scheme: ExportScheme) -> String {
        var entries = scheme.palette.enumerated().map { ("Ansi \($0.offset) Color", $0.element) }
        entries += [
            ("Background Color", scheme.background), ("Foreground Color", scheme.foreground),
            ("Cursor Color", scheme.cursor), ("Cursor Text Color", scheme.cursorText),
            ("Selection Color", scheme.selectionBackground), ("Selected Text Color", scheme.selectionForeground),
        ]
        var lines = [
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>",
            "<!DOCTYPE plist PUBLIC \"-//Apple//DTD PLIST 1.0//EN\" \"http://www.apple.com/DTDs/PropertyList-1.0.dtd\">",
            "<!-- " + ExportScheme.safe(scheme.name).replacing("--", with: "- -") + " (\(scheme.appearance.rawValue)), exported by darkscreen -->",
            "<plist version=\"1.0\">", "<dict>",
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
}
