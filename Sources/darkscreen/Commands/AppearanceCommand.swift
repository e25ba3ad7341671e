import ArgumentParser
import DarkscreenCore
import DarkscreenState
import DarkscreenUI
import DarkscreenCurses
import DarkscreenPlatform
import DarkscreenTools

/// `darkscreen appearance`: which appearance darkscreen would use, and why — for scripts and
/// for "why is it dark?". Asks the terminal only where that is safe (see TerminalAppearance's
/// refusals), and reads late replies up to the fence before exiting so none reaches the shell.
struct AppearanceCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "appearance",
        abstract: "Print the appearance darkscreen decides (light or dark) and where it came from.")

    @Option(help: ArgumentHelp("Decide as if run with this flag.", valueName: "light|dark|auto"))
    var appearance: AppearanceOverride?

    @Flag(help: "Every source in order: what it said or why it was not asked, the time each query took.")
    var explain = false

    @Flag(help: "The decision and every source as JSON (versioned: \"version\": 1).")
    var json = false

    func run() throws {
        SettingsWarnings.report()
        let settings = SettingsStore.standard().load().settings
        if let warning = Environment.process.appearanceInputs(flag: appearance, settings: settings.appearance).environmentWarning {
            CommandOutput.error("warning: \(warning)")
        }
        let resolved = CommandAppearance.resolve(flag: appearance, settings: settings, detailed: explain || json)
        let report = AppearanceReport(inputs: resolved.inputs, highContrast: resolved.highContrast)
        if json {
            print(report.json)
        } else if explain {
            print(report.explanation(width: OutputWidth.standardOutput), terminator: "")
        } else {
            CommandOutput.print(report.line)
        }
    }
}
