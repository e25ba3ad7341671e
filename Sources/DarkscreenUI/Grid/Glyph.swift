/// What a cell shows, as the terminal takes it: a grapheme cluster of up to five scalars
/// (curses keeps five per cell, CCHARW_MAX), stored inline. A `Cell` is therefore plain data:
/// copying, comparing and diffing a frame costs no reference counting, which a `Character`
/// (a string) would. A grapheme of more than five scalars is a stand-in for all of it (`standIn`).
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

    /// A whole grapheme cluster: its base and every scalar after it (combining marks, the rest of
    /// an emoji ZWJ sequence, a flag's second letter), never a piece of it. A cluster of more than
    /// five scalars (some family and couple emoji) does not fit a cell (curses keeps five per cell,
    /// CCHARW_MAX) and is held as U+FFFD, a stand-in for all of it, in its width.
    public init(_ character: Character) {
        // One scalar (nearly every character drawn): no array to build.
        let view = character.unicodeScalars
        if let first = view.first, view.index(after: view.startIndex) == view.endIndex {
            base = first.value
            return
        }
        var scalars = Array(character.unicodeScalars.prefix(6)).map(\.value)
        // A joiner at the end joins nothing in the cluster; in the terminal it would join the next cell.
        if scalars.count > 1, scalars.count <= 5, scalars.last == 0x200D { scalars.removeLast() }
        guard scalars.count <= 5 else {
            base = Self.standIn
            return
        }
        base = scalars.first ?? 0x20
        if scalars.count > 1 { mark1 = scalars[1] }
        if scalars.count > 2 { mark2 = scalars[2] }
        if scalars.count > 3 { mark3 = scalars[3] }
        if scalars.count > 4 { mark4 = scalars[4] }
    }

    /// What a cluster too long for a cell is shown as: U+FFFD REPLACEMENT CHARACTER.
    public static let standIn: UInt32 = 0xFFFD

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
