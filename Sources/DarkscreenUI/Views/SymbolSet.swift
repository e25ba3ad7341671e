/// The few non-ASCII symbols darkscreen draws, with ASCII stand-ins for non-UTF-8 locales.
public struct SymbolSet: Sendable, Equatable {
    public var check: Character
    public var separator: Character
    public var ellipsis: Character

    public static let unicode = SymbolSet(check: "✓", separator: "│", ellipsis: "…")
    public static let ascii = SymbolSet(check: "*", separator: "|", ellipsis: ".")
}
