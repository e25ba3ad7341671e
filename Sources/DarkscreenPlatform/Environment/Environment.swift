#if canImport(Glibc)
    import Glibc
#endif
import TerminalAppearance

/// The environment variables darkscreen reads, read once (`Environment.process`, the only place
/// that reads the process environment) and each interpreted by one rule, so `list`, `appearance`
/// and the UI never disagree about them. Where files live (XDG_*, HOME, DARKSCREEN_THEMES, …) is
/// kept as text (`variable(_:)`) for the code that finds those files: `XDGDirectories`,
/// `SettingsStore`, `ThemeFiles`, `ThemeSource`, `ThemeFolders`, `TmuxStyler`.
/// (The appearance's own sources — STY, DBUS_SESSION_BUS_ADDRESS, XDG_RUNTIME_DIR, TERMINFO — are
/// read by the TerminalAppearance library, a separate product with its own `ProcessEnvironment`.)
public struct Environment: Sendable, Equatable {
    /// Every variable darkscreen reads as text; `variable(_:)` answers only these.
    public static let names = [
        "HOME", "XDG_CONFIG_HOME", "XDG_STATE_HOME", "XDG_CACHE_HOME", "XDG_DATA_HOME", "XDG_DATA_DIRS",
        "DARKSCREEN_THEMES", "DARKSCREEN_THEME_DIRS", "DARKSCREEN_DATA_DIR",
        "TERM", "TMUX", "TMUX_PANE", "PATH", "XTERM_VERSION", "KITTY_WINDOW_ID", "COLUMNS", "LINES",
        "TERM_PROGRAM", "TERM_PROGRAM_VERSION",  // a terminal whose colour reset pins a colour (ResetPinnedTerminal)
        "SHELL", "TMPDIR", "TMUX_TMPDIR", "XDG_RUNTIME_DIR", "KITTY_CONFIG_DIRECTORY", "BAT_CONFIG_DIR", "BAT_CONFIG_PATH",  // where `integrate` finds tools
        "TZ",  // the time zone's name, for the schedule's `"sun": "auto"`
        "DARKSCREEN_FAKE_CLOCK",  // the schedule's fake clock, for tests only (ScheduleClock)
        "DARKSCREEN_FRAME_REPORT",  // frames written and whether the run loop is busy, for scripts that drive it (FrameReport)
        "DARKSCREEN_RECORD",  // DarkscreenTestSupport's switch for recording golden frames
        "LC_DARKSCREEN_APPEARANCE", "LC_DARKSCREEN_THEME", "SSH_CONNECTION",  // sent along over SSH (ForwardedAppearance)
        "container",  // set in systemd-nspawn and other containers (PaneContext)
        "STY", "ZELLIJ"  // multiplexers that answer the terminal's questions themselves (TerminalLayers)
    ]
    /// The variables of `names` that are set.
    private var variables: [String: String]

    /// A variable of `names` as set; nil when unset.
    public func variable(_ name: String) -> String? {
        assert(Self.names.contains(name), "\(name) is not in Environment.names")
        return variables[name]
    }

    /// TERM, nil when unset or empty.
    public var term: String?
    /// NO_COLOR set to anything but the empty string (no-color.org).
    public var noColor: Bool
    /// CLICOLOR_FORCE set to anything but "" or "0": colour even when not on a terminal.
    public var clicolorForce: Bool
    /// CLICOLOR=0: no colour.
    public var clicolorOff: Bool
    /// COLORTERM says the terminal takes 24-bit colour ("truecolor" or "24bit", any case).
    public var colortermIsDirect: Bool
    /// DARKSCREEN_APPEARANCE as set (the resolver reads it and warns about a value it does not know).
    public var appearance: String?
    /// COLORFGBG as set ("15;0": light text on a dark background).
    public var colorFGBG: String?
    /// DARKSCREEN_ARGUMENT_PARSER set: every invocation goes through swift-argument-parser.
    public var bypassesFastLaunch: Bool

    public init(_ lookup: (String) -> String?) {
        term = lookup("TERM").flatMap { $0.isEmpty ? nil : $0 }
        noColor = !(lookup("NO_COLOR") ?? "").isEmpty
        let force = lookup("CLICOLOR_FORCE") ?? ""
        clicolorForce = !force.isEmpty && force != "0"
        clicolorOff = lookup("CLICOLOR") == "0"
        let colorterm = (lookup("COLORTERM") ?? "").lowercased()
        colortermIsDirect = colorterm == "truecolor" || colorterm == "24bit"
        appearance = lookup("DARKSCREEN_APPEARANCE")
        colorFGBG = lookup("COLORFGBG")
        bypassesFastLaunch = lookup("DARKSCREEN_ARGUMENT_PARSER") != nil
        variables = [:]
        for name in Self.names { if let value = lookup(name) { variables[name] = value } }
    }

    /// This process's environment, read on first use (at start-up, before any thread is started).
    public static let process = Environment { name in getenv(name).map { String(cString: $0) } }
}
