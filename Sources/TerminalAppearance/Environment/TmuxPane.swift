/// What tmux knows about the pane a program runs in, asked once with one bounded
/// `tmux display-message` (only inside tmux: `$TMUX` and `$TMUX_PANE` set).
public struct TmuxPane: Hashable, Sendable {
    /// tmux's version, e.g. "3.3a".
    public var version: String
    /// `#{client_theme}` (tmux 3.6+): the attached terminal's light/dark, if it reported one.
    public var clientTheme: ColorScheme?
    /// `allow-passthrough` is on for the pane (DCS passthrough reaches the outer terminal).
    public var allowsPassthrough: Bool
    /// The pane is the active pane of its session's current window, and exactly one client is
    /// attached: a reply from the outer terminal lands in this pane and no other.
    public var receivesOuterReplies: Bool

    public init(version: String, clientTheme: ColorScheme?, allowsPassthrough: Bool, receivesOuterReplies: Bool) {
        self.version = version
        self.clientTheme = clientTheme
        self.allowsPassthrough = allowsPassthrough
        self.receivesOuterReplies = receivesOuterReplies
    }

    /// Wrap questions in passthrough only where the answer is sure to come back here.
    public var passthroughIsSafe: Bool { allowsPassthrough && receivesOuterReplies }

    /// tmux 3.6 and later know the client's theme (`#{client_theme}`).
    public var hasClientTheme: Bool { Self.version(version, isAtLeast: (3, 6)) }

    static let format = "#{version}\t#{client_theme}\t#{pane_active}\t#{window_active}\t#{session_attached}\t#{allow-passthrough}"

    /// Asks tmux (bounded by `timeout`); nil outside tmux or when tmux does not answer in time.
    public static func ask(environment: [String: String], timeout: Duration = .milliseconds(150)) -> TmuxPane? {
        guard let tmux = environment["TMUX"], !tmux.isEmpty, let pane = environment["TMUX_PANE"], !pane.isEmpty else { return nil }
        let socket = String(tmux.split(separator: ",", omittingEmptySubsequences: false).first ?? "")
        var arguments = ["tmux"]
        if !socket.isEmpty { arguments += ["-S", socket] }
        arguments += ["display-message", "-p", "-t", pane, format]
        guard let result = BoundedProcess.run(arguments, timeout: timeout), result.exitStatus == 0 else { return nil }
        return parse(result.output)
    }

    static func parse(_ output: String) -> TmuxPane? {
        let line = output.split(separator: "\n", omittingEmptySubsequences: false).first ?? ""
        let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
        guard fields.count == 6, !fields[0].isEmpty else { return nil }
        let theme: ColorScheme? =
            switch fields[1] {
            case "dark": .dark
            case "light": .light
            default: nil
            }
        let passthrough = fields[5] == "1" || fields[5] == "on" || fields[5] == "all"
        let attached = Int(fields[4]) ?? 0
        return TmuxPane(
            version: fields[0], clientTheme: theme, allowsPassthrough: passthrough,
            receivesOuterReplies: fields[2] == "1" && fields[3] == "1" && attached == 1)
    }

    /// Compares "3.3a", "3.6", "next-3.7" by their first two numbers.
    static func version(_ text: String, isAtLeast minimum: (Int, Int)) -> Bool {
        let digits = text.drop { !$0.isNumber }
        let parts = digits.split(separator: ".").map { Int($0.prefix { $0.isNumber }) ?? 0 }
        guard let major = parts.first else { return false }
        let minor = parts.count > 1 ? parts[1] : 0
        return (major, minor) >= minimum
    }
}
