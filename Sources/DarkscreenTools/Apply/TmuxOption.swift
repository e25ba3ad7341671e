import DarkscreenPlatform
import DarkscreenCore
/// The tmux options `--apply tmux` sets: the status line (a session option in tmux), the pane
/// borders and the panes' default colours (window options on darkscreen's own window).
public enum TmuxOption: String, CaseIterable, Sendable, Hashable, Comparable {
    case statusStyle = "status-style"
    case paneBorderStyle = "pane-border-style"
    case paneActiveBorderStyle = "pane-active-border-style"
    case windowStyle = "window-style"
    case windowActiveStyle = "window-active-style"

    public var isSessionOption: Bool { self == .statusStyle }

    public static func < (lhs: TmuxOption, rhs: TmuxOption) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}

/// Where darkscreen runs in tmux: the server's socket (from `$TMUX`), its session and window ids.
public struct TmuxPlace: Hashable, Sendable {
    public var socket: String
    public var session: String
    public var window: String

    public init(socket: String, session: String, window: String) {
        self.socket = socket
        self.session = session
        self.window = window
    }

    /// The target of an option: the session for status-style, the window for the rest.
    public func target(of option: TmuxOption) -> String {
        option.isSessionOption ? session : window
    }
}

/// tmux command lines, batched into one call with `;` arguments (tmux's `\;`).
public enum TmuxCommand {
    /// `set-option [-w] -t TARGET NAME VALUE` for each, or `-u` (unset) where the value is nil.
    public static func set(_ values: [TmuxOption: String?], at place: TmuxPlace) -> [String] {
        line(socket: place.socket, values.keys.sorted().map { setOne($0, values[$0]!, at: place) })
    }

    /// One option set (an empty value is a value) or, for nil, unset.
    static func setOne(_ option: TmuxOption, _ value: String?, at place: TmuxPlace) -> [String] {
        let flag = option.isSessionOption ? [] : ["-w"]
        guard let value else { return ["set-option"] + flag + ["-u", "-t", place.target(of: option), option.rawValue] }
        return ["set-option"] + flag + ["-t", place.target(of: option), option.rawValue, value]
    }

    /// One tmux call carrying `commands` in order (the server runs them without interleaving another client's).
    public static func line(socket: String, _ commands: [[String]]) -> [String] {
        var arguments = ["tmux", "-S", socket]
        for (index, command) in commands.enumerated() {
            if index > 0 { arguments.append(";") }
            arguments += command
        }
        return arguments
    }

    /// The styles for a theme: status line on statusBackground with the status line's text
    /// colour; borders in separator (inactive) and secondary (active); panes on background in primary.
    public static func styles(
        statusBackground: RGB, statusText: RGB, separator: RGB, secondary: RGB,
        background: RGB, primary: RGB
    ) -> [TmuxOption: String?] {
        let panes = "bg=\(background.hex),fg=\(primary.hex)"
        return [
            .statusStyle: "bg=\(statusBackground.hex),fg=\(statusText.hex)",
            .paneBorderStyle: "fg=\(separator.hex)",
            .paneActiveBorderStyle: "fg=\(secondary.hex)",
            .windowStyle: panes,
            .windowActiveStyle: panes
        ]
    }
}
