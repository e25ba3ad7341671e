/// Greedy word wrap by display width. Lines break at spaces outside parentheses, so a
/// parenthesised group such as "(39×10, need 40×10)" stays on one line when it fits on one;
/// a group wider than the line breaks at its own spaces, and a word wider than the line is cut
/// into pieces that fit.
public enum WordWrap {
    /// `firstLineWidth`: the first line's room when it differs (a line that follows a label).
    public static func lines(_ text: String, width: Int, firstLineWidth: Int? = nil) -> [String] {
        let first = firstLineWidth ?? width
        guard width > 0, first > 0 else { return [] }
        var lines: [String] = []
        var current = ""
        for word in units(of: text).flatMap({ fitting($0, width: width) }) {
            if current.isEmpty {
                // A first word too wide for the first line's room starts on the next line.
                if lines.isEmpty && DisplayWidth.of(word) > first { lines.append("") }
                current = word
            } else if DisplayWidth.of(current) + 1 + DisplayWidth.of(word) <= (lines.isEmpty ? first : width) {
                current += " " + word
            } else {
                lines.append(current)
                current = word
            }
        }
        if !current.isEmpty { lines.append(current) }
        return lines
    }

    /// The text split at spaces outside parentheses (empty pieces dropped).
    static func units(of text: String) -> [String] {
        var units: [String] = []
        var unit = ""
        var depth = 0
        for character in text {
            switch character {
            case "(": depth += 1
            case ")": depth = max(0, depth - 1)
            case " " where depth == 0:
                if !unit.isEmpty { units.append(unit) }
                unit = ""
                continue
            default: break
            }
            unit.append(character)
        }
        if !unit.isEmpty { units.append(unit) }
        return units
    }

    /// A unit as is when it fits, else its words, each cut into pieces at most `width` wide.
    private static func fitting(_ unit: String, width: Int) -> [String] {
        guard DisplayWidth.of(unit) > width else { return [unit] }
        return unit.split(separator: " ").flatMap { pieces(String($0), width: width) }
    }

    /// A word cut into pieces at most `width` columns wide.
    private static func pieces(_ word: String, width: Int) -> [String] {
        var result: [String] = []
        var piece = ""
        for character in word {
            if !piece.isEmpty && DisplayWidth.of(piece) + DisplayWidth.of(character) > width {
                result.append(piece)
                piece = ""
            }
            piece.append(character)
        }
        if !piece.isEmpty { result.append(piece) }
        return result
    }

    /// The text in at most `width` columns: whole when it fits, else as many whole words as fit
    /// before `ellipsis` (punctuation left dangling before it is dropped). Never cut mid-word: when
    /// not even the first word fits, only the ellipsis is left (or nothing, below one column).
    public static func shortened(_ text: String, width: Int, ellipsis: Character = "…") -> String {
        guard width > 0 else { return "" }
        if DisplayWidth.of(text) <= width { return text }
        let room = width - DisplayWidth.of(ellipsis)
        var kept = ""
        var keptWidth = 0
        for word in text.split(separator: " ", omittingEmptySubsequences: true) {
            let wordWidth = DisplayWidth.of(String(word))
            let needed = keptWidth + (kept.isEmpty ? 0 : 1) + wordWidth
            guard needed <= room else { break }
            kept += (kept.isEmpty ? "" : " ") + word
            keptWidth = needed
        }
        while let last = kept.last, ":;,·—-".contains(last) || last == " " { kept.removeLast() }
        guard width >= DisplayWidth.of(ellipsis) else { return "" }
        return kept + String(ellipsis)
    }
}
