/// How many terminal columns a character takes, as the terminal counts them: the C library's
/// `wcwidth` (what ncurses uses to place characters), installed by the curses layer once the
/// locale is set (`DisplayWidth.install`); until then — in tests, and under a non-UTF-8 locale —
/// a built-in table (2 for East Asian wide and emoji, 0 for combining and zero-width, else 1).
/// A grapheme cluster is measured whole: the width of its first scalar (its marks, and the rest of
/// an emoji ZWJ sequence, share its cells), 2 with VS16, 2 for a flag (two regional indicators).
public enum DisplayWidth {
    /// Columns of one non-ASCII scalar; -1 (not printable) counts as 1.
    public typealias ScalarWidth = @Sendable (UInt32) -> Int

    /// Set once at start-up, before the first frame, from the main thread.
    nonisolated(unsafe) private static var nonASCII: ScalarWidth = builtIn

    /// Takes widths from `source` from now on (the curses layer passes glibc's wcwidth).
    public static func install(_ source: @escaping ScalarWidth) {
        nonASCII = source
    }

    public static func of(_ character: Character) -> Int {
        let scalars = character.unicodeScalars
        guard let first = scalars.first else { return 0 }
        if scalars.contains(where: { $0.value == 0xFE0F }) { return 2 }
        if isRegionalIndicator(first.value), scalars.count >= 2, isRegionalIndicator(scalars[scalars.index(after: scalars.startIndex)].value) {
            return 2
        }
        return of(first)
    }

    /// The letters flags are spelled with (U+1F1E6…U+1F1FF); two make one flag.
    public static func isRegionalIndicator(_ value: UInt32) -> Bool { (0x1F1E6...0x1F1FF).contains(value) }

    /// The longest end of `text` that fits in `width` columns, in whole grapheme clusters.
    public static func suffix(_ text: String, width: Int) -> String {
        var used = 0
        var start = text.endIndex
        while start > text.startIndex {
            let before = text.index(before: start)
            let columns = of(text[before])
            if used + columns > width { break }
            used += columns
            start = before
        }
        return String(text[start...])
    }

    public static func of(_ scalar: Unicode.Scalar) -> Int {
        let value = scalar.value
        if value < 0x80 { return value < 0x20 || value == 0x7F ? 0 : 1 }
        let width = nonASCII(value)
        return width < 0 ? 1 : width
    }

    /// The built-in table (used until `install`).
    public static func builtIn(_ value: UInt32) -> Int {
        if value < 0x300 { return value < 0x20 || (0x7F..<0xA0).contains(value) ? 0 : 1 }
        if isZeroWidth(value) { return 0 }
        return isWide(value) ? 2 : 1
    }

    public static func of(_ text: String) -> Int {
        text.reduce(0) { $0 + of($1) }
    }

    private static func isZeroWidth(_ value: UInt32) -> Bool {
        (0x300...0x36F).contains(value) || (0x200B...0x200F).contains(value) || (0x20D0...0x20FF).contains(value)
            || (0xFE00...0xFE0F).contains(value) || (0xFE20...0xFE2F).contains(value)
    }

    private static let wideRanges: [ClosedRange<UInt32>] = [
        0x1100...0x115F, 0x231A...0x231B, 0x2329...0x232A, 0x23E9...0x23EC, 0x23F0...0x23F0, 0x23F3...0x23F3,
        0x25FD...0x25FE, 0x2614...0x2615, 0x2648...0x2653, 0x267F...0x267F, 0x2693...0x2693, 0x26A1...0x26A1,
        0x26AA...0x26AB, 0x26BD...0x26BE, 0x26C4...0x26C5, 0x26CE...0x26CE, 0x26D4...0x26D4, 0x26EA...0x26EA,
        0x26F2...0x26F3, 0x26F5...0x26F5, 0x26FA...0x26FA, 0x26FD...0x26FD, 0x2705...0x2705, 0x270A...0x270B,
        0x2728...0x2728, 0x274C...0x274C, 0x274E...0x274E, 0x2753...0x2755, 0x2757...0x2757, 0x2795...0x2797,
        0x27B0...0x27B0, 0x27BF...0x27BF, 0x2B1B...0x2B1C, 0x2B50...0x2B50, 0x2B55...0x2B55,
        0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF, 0xA960...0xA97F,
        0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE10...0xFE19, 0xFE30...0xFE6F, 0xFF00...0xFF60, 0xFFE0...0xFFE6,
        0x16FE0...0x16FE4, 0x17000...0x18CFF, 0x1B000...0x1B2FF, 0x1F004...0x1F004, 0x1F0CF...0x1F0CF,
        0x1F18E...0x1F18E, 0x1F191...0x1F19A, 0x1F200...0x1F251, 0x1F300...0x1F64F, 0x1F680...0x1F6FF,
        0x1F7E0...0x1F7EB, 0x1F90C...0x1F9FF, 0x1FA70...0x1FAFF, 0x20000...0x2FFFD, 0x30000...0x3FFFD
    ]

    private static func isWide(_ value: UInt32) -> Bool {
        guard value >= 0x1100 else { return false }
        var low = 0, high = wideRanges.count - 1
        while low <= high {
            let middle = (low + high) / 2
            let range = wideRanges[middle]
            if value < range.lowerBound { high = middle - 1 } else if value > range.upperBound { low = middle + 1 } else { return true }
        }
        return false
    }
}
