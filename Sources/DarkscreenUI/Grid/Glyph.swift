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

    /// The grapheme's base and the marks that share its cell: scalars of zero width, up to the
    /// first one that takes columns of its own (the rest of an emoji ZWJ sequence, which curses
    /// cannot place in one cell: the base is shown, as the terminal then shows it too), without a
    /// joiner left dangling at the end.
    public init(_ character: Character) {
        var scalars = character.unicodeScalars.makeIterator()
        base = scalars.next()?.value ?? 0x20
        var marks: (UInt32, UInt32, UInt32, UInt32) = (0, 0, 0, 0)
        var count = 0
        while count < 4, let scalar = scalars.next(), DisplayWidth.of(scalar) == 0 {
            switch count {
            case 0: marks.0 = scalar.value
            case 1: marks.1 = scalar.value
            case 2: marks.2 = scalar.value
            default: marks.3 = scalar.value
            }
            count += 1
        }
        if count > 0, [marks.0, marks.1, marks.2, marks.3][count - 1] == 0x200D {  // a dangling zero-width joiner
            switch count {
            case 1: marks.0 = 0
            case 2: marks.1 = 0
            case 3: marks.2 = 0
            default: marks.3 = 0
            }
        }
        (mark1, mark2, mark3, mark4) = marks
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
