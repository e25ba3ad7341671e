import TerminalAppearance
import DarkscreenPlatform
import DarkscreenCore

extension AppliedTheme {
    /// What hooks find in their environment: DARKSCREEN_THEME, DARKSCREEN_APPEARANCE (light/dark),
    /// DARKSCREEN_STATUS_LINE (lightContent/darkContent), DARKSCREEN_COLOR_<ROLE> (#RRGGBB) and,
    /// when the theme has a palette, DARKSCREEN_PALETTE_0…15.
    public var hookEnvironment: [(String, String)] {
        var variables = [
            ("DARKSCREEN_THEME", themeName), ("DARKSCREEN_APPEARANCE", appearance.rawValue),
            ("DARKSCREEN_STATUS_LINE", statusStyle.rawValue)
        ]
        for role in ThemeRole.allCases {
            variables.append(("DARKSCREEN_COLOR_" + Self.environmentName(role.rawValue), colors[role].hex))
        }
        for index in 0..<16 {
            guard let rgb = terminal[.palette(index)] else { continue }
            variables.append(("DARKSCREEN_PALETTE_\(index)", rgb.hex))
        }
        return variables
    }

    /// `statusBackground` → `STATUS_BACKGROUND`.
    static func environmentName(_ camel: String) -> String {
        var out = ""
        for character in camel {
            if character.isUppercase { out += "_" }
            out += character.uppercased()
        }
        return out
    }

    /// tmux's styles for this theme.
    public var tmuxStyles: [TmuxOption: String?] {
        TmuxCommand.styles(
            statusBackground: colors.statusBackground, statusText: statusText, separator: colors.separator,
            secondary: colors.secondary, background: colors.background, primary: colors.primary)
    }
}
