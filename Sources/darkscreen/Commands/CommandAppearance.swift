import DarkscreenCore
import DarkscreenCurses
import TerminalAppearance
import DarkscreenPlatform
import DarkscreenTools

/// Light or dark for a command — `set`, `integrate`, `beside`, `appearance`, `schedule`, `list`,
/// `follow` — decided as the UI decides (`AppearanceNow`): the explicit choices, the schedule at
/// this moment, then what the terminal, tmux and the desktop say (asked only when nothing above
/// them decides, or for an explanation), `COLORFGBG`, dark. Where the terminal is asked inside
/// tmux, darkscreen's own paint on the window does not count (`TmuxOwnPaint`).
struct CommandAppearance {
    var inputs: AppearanceInputs
    /// The desktop's high-contrast wish (asked only with `detailed`).
    var highContrast = AppearanceReport.HighContrast.unknown

    var decision: AppearanceDecision { AppearanceNow.decide(inputs) }
    /// The variant a dynamic theme shows now.
    var appearance: Appearance { decision.appearance }

    /// `detailed`: every source is asked, and the desktop's high-contrast wish (for `--explain`).
    static func resolve(
        flag: AppearanceOverride? = nil, settings: Settings = SettingsStore.standard().load().settings,
        detailed: Bool = false
    ) -> CommandAppearance {
        let known = AppearanceNow.inputs(flag: flag, settings: settings)
        var inputs = known
        var highContrast = AppearanceReport.HighContrast.unknown
        // The schedule and what SSH forwarded rank above the terminal: when they (or an explicit
        // choice) decide, nobody is asked.
        if known.decision.source > .forwarded || detailed {
            // A signal while the terminal is in raw mode for the questions puts the shell's modes back.
            _ = CrashGuard.armCurrentModes()
            let detection = TerminalProbe.begin(known, askEverySource: detailed)
            _ = TerminalProbe.finish(detection, into: &inputs, drainLateReplies: true, explaining: detailed)
            if detailed, let desktop = detection.desktop {
                // The desktop's wishes are read just after its light/dark answer: waited for, bounded.
                highContrast = AppearanceReport.HighContrast(
                    desktop.firstPreferences(within: preferencesWait),
                    floor: settings.minimumContrast)
            }
            detection.desktop?.stop()
        }
        return CommandAppearance(inputs: inputs, highContrast: highContrast)
    }

    /// How long `--explain` and `--json` wait for the desktop's high-contrast wish (the portal
    /// reads it after the colour scheme; a portal being started by the bus can take a second).
    static let preferencesWait: Duration = .seconds(3)
}
