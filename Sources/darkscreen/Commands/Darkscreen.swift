import ArgumentParser
import DarkscreenState
import DarkscreenUI

/// The command line: `darkscreen` runs the terminal UI; subcommands work without a terminal.
struct Darkscreen: ParsableCommand {
    static let version = "0.1.0"

    static let configuration = CommandConfiguration(
        commandName: "darkscreen",
        abstract: "A split-view terminal companion pane that follows your theme, live.",
        discussion: KeyMap.summary + """

            Environment: DARKSCREEN_APPEARANCE=light|dark|auto, COLORFGBG, DARKSCREEN_DATA_DIR (folder of the shipped \
            themes.json), DARKSCREEN_THEMES (a themes file to merge), XDG_CONFIG_HOME (settings.json and the user's \
            themes.json live in $XDG_CONFIG_HOME/darkscreen, default ~/.config/darkscreen; hooks in its hooks/ folder), \
            XDG_STATE_HOME (state.json, the layout; hooks.log; what --apply tmux changed, for 'darkscreen restore': \
            default ~/.local/state/darkscreen), XDG_DATA_DIRS (also searched for darkscreen/themes.json), \
            NO_COLOR, CLICOLOR, CLICOLOR_FORCE, COLORTERM=truecolor.
            """ + "\n" + ExitStatus.table,
        version: BuildReport.text,
        subcommands: [
            RunCommand.self, ListCommand.self, ShowCommand.self, SetCommand.self, GetCommand.self, ValidateCommand.self,
            AppearanceCommand.self, ScheduleCommand.self, BesideCommand.self, RestoreCommand.self, ImportCommand.self,
            ExportCommand.self, IntegrateCommand.self, FollowCommand.self, DeriveCommand.self, GalleryCommand.self, ContextCommand.self
        ],
        defaultSubcommand: RunCommand.self
    )
}
