#if canImport(Glibc)
    import Glibc
#endif
import DarkscreenPlatform
import DarkscreenCore

extension PaneContext {
    /// The context of a tmux pane as tmux and /proc show it (one tmux call, one walk of /proc),
    /// and the layers running in it; why not, when tmux does not answer or the pane's process is gone.
    public static func read(server: TmuxServer, pane: String, environment: Environment = .process) -> Result<
        (context: PaneContext, layers: [TerminalLayer]), PaneReadFailure
    > {
        guard TmuxID.isPane(pane) else { return .failure(PaneReadFailure(reason: "\(SafeText.quoted(pane)) is not a pane id")) }
        let answer = server.run([["display-message", "-p", "-t", pane, "#{pane_pid}\t#{pane_current_command}\t#{pane_current_path}"]])
        guard answer.succeeded else { return .failure(PaneReadFailure(reason: "tmux: \(answer.problem)")) }
        let fields = (answer.output.split(separator: "\n").first ?? "").split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
        guard fields.count == 3, let pid = Int32(fields[0]) else { return .failure(PaneReadFailure(reason: "tmux's answer is not understood")) }
        guard let shell = ProcessEntry.read(pid) else { return .failure(PaneReadFailure(reason: "the pane's process \(pid) cannot be read in /proc")) }
        let processes = ProcessTable.descendants(of: pid)
        let context = PaneContext(
            shell: shell, processes: processes, command: fields[1].isEmpty ? nil : fields[1],
            path: fields[2].isEmpty ? nil : fields[2], localHost: localHost(), userName: userName,
            markers: containerMarkers(variable: environment.variable("container")),
            asking: ProcessEntry.read(getpid()))
        return .success((context, TerminalLayers.running(foreground(shell: shell, processes: processes).map(\.name))))
    }
}

/// Why a pane's context could not be read.
public struct PaneReadFailure: Error, Sendable, CustomStringConvertible {
    public var reason: String
    public var description: String { reason }
}

extension TerminalLayers {
    /// The layers started inside a pane, by the names of its foreground processes: a tmux client
    /// (tmux in tmux), mosh's client, screen, zellij.
    public static func running(_ names: [String]) -> [TerminalLayer] {
        var found: [TerminalLayer] = []
        if names.contains(where: { $0 == "tmux" || $0.hasPrefix("tmux: client") }) {
            found.append(TerminalLayer(kind: .nestedTmux, evidence: "a tmux client runs in the pane"))
        }
        if names.contains("mosh-client") { found.append(TerminalLayer(kind: .mosh, evidence: "mosh-client runs in the pane")) }
        if names.contains("screen") { found.append(TerminalLayer(kind: .screen, evidence: "screen runs in the pane")) }
        if names.contains("zellij") { found.append(TerminalLayer(kind: .zellij, evidence: "zellij runs in the pane")) }
        return found
    }
}
