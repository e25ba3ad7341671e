import DarkscreenPlatform
/// A Windows Terminal colour scheme: one JSON object for the `schemes` list of settings.json.
enum WindowsTerminalExporter {
    static func write(_ scheme: ExportScheme) -> String {
        let m = JSONEnvelope.member
        func color(_ rgb: RGB) -> JSONValue { .string(rgb.hex) }
        var members = [
            m("name", .string(scheme.name)), m("background", color(scheme.background)), m("foreground", color(scheme.foreground)),
            m("cursorColor", color(scheme.cursor)), m("selectionBackground", color(scheme.selectionBackground))
        ]
        for (index, name) in WindowsTerminalImporter.ansiNames.enumerated() {
            members.append(m(name, color(scheme.palette[index])))
        }
        for (index, name) in WindowsTerminalImporter.ansiNames.enumerated() {
            members.append(m("bright" + name.prefix(1).uppercased() + name.dropFirst(), color(scheme.palette[index + 8])))
        }
        return JSONWriter.write(.object(members)) + "\n"
    }
}
