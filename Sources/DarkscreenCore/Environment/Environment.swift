import TerminalAppearance

/// The environment variables darkscreen's UI and commands read, read once (`Environment.process`)
/// (the appearance's other sources — TMUX, TMUX_PANE, STY, DBUS_SESSION_BUS_ADDRESS,
/// XDG_RUNTIME_DIR, TERMINFO — are read by the TerminalAppearance library when it asks them)
/// and each interpreted by one rule, so `list`, `appearance` and the UI never disagree about them.
/// (Where files live — XDG_CONFIG_HOME, HOME, DARKSCREEN_THEMES, DARKSCREEN_DATA_DIR — is read by
/// the code that finds those files: `SettingsStore`, `ThemeFiles`, `ThemeSource`.)
public struct Environment: Sendable, Equatable {
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
    }

    /// This process's environment, read on first use.
    public static let process = Environment(FileSystem.environment)

    /// DARKSCREEN_APPEARANCE as an override (light, dark or auto, any case); nil when unset or not understood.
    public var appearanceOverride: AppearanceOverride? {
        appearance.flatMap { AppearanceOverride(rawValue: $0.lowercased()) }
    }

    /// What decides light or dark before the terminal is asked: `--appearance`, this environment, settings.json.
    public func appearanceInputs(flag: AppearanceOverride?, settings: AppearanceOverride) -> AppearanceResolver {
        AppearanceResolver(flag: flag, environment: appearance, settings: settings,
                           detections: AppearanceResolution([ColorFGBG.report(colorFGBG)]))
    }
}
