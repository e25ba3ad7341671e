import DarkscreenCore
import DarkscreenPlatform
import DarkscreenTools

/// Writes the cells of a fade's in-between frame in the terminal's words. Every cell is one
/// already on screen in new colours; curses writes such a frame as a full repaint that turns
/// attributes off and sets both colours again on every run. Here each run changes only what
/// differs from the run before it: the colour that changed, the attribute added (all off only
/// when one goes), a blank run erased rather than written.
struct FadeFrameWriter {
    /// A cell to write, in the terminal's colour numbers.
    struct Write {
        var row: Int
        var column: Int
        var glyph: Glyph
        var width: Int
        var attributes: TextAttributes
        var foreground: Int32
        var background: Int32

        /// A space that erasing gives as well: bold does not show on it (underline and reverse do).
        var isBlank: Bool { glyph == .space && width == 1 && attributes.subtracting(.bold).isEmpty }

        func continues(_ run: Write) -> Bool {
            row == run.row && attributes == run.attributes && foreground == run.foreground && background == run.background
        }
    }

    /// Blanks in a row shorter than this are written as spaces (erasing costs a move back too).
    static let shortestErase = 8
    /// Blanks in the frame's background (which the clear gave) between two written cells are
    /// written as spaces up to this many, and moved over beyond.
    static let longestGapWritten = 3

    let words: TerminalWords
    let width: Int
    private(set) var bytes: [UInt8] = []
    /// What the terminal has now (nil: not known).
    private var attributes: TextAttributes?
    private var foreground: Int32?
    private var background: Int32?
    private var cursor: (row: Int, column: Int)?
    private var foregroundWords: [Int32: [UInt8]] = [:]
    private var backgroundWords: [Int32: [UInt8]] = [:]

    init(words: TerminalWords, width: Int) {
        self.words = words
        self.width = width
    }

    /// The screen erased in the frame's background (what curses calls pair 0).
    mutating func clear(foreground: Int32, background: Int32) {
        setStyle([], foreground: foreground, background: background)
        bytes += words.clearScreen
        cursor = (0, 0)
    }

    /// Writes the cells, in order (by row, then column).
    mutating func write(_ cells: [Write]) {
        var start = 0
        while start < cells.count {
            let first = cells[start]
            var end = start + 1
            var column = first.column + first.width
            while end < cells.count, cells[end].continues(first), cells[end].column == column {
                column += cells[end].width
                end += 1
            }
            // Within a run: text written, blanks erased when that is shorter.
            var blanks = start
            for index in start..<end where !cells[index].isBlank {
                if blanks < index { writeBlanks(cells[blanks], count: index - blanks) }
                put(cells[index])
                blanks = index + 1
            }
            if blanks < end { writeBlanks(cells[blanks], count: end - blanks) }
            start = end
        }
    }

    /// Leaves the terminal as curses leaves it after a frame: attributes off, the frame's colours.
    mutating func finish(foreground: Int32, background: Int32) {
        setStyle([], foreground: foreground, background: background)
    }

    private mutating func writeBlanks(_ first: Write, count: Int) {
        let reachesEnd = first.column + count >= width
        var erase = reachesEnd ? words.eraseToEndOfLine : (count >= Self.shortestErase ? words.eraseCharacters(count) : [])
        if !words.erasesInBackground { erase = [] }
        guard !erase.isEmpty else {
            for column in first.column..<(first.column + count) {
                var blank = first
                blank.column = column
                put(blank)
            }
            return
        }
        move(to: first.row, first.column)
        setStyle(first.attributes, foreground: first.foreground, background: first.background)
        bytes += erase  // the cursor stays where it is
    }

    private mutating func put(_ cell: Write) {
        move(to: cell.row, cell.column)
        // A blank shows only its background: no other colour or attribute is changed for it.
        let showsAsIs = cell.isBlank && background == cell.background && attributes?.subtracting(.bold).isEmpty == true
        if !showsAsIs { setStyle(cell.attributes, foreground: cell.foreground, background: cell.background) }
        for value in cell.glyph.scalarValues {
            if let scalar = Unicode.Scalar(value) { bytes += Array(String(Character(scalar)).utf8) }
        }
        // A stand-in for a cluster too long for a cell fills the cluster's width.
        if cell.glyph.base == Glyph.standIn, cell.width > 1 { bytes += Array(repeating: 0x20, count: cell.width - 1) }
        let next = cell.column + cell.width
        // At the last column the cursor waits to wrap: where it is then is not known everywhere.
        cursor = next < width ? (cell.row, next) : nil
    }

    /// The shortest of the moves the terminal has from where the cursor is (when known).
    private mutating func move(to row: Int, _ column: Int) {
        var best = words.moveTo(row, column)
        if row == 0 && column == 0 && !words.home.isEmpty && words.home.count < best.count { best = words.home }
        if let cursor {
            if cursor.row == row && cursor.column == column { return }
            var candidates: [[UInt8]] = []
            if cursor.row == row { candidates.append(words.moveToColumn(column)) }
            if cursor.column == column { candidates.append(words.moveToRow(row)) }
            if cursor.column == column + 1, !words.oneLeft.isEmpty {
                candidates.append(cursor.row == row ? words.oneLeft : prefixed(words.moveToRow(row), words.oneLeft))
            }
            if column == 0, !words.carriageReturn.isEmpty {
                candidates.append(cursor.row == row ? words.carriageReturn : prefixed(words.carriageReturn, words.moveToRow(row)))
            }
            for candidate in candidates where !candidate.isEmpty && candidate.count < best.count { best = candidate }
        }
        bytes += best
        cursor = (row, column)
    }

    /// `first` then `second`; empty when either is (the terminal lacks one of them).
    private func prefixed(_ first: [UInt8], _ second: [UInt8]) -> [UInt8] {
        first.isEmpty || second.isEmpty ? [] : first + second
    }

    private mutating func setStyle(_ wanted: TextAttributes, foreground fg: Int32, background bg: Int32) {
        if attributes != wanted {
            if let attributes, attributes.isSubset(of: wanted) {
                addAttributes(wanted.subtracting(attributes))
            } else {
                bytes += words.resetAttributes
                foreground = -1
                background = -1
                addAttributes(wanted)
            }
            attributes = wanted
        }
        if (fg < 0 && foreground != -1) || (bg < 0 && background != -1) {
            bytes += words.defaultColors
            foreground = -1
            background = -1
        }
        if fg >= 0 && foreground != fg {
            bytes +=
                foregroundWords[fg]
                ?? {
                    let said = words.foreground(fg); foregroundWords[fg] = said; return said
                }()
            foreground = fg
        }
        if bg >= 0 && background != bg {
            bytes +=
                backgroundWords[bg]
                ?? {
                    let said = words.background(bg); backgroundWords[bg] = said; return said
                }()
            background = bg
        }
    }

    private mutating func addAttributes(_ added: TextAttributes) {
        if added.contains(.bold) { bytes += words.bold }
        if added.contains(.underline) { bytes += words.underline }
        if added.contains(.reverse) { bytes += words.reverse }
    }
}
