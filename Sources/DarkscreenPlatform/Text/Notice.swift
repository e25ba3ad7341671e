/// A message for the user in two parts: what happened (`text`), and what to do about it
/// (`action`, e.g. "run 'darkscreen restore'"). Where room is short the text is shortened at a
/// word boundary with an ellipsis; the action is kept whole whenever it fits at all (the status
/// line: `fitted(width:)` in DarkscreenUI; command output: `CommandOutput`).
public struct Notice: Equatable, Sendable, ExpressibleByStringInterpolation {
    public var text: String
    public var action: String?

    public init(_ text: String, action: String? = nil) {
        self.text = text
        self.action = action
    }

    public init(stringLiteral value: String) {
        self.init(value)
    }

    public init(stringInterpolation: DefaultStringInterpolation) {
        self.init(String(stringInterpolation: stringInterpolation))
    }

    /// Between the text and the action.
    public static let separator = ": "

    /// The whole message on one line.
    public var line: String {
        guard let action else { return text }
        return text.isEmpty ? action : text + Self.separator + action
    }
}
