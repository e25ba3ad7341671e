/// What a cell shows, as the terminal takes it: a base scalar and up to four combining scalars
/// (curses keeps five per cell, CCHARW_MAX), stored inline. A `Cell` is therefore plain data:
/// copying, comparing and diffing a frame costs no reference counting, which a `Character`
/// (a string) would. A grapheme of more than five scalars keeps its first five, as curses would.
public struct Glyph: Hashable, Sendable {
    /// Scalar values; 0 ends the list (U+0000 is never shown: control characters are escaped
    /// before they reach a cell).
    public private(set) var base: UInt32
    private var mark1: UInt32 = 0
    private var mark2: UInt32 = 0
    private var mark3: UInt32 = 0
    private var mark4: UInt32 = 0

    public static let space = Glyph(" " as Unicode.Scalar)

    public init(_ scalar: Unicode.Scalar) {
        base = scalar.value
    }

    public init(_ character: Character) {
        var scalars = character.unicodeScalars.makeIterator()
        base = scalars.next()?.value ?? 0x20
        mark1 = scalars.next()?.value ?? 0
        guard mark1 != 0 else { return }
        mark2 = scalars.next()?.value ?? 0
        guard mark2 != 0 else { return }
        mark3 = scalars.next()?.value ?? 0
        guard mark3 != 0 else { return }
        mark4 = scalars.next()?.value ?? 0
    }

    /// One scalar and no combining marks: the common case, written in runs.
    public var isSingleScalar: Bool { mark1 == 0 }

    /// The scalar values in order.
    public var scalarValues: [UInt32] {
        [base, mark1, mark2, mark3, mark4].prefix { $0 != 0 }.map { $0 }
    }

    public var character: Character {
        var text = String.UnicodeScalarView()
        for value in scalarValues { text.append(Unicode.Scalar(value) ?? "\u{FFFD}") }
        return Character(String(text))
    }
}
