import DarkscreenCore

/// The `/` filter: what has been typed, which themes match (case-insensitive substring; an
/// empty filter matches every theme), and the highlight to restore when it is cleared.
public struct ThemeFilter: Equatable, Sendable {
    public var text = ""
    /// Matching catalog indices, ascending.
    public private(set) var matches: [Int]
    /// The highlighted theme when `/` was pressed.
    public let highlightBefore: Int

    public init(catalog: ThemeCatalog, highlightBefore: Int) {
        self.highlightBefore = highlightBefore
        matches = Array(catalog.themes.indices)
    }

    public mutating func update(text newText: String, catalog: ThemeCatalog) {
        text = newText
        let needle = newText.lowercased()
        matches = needle.isEmpty ? Array(catalog.themes.indices)
            : catalog.themes.indices.filter { catalog.themes[$0].name.lowercased().contains(needle) }
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
