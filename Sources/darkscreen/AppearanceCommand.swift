import ArgumentParser
import DarkscreenCore
import DarkscreenCurses

/// `darkscreen appearance`: which appearance darkscreen would use, and why — for scripts and
/// for "why is it dark?". Asks the terminal only when stdin and stdout are one.
struct AppearanceCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "appearance",
        abstract: "Print the appearance darkscreen decides (light or dark) and where it came from.")

    @Option(help: ArgumentHelp("Decide as if run with this flag.", valueName: "light|dark|auto"))
    var appearance: AppearanceOverride?

    func run() throws {
        var inputs = Environment.process.appearanceInputs(flag: appearance, settings: SettingsStore.standard().load().settings.appearance)
        if let warning = inputs.environmentWarning { StandardError.print("darkscreen: warning: \(warning)") }
        if inputs.override == nil {
            let answers = TerminalProbe.ask()
            inputs.terminalReport = answers.colorScheme
            inputs.background = answers.background
        }
        let decision = inputs.decision
        print("\(decision.appearance.resolved.rawValue) (from \(decision.source.explanation))")
    }
}
