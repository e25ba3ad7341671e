import Synchronization

/// What a cell shows, as the terminal takes it: a grapheme cluster of up to five scalars (curses
/// keeps five per cell, CCHARW_MAX), in four bytes. Nearly every cell holds one scalar, stored as
/// its value; a cluster of more (combining marks, an emoji ZWJ sequence, a flag) is stored once in
/// `GlyphClusters` and the glyph holds its number there. A `Cell` is therefore small plain data:
/// copying, comparing and diffing a frame costs no reference counting, which a `Character` (a
/// string) would, and a 200×50 frame is 160 KB, not 320. A grapheme of more than five scalars is a
/// stand-in for all of it (`standIn`).
public struct Glyph: Hashable, Sendable {
    /// A scalar value (at most 0x10FFFF), or `GlyphClusters.firstNumber` and above: a cluster's number.
    private var value: UInt32

    public static let space = Glyph(" " as Unicode.Scalar)

    public init(_ scalar: Unicode.Scalar) {
        value = scalar.value
    }

    /// A whole grapheme cluster: its base and every scalar after it (combining marks, the rest of
    /// an emoji ZWJ sequence, a flag's second letter), never a piece of it. A cluster of more than
    /// five scalars (some family and couple emoji) does not fit a cell (curses keeps five per cell,
    /// CCHARW_MAX) and is held as U+FFFD, a stand-in for all of it, in its width.
    public init(_ character: Character) {
        // One scalar (nearly every character drawn): no array to build.
        let view = character.unicodeScalars
        if let first = view.first, view.index(after: view.startIndex) == view.endIndex {
            value = first.value
            return
        }
        var scalars = Array(character.unicodeScalars.prefix(6)).map(\.value)
        // A joiner at the end joins nothing in the cluster; in the terminal it would join the next cell.
        if scalars.count > 1, scalars.count <= 5, scalars.last == 0x200D { scalars.removeLast() }
        guard scalars.count <= 5 else {
            value = Self.standIn
            return
        }
        value = scalars.count == 1 ? scalars[0] : (scalars.isEmpty ? 0x20 : GlyphClusters.number(of: scalars))
    }

    /// What a cluster too long for a cell is shown as: U+FFFD REPLACEMENT CHARACTER.
    public static let standIn: UInt32 = 0xFFFD

    /// One scalar and no combining marks: the common case, written in runs.
    public var isSingleScalar: Bool { value < GlyphClusters.firstNumber }

    /// The first scalar: the base character of the cluster.
    public var base: UInt32 { isSingleScalar ? value : GlyphClusters.scalars(of: value)[0] }

    /// The scalar values in order.
    public var scalarValues: [UInt32] {
        isSingleScalar ? [value] : GlyphClusters.scalars(of: value)
    }

    public var character: Character {
        var text = String.UnicodeScalarView()
        for value in scalarValues { text.append(Unicode.Scalar(value) ?? "\u{FFFD}") }
        return Character(String(text))
    }
}

/// The grapheme clusters of more than one scalar that cells have shown, each stored once and
/// known by its number (so equal clusters are equal glyphs). Bounded: past `capacity` distinct
/// clusters a new one is shown as U+FFFD, so text with endless distinct clusters cannot grow
/// memory without limit.
enum GlyphClusters {
    /// The first cluster number: above every Unicode scalar value.
    static let firstNumber: UInt32 = 0x11_0000
    static let capacity = 1 << 16

    private struct Table {
        var clusters: [[UInt32]] = []
        var numbers: [[UInt32]: UInt32] = [:]
    }

    private static let table = Mutex(Table())

    static func number(of scalars: [UInt32]) -> UInt32 {
        table.withLock { table in
            if let number = table.numbers[scalars] { return number }
            guard table.clusters.count < capacity else { return Glyph.standIn }
            let number = firstNumber + UInt32(table.clusters.count)
            table.clusters.append(scalars)
            table.numbers[scalars] = number
            return number
        }
    }

    static func scalars(of number: UInt32) -> [UInt32] {
        table.withLock { table in
            let index = Int(number - firstNumber)
            return index < table.clusters.count ? table.clusters[index] : [Glyph.standIn]
        }
    }
}
