#if canImport(Glibc)
    import Glibc
#endif

/// A program between darkscreen and the terminal that answers the terminal's questions itself:
/// what it says about colours is its own, not the terminal's.
public struct TerminalLayer: Sendable, Equatable {
    public enum Kind: String, Sendable, CaseIterable {
        case nestedTmux = "nested tmux", mosh, screen = "GNU screen", zellij
    }

    public var kind: Kind
    /// How it was recognised: "mosh-server is an ancestor of this process (/proc)".
    public var evidence: String

    package init(kind: Kind, evidence: String) {
        self.kind = kind
        self.evidence = evidence
    }

    /// Why its answers are not the terminal's.
    public var why: String {
        switch kind {
        case .nestedTmux: "the inner tmux answers colour questions from its own panes and from the outer multiplexer, not the terminal"
        case .mosh: "mosh-server answers for the terminal itself and forwards no colour questions (OSC 10/11, CSI ? 996 n)"
        case .screen: "screen answers for the terminal itself and forwards no colour questions"
        case .zellij: "zellij answers colour questions from its own theme"
        }
    }

    /// One line: "mosh (mosh-server is an ancestor of this process): mosh-server answers …".
    public var explanation: String { "\(kind.rawValue) (\(evidence)): \(why)" }
}

/// The layers a program runs under: nested tmux (`$TMUX` inside a tmux whose client is itself in
/// a tmux or screen pane), mosh (`mosh-server` among the process's ancestors), GNU screen
/// (`$STY`), zellij (`$ZELLIJ`). Where one is found, the terminal's answers are its, and the next
/// source decides light or dark (`TerminalProbe`); `darkscreen context` lists them.
public enum TerminalLayers {
    /// `variable`: the environment; `clientTerminal`: the tmux client's `#{client_termname}`
    /// (asked only inside tmux); `ancestors`: the names of the process's ancestors.
    public static func detect(variable: (String) -> String?, clientTerminal: () -> String?, ancestors: () -> [String]) -> [TerminalLayer] {
        var found: [TerminalLayer] = []
        func isSet(_ name: String) -> Bool { !(variable(name) ?? "").isEmpty }
        if isSet("TMUX"), let outer = clientTerminal(), outer.hasPrefix("tmux") || outer.hasPrefix("screen") {
            found.append(
                TerminalLayer(
                    kind: .nestedTmux, evidence: "TMUX is set and this tmux's client runs in a \(SafeText.escaped(outer)) terminal, another multiplexer"))
        }
        if ancestors().contains("mosh-server") {
            found.append(TerminalLayer(kind: .mosh, evidence: "mosh-server is an ancestor of this process"))
        }
        if isSet("STY") { found.append(TerminalLayer(kind: .screen, evidence: "STY is set")) }
        if isSet("ZELLIJ") { found.append(TerminalLayer(kind: .zellij, evidence: "ZELLIJ is set")) }
        return found
    }

    /// The layers this process runs under (one bounded tmux call inside tmux, a walk of /proc).
    public static func current(variable: (String) -> String? = Environment.process.variable) -> [TerminalLayer] {
        detect(
            variable: variable, clientTerminal: { tmuxClientTerminal(variable: variable) },
            ancestors: { ProcessTable.ancestors(of: getppid()).map(\.name) })
    }

    /// `#{client_termname}` of the tmux client showing this pane; nil outside tmux or without an answer.
    public static func tmuxClientTerminal(variable: (String) -> String?, limit milliseconds: Int64 = 300) -> String? {
        guard let tmux = variable("TMUX"), let socket = tmux.split(separator: ",").first, !socket.isEmpty,
            let pane = variable("TMUX_PANE"), pane.hasPrefix("%")
        else { return nil }
        guard
            let process = ChildProcess(
                ["tmux", "-S", String(socket), "display-message", "-p", "-t", pane, "#{client_termname}"],
                output: .capture, detached: false),
            process.wait(upTo: milliseconds), process.exitCode == 0
        else { return nil }
        let name = process.output.split(separator: "\n").first.map(String.init) ?? ""
        return name.isEmpty ? nil : name
    }
}
