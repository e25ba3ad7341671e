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
        var lines = TmuxStyler.restoreLeftBehind()
        if let server = TmuxServer() {
            lines += BesideWindow(server: server).repairAll()
            // A tinted work pane put back: beside's gutters follow it.
            var followed: [String] = []
            lines += PaneTint.restoreAll(server) { pane in
                if let problem = BesideRequest.followTint(of: pane, server: server, themeFiles: []) { followed.append(problem) }
            }
            lines += followed
        }
        lines += WindowTint.restoreAll()
        if lines.isEmpty {
            CommandOutput.print("darkscreen: nothing to restore")
            return
        }
        for line in lines { CommandOutput.print("darkscreen: " + line) }
        if lines.contains(where: { $0.hasPrefix("could not") }) { throw ExitCode(1) }
    }
}
