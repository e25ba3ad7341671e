/// Where a light/dark answer can come from, in the order they are consulted: the first that
/// answers decides.
public enum AppearanceSource: String, Hashable, Sendable, CaseIterable, Comparable {
    /// The program's command-line flag (e.g. `--appearance light`).
    case flag
    /// The program's environment variable (e.g. `DARKSCREEN_APPEARANCE`).
    case environment
    /// The user's choice inside the program (a key, a saved setting).
    case userChoice
    /// A time-of-day schedule the user set (light by day, dark by night).
    case schedule
    /// Light or dark sent along by the machine the user sits at (over SSH: `LC_DARKSCREEN_APPEARANCE`).
    case forwarded
    /// The terminal's own report: `CSI ? 997 ; 1|2 n`, asked with `CSI ? 996 n` or sent under mode 2031.
    case terminalReport
    /// The terminal's colours (OSC 10/11), by perceived lightness.
    case terminalColors
    /// tmux's knowledge of the outer terminal (`#{client_theme}`, tmux 3.6+).
    case tmux
    /// The desktop's setting (XDG desktop portal, `org.freedesktop.appearance color-scheme`).
    case desktop
    /// The `COLORFGBG` environment variable (rxvt, some others).
    case colorFGBG
    /// Nothing answered: dark.
    case fallback

    public static func < (lhs: Self, rhs: Self) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }

    /// A short reason, for a status line: "dark · terminal background".
    public var reason: String {
        switch self {
        case .flag: "flag"
        case .environment: "environment"
        case .userChoice: "your choice"
        case .schedule: "schedule"
        case .forwarded: "forwarded over SSH"
        case .terminalReport: "terminal"
        case .terminalColors: "terminal background"
        case .tmux: "tmux"
        case .desktop: "desktop setting"
        case .colorFGBG: "COLORFGBG"
        case .fallback: "default"
        }
    }

    /// What the source is, for an explanation.
    public var title: String {
        switch self {
        case .flag: "command-line flag"
        case .environment: "environment variable"
        case .userChoice: "user's choice (key or saved setting)"
        case .schedule: "schedule (settings.json)"
        case .forwarded: "LC_DARKSCREEN_APPEARANCE forwarded over SSH"
        case .terminalReport: "terminal's light/dark report (CSI ? 996 n, mode 2031)"
        case .terminalColors: "terminal's colours (OSC 10/11)"
        case .tmux: "tmux client theme (#{client_theme})"
        case .desktop: "desktop setting (XDG portal color-scheme)"
        case .colorFGBG: "COLORFGBG environment variable"
        case .fallback: "default"
        }
    }
}
