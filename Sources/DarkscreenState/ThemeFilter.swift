import DarkscreenCore

/// The `/` filter: what has been typed, which themes match (case-insensitive substring; an
/// empty filter matches every theme), and the highlight to restore when it is cleared.
/// Incremental: a typed character searches only the current matches, and Backspace takes the
/// matches from before that character back, so a paste of thousands of characters into a
/// filter over 10,000 themes costs little more than its first few characters.
public struct ThemeFilter: Equatable, Sendable {
    public private(set) var text = ""
    /// `text.count`, kept so a long paste does not count its characters again for each one.
    private var length = 0
    /// Matching catalog indices, ascending.
    public private(set) var matches: [Int]
    /// The highlighted theme when `/` was pressed.
    public let highlightBefore: Int
    /// The matches before each typed character that narrowed them (by text length).
    private var narrowed: [Step] = []
    /// The themes' names case-folded to UTF-8, made on the first typed character.
    private var folded: [[UInt8]] = []

    private struct Step: Equatable, Sendable {
        var length: Int
        var matches: [Int]
    }

    public init(catalog: ThemeCatalog, highlightBefore: Int) {
        self.highlightBefore = highlightBefore
        matches = Array(catalog.themes.indices)
    }

    /// A typed character: the matches that still match.
    public mutating func append(_ character: Character, catalog: ThemeCatalog) {
        let length = self.length
        text.append(character)
        self.length += 1
        guard !matches.isEmpty else { return }  // nothing left to narrow: no work per character
        if folded.count != catalog.count { folded = catalog.themes.map { Self.fold($0.name) } }
        let needle = Self.fold(text)
        let narrower = matches.filter { Self.contains(folded[$0], needle) }
        guard narrower.count != matches.count else { return }
        narrowed.append(Step(length: length, matches: matches))
        matches = narrower
    }

    /// Backspace: the matches from before the last character.
    public mutating func deleteLast() {
        guard !text.isEmpty else { return }
        text.removeLast()
        length -= 1
        while let last = narrowed.last, last.length >= length {
            matches = last.matches
            narrowed.removeLast()
        }
    }

    /// The same text over another catalog (the themes files were reloaded).
    public mutating func refilter(catalog: ThemeCatalog) {
        narrowed = []
        folded = catalog.themes.map { Self.fold($0.name) }
        let needle = Self.fold(text)
        matches = catalog.themes.indices.filter { Self.contains(folded[$0], needle) }
    }

    /// Lower case as UTF-8 bytes (ASCII folded byte by byte, the rest by `lowercased()`).
    static func fold(_ text: String) -> [UInt8] {
        let utf8 = text.utf8
        guard utf8.allSatisfy({ $0 < 0x80 }) else { return Array(text.lowercased().utf8) }
        return utf8.map { $0 >= 0x41 && $0 <= 0x5A ? $0 | 0x20 : $0 }
    }

    /// Whether `needle` occurs in `haystack` (an empty needle occurs everywhere).
    static func contains(_ haystack: [UInt8], _ needle: [UInt8]) -> Bool {
        guard !needle.isEmpty else { return true }
        guard needle.count <= haystack.count else { return false }
        let first = needle[0]
        for start in 0...(haystack.count - needle.count) where haystack[start] == first {
            var offset = 1
            while offset < needle.count, haystack[start + offset] == needle[offset] { offset += 1 }
            if offset == needle.count { return true }
        }
        return false
    }

    /// Where the theme at catalog `index` is among the matches (nil: it does not match).
    public func position(of index: Int) -> Int? {
        var low = 0, high = matches.count
        while low < high {
            let middle = (low + high) / 2
            if matches[middle] < index { low = middle + 1 } else { high = middle }
        }
        return low < matches.count && matches[low] == index ? low : nil
    }
}
