import TerminalAppearance
import DarkscreenPlatform
import DarkscreenCore
/// xterm's colours as X resources (`xrdb -merge`; new windows read them): `*VT100.background`,
/// `foreground`, `cursorColor` and `color0`–`color15`. The session's xrdb reads it through the C
/// preprocessor (`~/.Xresources` includes it; a commit merges it with `-nocpp`), so the theme's name appears only `plain`, in a `!` comment (no quote, `/` or `#`).
enum XResources {
    static func resources(_ scheme: ExportScheme) -> [(name: String, value: String)] {
        var list: [(String, String)] = [
            ("*VT100.background", ToolText.hex(scheme.background)), ("*VT100.foreground", ToolText.hex(scheme.foreground)),
            ("*VT100.cursorColor", ToolText.hex(scheme.cursor))
        ]
        list += scheme.palette.enumerated().map { ("*VT100.color\($0.offset)", ToolText.hex($0.element)) }
        return list
    }

    /// The terminal colour each resource sets (the escapes that give an open window the same).
    static func slot(_ name: String) -> ColorSlot? {
        switch name {
        case "*VT100.background": .background
        case "*VT100.foreground": .foreground
        case "*VT100.cursorColor": .cursor
        default: name.hasPrefix("*VT100.color") ? Int(name.dropFirst("*VT100.color".count)).flatMap { (0..<16).contains($0) ? .palette($0) : nil } : nil
        }
    }

    /// The colours of a file `write` made, read back (other lines are skipped).
    static func colors(_ text: String) -> TerminalColorSet {
        var colors: [ColorSlot: RGB] = [:]
        for line in text.split(separator: "\n") {
            guard let colon = line.firstIndex(of: ":"), let slot = slot(String(line[..<colon])),
                let rgb = RGB(hex: line[line.index(after: colon)...].trimmingWhitespace)
            else { continue }
            colors[slot] = rgb
        }
        return TerminalColorSet(colors)
    }

    static func write(_ scheme: ExportScheme) -> String {
        var lines = ["! \(IntegrationFiles.marker) on each commit (\(ToolText.plain(scheme.name)), \(scheme.variant.rawValue))"]
        lines += resources(scheme).map { "\($0.name): \($0.value)" }
        return lines.joined(separator: "\n") + "\n"
    }
}
