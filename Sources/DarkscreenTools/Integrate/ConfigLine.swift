import DarkscreenPlatform
import DarkscreenCore
/// The one line `darkscreen integrate` adds to a tool's config, the file it goes into, and where
/// in that file it belongs.
public struct ConfigLine: Sendable, Equatable {
    public enum Placement: Sendable, Equatable {
        /// The last line (later settings win: kitty, Ghostty, tmux, Vim, shells).
        case end
        /// Before the first `[section]` header, in the main section (foot), else at the end.
        case beforeFirstSection
        /// The first line of the file (an Alacritty TOML `import`, which must precede every table).
        case top
        /// An item of the YAML `import:` list when there is one (after its last item), else an
        /// `import: [...]` line of its own at the end (Alacritty before 0.13).
        case yamlImport(item: String)
        /// An OpenSSH client config's setting for every host: the line after a `Host *` line when
        /// there is one, else before the first `Host` or `Match` (the part every host reads), else the end.
        case everyHost
    }

    public var config: String
    public var line: String
    public var placement: Placement

    public init(config: String, line: String, placement: Placement = .end) {
        self.config = config
        self.line = line
        self.placement = placement
    }
}

/// Quoting for the paths that go into config lines. A path that cannot be written in a tool's
/// syntax is refused (nil) rather than altered.
enum ConfigQuoting {
    /// A path with no control or invisible character and no spaces around it.
    static func isPlain(_ path: String) -> Bool {
        SafeText.escaped(path) == path && path.trimmingWhitespace == path
    }

    /// POSIX sh single quotes (`'` written as `'\''`).
    static func shell(_ path: String) -> String? {
        isPlain(path) ? "'" + path.replacing("'", with: "'\\''") + "'" : nil
    }

    /// fish's single quotes, where only `\\` and `\'` are escapes: everything else stays data.
    static func fish(_ path: String) -> String? {
        isPlain(path) ? "'" + path.replacing("\\", with: "\\\\").replacing("'", with: "\\'") + "'" : nil
    }

    /// tmux's single quotes take everything but `'` literally.
    static func tmux(_ path: String) -> String? {
        isPlain(path) && !path.contains("'") ? "'" + path + "'" : nil
    }

    /// A double-quoted YAML or TOML basic string.
    static func doubleQuoted(_ path: String) -> String? {
        isPlain(path) ? "\"" + path.replacing("\\", with: "\\\\").replacing("\"", with: "\\\"") + "\"" : nil
    }
}
