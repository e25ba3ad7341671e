import ArgumentParser
import DarkscreenCore
import DarkscreenPlatform
import DarkscreenTools

extension ApplyTarget: ExpressibleByArgument {}

/// `darkscreen [run]`: the terminal UI. Its options are `RunOption`'s (which `FastLaunch` also reads).
struct RunCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "run", abstract: "Run the terminal UI (the default).")

    @Option(
        name: .customLong(RunOption.theme.rawValue), help: "Start on the theme named NAME (case-insensitive).",
        completion: ThemeNames.completion)
    var theme: String?

    @Option(
        name: .customLong(RunOption.appearance.rawValue),
        help: ArgumentHelp("Force light or dark, or follow the terminal (auto).", valueName: "light|dark|auto"))
    var appearance: AppearanceOverride?

    @Option(
        name: .customLong(RunOption.companion.rawValue),
        help: ArgumentHelp("The companion pane's own appearance (auto inherits).", valueName: "auto|light|dark"))
    var companion: AppearanceOverride = .auto
    @Option(name: .customLong(RunOption.colors.rawValue), help: ArgumentHelp("Colours: auto (detect), direct (24-bit), 256, 16, 8 or none.", valueName: "MODE"))
    var colors: ColorChoice = .auto

    @Option(
        name: .customLong(RunOption.apply.rawValue),
        help: ArgumentHelp(
            "Let the theme reach the terminal's own colours or tmux's chrome too (repeatable; adds to the setting \"apply\").", valueName: "terminal|tmux"))
    var apply: [ApplyTarget] = []
    @Option(
        name: .customLong(RunOption.hook.rawValue),
        help: ArgumentHelp("Run CMD (with /bin/sh) after each committed change of theme or appearance (repeatable).", valueName: "CMD"))
    var hook: [String] = []

    @OptionGroup var themeOptions: ThemeOptions

    /// beside's panes start without focus (the list, in `auto`, waits for focus, a click or Tab),
    /// and leave the window's tmux styles to beside (no `--apply tmux` there).
    @Flag(name: .customLong("in-beside"), help: .private)
    var inBeside = false

    @Option(name: .customLong("beside-recolour"), help: .private)
    var besideRecolour: String?

    func run() throws {
        try InteractiveLaunch(
            theme: theme, appearance: appearance, companion: companion, colors: colors,
            themeFiles: themeOptions.themeFiles, catalog: !themeOptions.noCatalog, apply: apply, hooks: hook, inBeside: inBeside,
            besideRecolour: besideRecolour
        ).run()
    }
}
