/// Greedy word wrap by display width. Lines break at spaces outside parentheses, so a
/// parenthesised group such as "(39×10, need 40×10)" stays on one line when it fits on one;
/// a group wider than the line breaks at its own spaces, and a word wider than the line is cut
/// into pieces that fit.
public enum WordWrap {
    public static func lines(_ text: String, width: Int) -> [String] {
        guard width > 0 else { return [] }
        var lines: [String] = []
        var current = ""
        for word in units(of: text).flatMap({ fitting($0, width: width) }) {
            if current.isEmpty {
                current = word
            } else if DisplayWidth.of(current) + 1 + DisplayWidth.of(word) <= width {
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
}
