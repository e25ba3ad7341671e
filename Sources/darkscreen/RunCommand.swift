import ArgumentParser
import DarkscreenCore

extension ApplyTarget: ExpressibleByArgument {}

/// `darkscreen [run]`: the terminal UI.
struct RunCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "run", abstract: "Run the terminal UI (the default).")

    @Option(help: "Start on the theme named NAME (case-insensitive).")
    var theme: String?

    @Option(help: ArgumentHelp("Force light or dark, or follow the terminal (auto).", valueName: "light|dark|auto"))
    var appearance: AppearanceOverride?

    @Option(help: ArgumentHelp("The companion pane's own appearance (auto inherits).", valueName: "auto|light|dark"))
    var companion: AppearanceOverride = .auto
    @Option(help: ArgumentHelp("Colours: auto (detect), direct (24-bit), 256, 16, 8 or none.", valueName: "MODE"))
    var colors: ColorChoice = .auto

    @Option(help: ArgumentHelp("Let the theme reach the terminal's own colours or tmux's chrome too (repeatable; adds to the setting \"apply\").", valueName: "terminal|tmux"))
    var apply: [ApplyTarget] = []
    @Option(help: ArgumentHelp("Run CMD (with /bin/sh) after each committed change of theme or appearance (repeatable).", valueName: "CMD"))
    var hook: [String] = []

    @OptionGroup var themeOptions: ThemeOptions

    func run() throws {
        try InteractiveLaunch(theme: theme, appearance: appearance, companion: companion, colors: colors,
                              themeFiles: themeOptions.themeFiles, apply: apply, hooks: hook).run()
    }
}
