import DarkscreenCore
import DarkscreenPlatform
import DarkscreenTools

/// The few non-ASCII symbols darkscreen draws, with ASCII stand-ins for non-UTF-8 locales.
public struct SymbolSet: Sendable, Equatable {
    public var check: Character
    public var separator: Character
    public var ellipsis: Character
    /// After a favourite's name in the list (`f`).
    public var favourite: Character = "★"

    public static let unicode = SymbolSet(check: "✓", separator: "│", ellipsis: "…")
    public static let ascii = SymbolSet(check: "*", separator: "|", ellipsis: ".", favourite: "+")

    /// Untrusted text (a theme name, a message) made safe to draw: see `SafeText`. With the ASCII
    /// stand-ins (a non-UTF-8 locale, where other characters would be blanks) every non-ASCII
    /// character is shown escaped too, so a name stays legible.
    public func safe(_ text: String) -> String {
        SafeText.escaped(text, asciiOnly: self == .ascii)
    }
}
