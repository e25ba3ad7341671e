/// Fuzzy matching as fzf scores it (its v1 algorithm and constants): the needle's bytes must occur
/// in the name in order (a subsequence); the shortest such stretch is scored, and consecutive
/// characters and characters that start a word (after a space, `-`, `_`, `.`, `/`, a digit
/// boundary, or an upper-case letter after a lower-case one) score most, gaps cost. So "sol"
/// ranks "Solarized" above "Some Old Lamp", and a substring above a scattered match.
public enum FuzzyMatch {
    static let scoreMatch = 16, gapStart = -3, gapExtension = -1
    static let bonusBoundary = 8, bonusNonWord = 8, bonusCamel = 7, bonusConsecutive = 4, firstCharMultiplier = 2

    /// The score of `needle` in `haystack` (both case-folded UTF-8), or nil when it is not a subsequence.
    /// `original` is the name as written (its case tells camelCase word starts); same length as `haystack`.
    public static func score(_ haystack: [UInt8], _ needle: [UInt8], original: [UInt8]? = nil) -> Int? {
        guard !needle.isEmpty else { return 0 }
        guard needle.count <= haystack.count else { return nil }
        // Forward: where the first complete subsequence ends.
        var index = 0, end = -1
        for (position, byte) in haystack.enumerated() where byte == needle[index] {
            index += 1
            if index == needle.count { end = position; break }
        }
        guard end >= 0 else { return nil }
        // Backward from there: the latest start, so the stretch is as short as it can be.
        var start = end
        index = needle.count - 1
        while start >= 0 {
            if haystack[start] == needle[index] {
                if index == 0 { break }
                index -= 1
            }
            start -= 1
        }
        let cased = original?.count == haystack.count ? original! : haystack
        var score = 0, needleIndex = 0, consecutive = 0, firstBonus = 0, inGap = false
        for position in start...end {
            if needleIndex < needle.count, haystack[position] == needle[needleIndex] {
                score += scoreMatch
                var bonus = self.bonus(at: position, in: cased)
                if consecutive == 0 {
                    firstBonus = bonus
                } else {
                    if bonus >= bonusBoundary && bonus > firstBonus { firstBonus = bonus }
                    bonus = max(bonus, firstBonus, bonusConsecutive)
                }
                score += needleIndex == 0 ? bonus * firstCharMultiplier : bonus
                needleIndex += 1
                consecutive += 1
                inGap = false
            } else {
                score += inGap ? gapExtension : gapStart
                inGap = true
                consecutive = 0
                firstBonus = 0
            }
        }
        return score
    }

    private enum CharClass { case nonWord, lower, upper, number }

    private static func charClass(_ byte: UInt8) -> CharClass {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), 0x80...: .lower
        case UInt8(ascii: "A")...UInt8(ascii: "Z"): .upper
        case UInt8(ascii: "0")...UInt8(ascii: "9"): .number
        default: .nonWord
        }
    }

    /// fzf's bonus for a match at `position`: a word start after a space or punctuation, a camelCase
    /// hump, a number after a letter; none inside a word.
    private static func bonus(at position: Int, in text: [UInt8]) -> Int {
        let current = charClass(text[position])
        guard position > 0 else { return current == .nonWord ? bonusNonWord : bonusBoundary }
        let previous = charClass(text[position - 1])
        switch (previous, current) {
        case (.nonWord, let c) where c != .nonWord: return bonusBoundary
        case (.lower, .upper), (.lower, .number), (.upper, .number): return bonusCamel
        case (_, .nonWord): return bonusNonWord
        default: return 0
        }
    }
}
