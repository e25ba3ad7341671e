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
        var arguments = ["tmux", "-S", place.socket]
        for option in values.keys.sorted() {
            if arguments.count > 3 { arguments.append(";") }
            arguments += ["set-option"] + (option.isSessionOption ? [] : ["-w"])
            if let value = values[option]!, !value.isEmpty {
                arguments += ["-t", place.target(of: option), option.rawValue, value]
            } else {
                arguments += ["-u", "-t", place.target(of: option), option.rawValue]
            }
        }
        return arguments
    }

    static let separator = "==darkscreen=="

    /// Asks for the session and window ids of `pane` and each option's own (local) value, one
    /// per block: `display` the ids, then `show-options -v` of each option behind a separator.
    public static func record(pane: String, socket: String) -> [String] {
        var arguments = ["tmux", "-S", socket, "display-message", "-p", "-t", pane, "#{session_id} #{window_id}"]
        for option in TmuxOption.allCases {
            arguments += [";", "display-message", "-p", separator]
            arguments += [";", "show-options", "-q", "-v"] + (option.isSessionOption ? [] : ["-w"]) + ["-t", pane, option.rawValue]
        }
        return arguments
    }

    /// Reads `record`'s output: the ids and each option's local value (nil: not set there).
    public static func parseRecord(_ output: String, socket: String) -> (TmuxPlace, [TmuxOption: String?])? {
        var blocks: [[Substring]] = [[]]
        for line in output.split(separator: "\n", omittingEmptySubsequences: false) {
            if line == separator { blocks.append([]) } else if !line.isEmpty { blocks[blocks.count - 1].append(line) }
        }
        guard blocks.count == TmuxOption.allCases.count + 1, blocks[0].count == 1 else { return nil }
        let ids = blocks[0][0].split(separator: " ")
        guard ids.count == 2, ids[0].hasPrefix("$"), ids[1].hasPrefix("@") else { return nil }
        var values: [TmuxOption: String?] = [:]
        for (option, block) in zip(TmuxOption.allCases, blocks.dropFirst()) {
            values[option] = block.isEmpty ? .some(nil) : .some(String(block[0]))
        }
        return (TmuxPlace(socket: socket, session: String(ids[0]), window: String(ids[1])), values)
    }

    /// The styles for a theme: status line on statusBackground with the status line's text
    /// colour; borders in separator (inactive) and secondary (active); panes on background in primary.
    public static func styles(statusBackground: RGB, statusText: RGB, separator: RGB, secondary: RGB,
                              background: RGB, primary: RGB) -> [TmuxOption: String?] {
        let panes = "bg=\(background.hex),fg=\(primary.hex)"
        return [
            .statusStyle: "bg=\(statusBackground.hex),fg=\(statusText.hex)",
            .paneBorderStyle: "fg=\(separator.hex)",
            .paneActiveBorderStyle: "fg=\(secondary.hex)",
            .windowStyle: panes,
            .windowActiveStyle: panes,
        ]
    }
}
