import ArgumentParser
import DarkscreenCore

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

    @OptionGroup var themeOptions: ThemeOptions

    func run() throws {
        try InteractiveLaunch(theme: theme, appearance: appearance, companion: companion, colors: colors,
                              themeFiles: themeOptions.themeFiles).run()
    }
}
