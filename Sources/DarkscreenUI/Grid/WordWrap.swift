/// Greedy word wrap by display width: words move to the next line when they do not fit; a word
/// wider than the whole line is cut into pieces that do.
public enum WordWrap {
    public static func lines(_ text: String, width: Int) -> [String] {
        guard width > 0 else { return [] }
        var lines: [String] = []
        var current = ""
        for word in text.split(separator: " ").flatMap({ pieces(String($0), width: width) }) {
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
