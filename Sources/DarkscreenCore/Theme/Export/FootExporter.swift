import DarkscreenPlatform
/// A foot theme (INI). Two schemes (a dynamic theme) become `[colors-light]` and `[colors-dark]`
/// (foot 1.26 and later, chosen by `initial-color-theme=light|dark`); one becomes `[colors]`.
package enum FootExporter {
    package static func write(_ schemes: [ExportScheme]) -> String {
        var lines = ["# " + ExportScheme.safe(schemes[0].name) + ", exported by darkscreen"]
        for scheme in schemes {
            let section = schemes.count == 1 ? "colors" : "colors-\(scheme.appearance.rawValue)"
            func hex(_ rgb: RGB) -> String { String(ExportScheme.hex(rgb).dropFirst()) }
            lines += [
                "", "[\(section)]", "cursor=\(hex(scheme.cursorText)) \(hex(scheme.cursor))",
                "foreground=\(hex(scheme.foreground))", "background=\(hex(scheme.background))"
            ]
            lines += (0..<8).map { "regular\($0)=\(hex(scheme.palette[$0]))" }
            lines += (0..<8).map { "bright\($0)=\(hex(scheme.palette[$0 + 8]))" }
            lines += ["selection-foreground=\(hex(scheme.selectionForeground))", "selection-background=\(hex(scheme.selectionBackground))"]
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
