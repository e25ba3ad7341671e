import DarkscreenCore

/// The one-line notices darkscreen shows in the status line, by what they are about; each
/// stays until its cause is fixed. The most urgent comes first.
public struct StatusNotices: Equatable, Sendable {
    /// The themes files could not be (re)loaded: file, line:column, theme, field.
    public var themes: String?
    /// settings.json could not be read or written.
    public var settings: String?
    /// The committed theme does not exist.
    public var missingTheme: String?
    /// `--apply` and hooks: tmux refused, a hook failed, a killed darkscreen left tmux styles.
    public var surroundings: String?

    public init() {}

    public subscript(topic: NoticeTopic) -> String? {
        get {
            switch topic {
            case .themes: themes
            case .settings: settings
            case .missingTheme: missingTheme
            case .surroundings: surroundings
            }
        }
        set {
            switch topic {
            case .themes: themes = newValue
            case .settings: settings = newValue
            case .missingTheme: missingTheme = newValue
            case .surroundings: surroundings = newValue
            }
        }
    }

    /// All current notices in one line (escaped when shown by the status line).
    /// (Joined by hand: the stdlib's `joined(separator:)` looks up an associated type at run
    /// time, a scan of every conformance record on the way to the first frame.)
    public var text: String {
        var line = ""
        for notice in [themes, settings, missingTheme, surroundings] {
            guard let notice else { continue }
            if !line.isEmpty { line += " · " }
            line += notice
        }
        return line
    }
}
