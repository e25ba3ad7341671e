import DarkscreenPlatform
import DarkscreenCore
/// Why a target cannot be connected or disconnected; `byHand` is what the user can add themselves.
public struct IntegrationFailure: Error, Sendable, CustomStringConvertible {
    public var message: String
    /// The line to add by hand and the file it goes into, when darkscreen cannot place it.
    public var byHand: (line: String, file: String)?

    public init(_ message: String, byHand: (line: String, file: String)? = nil) {
        self.message = message
        self.byHand = byHand
    }

    public var description: String {
        guard let byHand else { return message }
        return message + "; add this line to \(SafeText.escaped(byHand.file)) by hand:\n  " + SafeText.escaped(byHand.line)
    }
}
