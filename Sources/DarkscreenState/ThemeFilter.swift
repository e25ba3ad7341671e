import DarkscreenCore
import DarkscreenPlatform
import DarkscreenTools

/// The `/` filter: what has been typed, which themes match (case-insensitive, the typed characters
/// in order, `FuzzyMatch`; an empty filter matches every theme, in catalog order), best first as
/// fzf ranks them (a substring and word starts before scattered letters; ties in catalog order),
/// and the highlight to restore when it is cleared.
/// Incremental: a typed character searches only the current matches, and Backspace takes the
/// matches from before that character back, so a paste of thousands of characters into a
/// filter over 10,000 themes costs little more than its first few characters.
public struct ThemeFilter: Equatable, Sendable {
    public private(set) var text = ""
    /// `text.count`, kept so a long paste does not count its characters again for each one.
    private var length = 0
    /// Matching catalog indices, best match first.
    public private(set) var matches: [Int]
    /// The highlighted theme when `/` was pressed.
    public let highlightBefore: Int
    /// The themes searched (the category's, in its order); nil: the whole catalog.
    private var candidates: [Int]?
    /// Each candidate's place when they are not in catalog order (Recent); nil otherwise.
    private var places: [Int: Int]?
    /// The matches before each typed character that narrowed them (by text length).
    private var narrowed: [Step] = []
    /// The themes' names case-folded to UTF-8, made on the first typed character, and as written.
    private var folded: [[UInt8]] = []
    private var written: [[UInt8]] = []

    private struct Step: Equatable, Sendable {
        var length: Int
        var matches: [Int]
    }

    /// `candidates`: the themes to search, in the list's order (nil: every theme).
    public init(catalog: ThemeCatalog, candidates: [Int]? = nil, highlightBefore: Int) {
        self.highlightBefore = highlightBefore
        self.candidates = candidates
        places = Self.places(of: candidates)
        matches = candidates ?? Array(catalog.themes.indices)
    }

    /// A typed character: the matches that still match.
    public mutating func append(_ character: Character, catalog: ThemeCatalog) {
        let length = self.length
        text.append(character)
        self.length += 1
        guard !matches.isEmpty else { return }  // nothing left to narrow: no work per character
        if folded.count != catalog.count { fold(catalog) }
        let narrower = ranked(matches, needle: Self.fold(text))
        guard narrower != matches else { return }
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

    /// The same text over another catalog (the themes files were reloaded) or other candidates
    /// (another category).
    public mutating func refilter(catalog: ThemeCatalog, candidates: [Int]? = nil) {
        narrowed = []
        self.candidates = candidates
        places = Self.places(of: candidates)
        fold(catalog)
        matches = ranked(candidates ?? Array(catalog.themes.indices), needle: Self.fold(text))
    }

    private mutating func fold(_ catalog: ThemeCatalog) {
        folded = catalog.themes.map { Self.fold($0.name) }
        written = catalog.themes.map { Array($0.name.utf8) }
    }

    /// The candidates that contain the needle as a subsequence, best score first (a candidate
    /// list only shrinks as the needle grows: what did not match "ab" cannot match "abc").
    private func ranked(_ candidates: [Int], needle: [UInt8]) -> [Int] {
        guard !needle.isEmpty else { return candidates }
        var scored: [(index: Int, order: Int, score: Int)] = []
        scored.reserveCapacity(candidates.count)
        for index in candidates {
            if let score = FuzzyMatch.score(folded[index], needle, original: written[index]) { scored.append((index, order(of: index), score)) }
        }
        scored.sort { $0.score != $1.score ? $0.score > $1.score : $0.order < $1.order }
        return scored.map(\.index)
    }

    /// Where the theme stands in the list before filtering (ties keep that order: Recent's is not the catalog's).
    private func order(of index: Int) -> Int { places?[index] ?? index }

    private static func places(of candidates: [Int]?) -> [Int: Int]? {
        guard let candidates, zip(candidates, candidates.dropFirst()).contains(where: { $0 >= $1 }) else { return nil }
        var places: [Int: Int] = [:]
        for (place, index) in candidates.enumerated() { places[index] = place }
        return places
    }

    /// Lower case as UTF-8 bytes (ASCII folded byte by byte, the rest by `lowercased()`).
    static func fold(_ text: String) -> [UInt8] {
        let utf8 = text.utf8
        guard utf8.allSatisfy({ $0 < 0x80 }) else { return Array(text.lowercased().utf8) }
        return utf8.map { $0 >= 0x41 && $0 <= 0x5A ? $0 | 0x20 : $0 }
    }

    /// Where the theme at catalog `index` is among the matches (nil: it does not match).
    public func position(of index: Int) -> Int? {
        matches.firstIndex(of: index)
    }
}
