import ArgumentParser

/// The command line: `darkscreen` runs the terminal UI; subcommands work without a terminal.
struct Darkscreen: ParsableCommand {
    static let version = "0.1.0"

    static let configuration = CommandConfiguration(
        commandName: "darkscreen",
        abstract: "A split-view terminal companion pane that follows your theme, live.",
        discussion: """
            Keys: Up/Down or k/j move and apply a theme live; Home/End, PgUp/PgDn; Enter commits; \
            Esc reverts to the committed theme; a cycles the appearance (auto, light, dark); [ and ] resize the \
            split (1/3, 1/2, 2/3); s swaps sides; Ctrl-Z suspends; q or Ctrl-C quits. Mouse: click applies, \
            double click commits, wheel scrolls.
            Environment: DARKSCREEN_APPEARANCE=light|dark|auto, COLORFGBG, DARKSCREEN_DATA_DIR (folder of the shipped \
            themes.json), DARKSCREEN_THEMES (a themes file to merge), XDG_CONFIG_HOME (settings.json and the user's \
            themes.json live in $XDG_CONFIG_HOME/darkscreen, default ~/.config/darkscreen), NO_COLOR, COLORTERM=truecolor.
            """ + "\n" + ExitStatus.table,
        version: BuildReport.text,
        subcommands: [RunCommand.self, ListCommand.self, ShowCommand.self, SetCommand.self, GetCommand.self, ValidateCommand.self,
                      AppearanceCommand.self, RestoreCommand.self],
        defaultSubcommand: RunCommand.self
    )
}
