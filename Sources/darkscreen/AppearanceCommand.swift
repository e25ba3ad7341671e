import ArgumentParser
import DarkscreenCore
import DarkscreenState
import DarkscreenUI
import DarkscreenCurses

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
        var inputs = Environment.process.appearanceInputs(flag: appearance, settings: SettingsStore.standard().load().settings.appearance)
        if let warning = inputs.environmentWarning { CommandOutput.error("warning: \(warning)") }
        let detailed = explain || json
        var highContrast = AppearanceReport.HighContrast.unknown
        if inputs.override == nil || detailed {
            // A signal while the terminal is in raw mode for the questions puts the shell's modes back.
            _ = CrashGuard.armCurrentModes()
            let detection = TerminalProbe.begin(inputs, askEverySource: detailed)
            _ = TerminalProbe.finish(detection, into: &inputs, drainLateReplies: true)
            if detailed, let desktop = detection.desktop {
                // The desktop's wishes are read just after its light/dark answer: waited for, bounded.
                highContrast = AppearanceReport.HighContrast(desktop.firstPreferences(within: Self.preferencesWait),
                                                             floor: SettingsStore.standard().load().settings.minimumContrast)
            }
            detection.desktop?.stop()
        }
        inputs.detections.record(Self.scheduleReport())
        let report = AppearanceReport(inputs: inputs, highContrast: highContrast)
        if json {
            print(report.json)
        } else if explain {
            print(report.explanation(width: OutputWidth.standardOutput), terminator: "")
        } else {
            CommandOutput.print(report.line)
        }
    }

    /// How long `--explain` and `--json` wait for the desktop's high-contrast wish (the portal
    /// reads it after the colour scheme; a portal being started by the bus can take a second).
    static let preferencesWait: Duration = .seconds(3)

    /// What settings.json's schedule says now ("dark: since 19:30, light at 07:04 tomorrow").
    static func scheduleReport() -> SourceReport {
        switch SettingsStore.standard().load().settings.schedule {
        case .off: return SourceReport(.schedule, .notAsked(reason: "no \"schedule\" in settings.json"))
        case .invalid(let error): return SourceReport(.schedule, .noAnswer(detail: "settings.json: \(error)"))
        case .on(let setting):
            do throws(ScheduleSettingError) {
                let schedule = try ScheduleWake.schedule(setting)
                return ScheduleReading(schedule, at: ScheduleWake.clock(.process).now(), calendar: SystemCalendar()).report
            } catch {
                return SourceReport(.schedule, .noAnswer(detail: "settings.json: \(error)"))
            }
        }
    }
}
