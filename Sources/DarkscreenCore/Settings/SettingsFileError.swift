/// Why a settings file could not be used. darkscreen then starts with defaults and leaves the
/// file alone until the user commits something.
public enum SettingsFileError: Error, Equatable, Sendable, CustomStringConvertible {
    case unreadable(reason: String)
    case syntax(message: String, position: SourcePosition)
    case notAnObject(found: String)

    public var description: String {
        switch self {
        case .unreadable(let reason): "cannot be read (\(SafeText.escaped(reason)))"
        case .syntax(let message, let position): "is not valid JSON at \(position): \(SafeText.escaped(message))"
        case .notAnObject(let found): "should hold a JSON object {…}, found \(found)"
        }
    }
}
