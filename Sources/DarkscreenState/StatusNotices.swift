import DarkscreenCore
import DarkscreenPlatform
import DarkscreenTools

/// The one-line notices darkscreen shows in the status line, by what they are about; each
/// stays until its cause is fixed. The most urgent comes first.
public struct StatusNotices: Equatable, Sendable {
    /// The themes files could not be (re)loaded: file, line:column, theme, field.
    public var themes: Notice?
    /// settings.json could not be read or written.
    public var settings: Notice?
    /// The committed theme does not exist.
    public var missingTheme: Notice?
    /// `--apply` and hooks: tmux refused, a hook failed, a killed darkscreen left tmux styles.
    public var apply: Notice?
    /// How the last commit reached the tools connected by `darkscreen integrate`.
    public var integrations: Notice?
    /// `d` in the preview: the legible variant added, or why not.
    public var derive: Notice?

    public init() {}

    public subscript(topic: NoticeTopic) -> Notice? {
        get {
            switch topic {
            case .themes: themes
            case .settings: settings
            case .missingTheme: missingTheme
            case .apply: apply
            case .integrations: integrations
            case .derive: derive
            }
        }
        set {
            switch topic {
            case .themes: themes = newValue
            case .settings: settings = newValue
            case .missingTheme: missingTheme = newValue
            case .apply: apply = newValue
            case .integrations: integrations = newValue
            case .derive: derive = newValue
            }
        }
    }

    /// All current notices as one: their texts joined, most urgent first, and their actions
    /// (kept whole by the status line) joined after them. Nil when there is none.
    /// (Joined by hand: the stdlib's `joined(separator:)` looks up an associated type at run
    /// time, a scan of every conformance record on the way to the first frame.)
    public var combined: Notice? {
        var text = ""
        var action: String?
        var any = false
        for notice in [themes, settings, missingTheme, apply, integrations, derive] {
            guard let notice else { continue }
            any = true
            if !notice.text.isEmpty {
                if !text.isEmpty { text += " · " }
                text += notice.text
            }
            if let more = notice.action { action = action.map { $0 + "; " + more } ?? more }
        }
        return any ? Notice(text, action: action) : nil
    }

    /// All current notices in one line (escaped when shown by the status line).
    public var text: String { combined?.line ?? "" }
}
