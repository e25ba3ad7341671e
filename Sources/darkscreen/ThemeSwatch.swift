import DarkscreenCore
import DarkscreenUI

/// A few coloured cells showing a theme's colours in `list` on a terminal: 24-bit SGR when
/// $COLORTERM says the terminal does truecolor, else the nearest xterm-256 colours.
struct ThemeSwatch {
    static let roles: [ThemeRole] = [.background, .primary, .secondary, .selection]
    var truecolor: Bool

    static func forTerminal() -> ThemeSwatch {
        ThemeSwatch(truecolor: Environment.process.colortermIsDirect)
    }

    func render(_ colors: ResolvedColors) -> String {
        var out = ""
        for role in Self.roles {
            let rgb = colors[role]
            let sgr = truecolor ? "48;2;\(rgb.red);\(rgb.green);\(rgb.blue)" : "48;5;\(TerminalPalette.nearest256(rgb))"
            out += "\u{1B}[\(sgr)m  "
        }
        return out + "\u{1B}[0m"
    }
}
