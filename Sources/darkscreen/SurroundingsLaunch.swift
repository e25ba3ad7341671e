import DarkscreenCore
import DarkscreenState
import TerminalAppearance
import DarkscreenCurses
import DarkscreenUI

/// Wiring for `--apply` and hooks: which queries the start-up probe adds, and the shell that
/// carries out the surroundings effects.
enum SurroundingsLaunch {
    /// OSC 10/11/12/17/19 and 4;0–15 when the terminal keeps no colour stack,
    /// asked in the appearance's fenced exchange (TerminalAppearance).
    static func colorQueries() -> [ColorSlot] {
        guard !TerminalColorSaving.hasColorStack(environment: Environment.process.variable),
              Environment.process.variable("TMUX") == nil else { return [] }
        // The background and foreground too: with a forced appearance they are not asked for it.
        return ColorSlot.applied
    }

    @MainActor
    static func shell(targets: Set<ApplyTarget>, hooks: [String], answers: TerminalColorSet, terminal: CursesTerminal,
                      inbox: EventInbox, sync: LiveSync, configFolder: String) -> SurroundingsShell {
        if targets.contains(.terminal) {
            terminal.followThemeColors(saving: TerminalColorSaving.choose(environment: Environment.process.variable, answered: answers))
        }
        let tmux = targets.contains(.tmux) ? TmuxStyler() : nil
        let runner = HookRunner(configFolder: configFolder, commands: hooks)
        let shell = SurroundingsShell(terminal: terminal, inbox: inbox, sync: sync, applyColors: targets.contains(.terminal),
                                      tmux: tmux, hooks: runner.hooks.isEmpty ? nil : runner, integrations: IntegrationWorker())
        if targets.contains(.tmux) && tmux == nil {
            shell.startupNotice = "--apply tmux: not inside tmux ($TMUX is not set)"
        } else if !TmuxRestoreRecord.leftBehind().isEmpty {
            shell.startupNotice = Notice("a killed darkscreen left tmux styles", action: "run 'darkscreen restore'")
        }
        return shell
    }
}
