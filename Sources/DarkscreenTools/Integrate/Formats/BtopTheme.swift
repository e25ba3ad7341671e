import DarkscreenPlatform
import DarkscreenCore
/// btop's theme (`darkscreen.theme` in `~/.config/btop/themes`, chosen by `color_theme` in
/// `btop.conf`): btop 1.2's `theme[key]="#rrggbb"` lines; its graphs run from the palette's green
/// through yellow to red (temperature, use) and through the blues and magentas (network). Lines
/// btop does not know are skipped by it, so the header comment carries only `plain` text.
enum BtopTheme {
    static let fileName = "darkscreen.theme"

    static func write(_ scheme: ExportScheme) -> String {
        let p = scheme.palette, bg = scheme.background, fg = scheme.foreground
        let gauge = (p[2], p[3], p[1]), cool = (p[4], p[6], p[12]), warm = (p[5], p[13], p[11])
        var keys: [(String, RGB)] = [
            ("main_bg", bg), ("main_fg", fg), ("title", fg), ("hi_fg", p[4]),
            ("selected_bg", scheme.selectionBackground), ("selected_fg", scheme.selectionForeground),
            ("inactive_fg", p[8]), ("graph_text", p[8]), ("meter_bg", Base16Exporter.blend(bg, fg, 0.2)),
            ("proc_misc", p[6]), ("cpu_box", p[4]), ("mem_box", p[2]), ("net_box", p[5]), ("proc_box", p[6]),
            ("div_line", p[8])
        ]
        let gradients: [(String, (RGB, RGB, RGB))] = [
            ("temp", gauge), ("cpu", gauge), ("free", gauge), ("cached", cool), ("available", cool),
            ("used", (p[3], p[11], p[1])), ("download", cool), ("upload", warm), ("process", gauge)
        ]
        for (name, (start, mid, end)) in gradients {
            keys += [("\(name)_start", start), ("\(name)_mid", mid), ("\(name)_end", end)]
        }
        var lines = ["# \(IntegrationFiles.marker) on each commit (\(ToolText.plain(scheme.name)), \(scheme.variant.rawValue)); it is replaced, not edited"]
        lines += keys.map { "theme[\($0.0)]=\"\(ToolText.hex($0.1))\"" }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The `btop.conf` line that selects the theme by its file's path (btop saves it so too).
    static func configLine(themePath: String) -> String {
        "color_theme = \"\(themePath)\""
    }
}
