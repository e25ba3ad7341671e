import ArgumentParser
import DarkscreenCore
import DarkscreenPlatform
import DarkscreenTools

/// `darkscreen restore`: puts back the tmux options a darkscreen that was killed (SIGKILL, a
/// power cut) left changed — read from the records under `$XDG_STATE_HOME/darkscreen/tmux/`.
struct RestoreCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "restore",
        abstract: "Put back what a killed darkscreen left changed (tmux styles from --apply tmux, context tints).",
        discussion: "A darkscreen that quits or gets a catchable signal restores everything itself; this is for SIGKILL.")

    func run() throws {
        for line in TmuxRestoreRecord.refused() { CommandOutput.error("\(line)") }
        let lines = TmuxStyler.restoreLeftBehind() + (TmuxServer().map { BesideWindow(server: $0).repairAll() + PaneTint.restoreAll($0) } ?? [])
            + WindowTint.restoreAll()
        if lines.isEmpty {
            CommandOutput.print("darkscreen: nothing to restore")
            return
        }
        for line in lines { CommandOutput.print("darkscreen: " + line) }
        if lines.contains(where: { $0.hasPrefix("could not") }) { throw ExitCode(1) }
    }
}
