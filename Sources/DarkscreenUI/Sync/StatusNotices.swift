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

    public init() {}

    /// All current notices in one line (escaped when shown by the status line).
    public var text: String {
        [themes, settings, missingTheme].compactMap { $0 }.joined(separator: " · ")
    }
}
