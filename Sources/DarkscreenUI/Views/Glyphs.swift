/// The few non-ASCII glyphs darkscreen draws, with ASCII stand-ins for non-UTF-8 locales.
public struct Glyphs: Sendable, Equatable {
    public var check: Character
    public var separator: Character
    public var ellipsis: Character

    public static let unicode = Glyphs(check: "✓", separator: "│", ellipsis: "…")
    public static let ascii = Glyphs(check: "*", separator: "|", ellipsis: ".")
}
