import DarkscreenCore
import DarkscreenState
import DarkscreenPlatform
import DarkscreenTools

/// An in-memory grid of cells: what views draw into, what tests read, what the backend diffs.
public struct CellBuffer: Equatable, Sendable {
    public private(set) var size: Size
    public private(set) var cells: [Cell]

    public init(size: Size, fill: Cell) {
        self.size = Size(width: max(0, size.width), height: max(0, size.height))
        cells = Array(repeating: fill, count: self.size.width * self.size.height)
    }

    public var width: Int { size.width }
    public var height: Int { size.height }

    public subscript(column: Int, row: Int) -> Cell {
        get { cells[row * size.width + column] }
        set { cells[row * size.width + column] = newValue }
    }

    public func contains(column: Int, row: Int) -> Bool {
        column >= 0 && row >= 0 && column < size.width && row < size.height
    }

    /// Fills a rectangle (clipped to the buffer) with blanks of one style.
    public mutating func fill(_ rect: Rect, style: CellStyle) {
        let blank = Cell(style: style)
        let columns = max(0, rect.minColumn)..<min(size.width, rect.maxColumn)
        guard !columns.isEmpty else { return }
        for row in max(0, rect.minRow)..<max(max(0, rect.minRow), min(size.height, rect.maxRow)) {
            let start = row * size.width
            for column in columns { cells[start + column] = blank }
        }
    }

    /// Writes text from `point`, at most `maxWidth` columns, cutting with `ellipsis` when it does
    /// not fit. Control characters must already be escaped. Returns the columns used.
    @discardableResult
    public mutating func write(_ text: String, at point: Point, maxWidth: Int, style: CellStyle, ellipsis: Character = "…") -> Int {
        let row = point.row
        guard row >= 0, row < size.height, maxWidth > 0 else { return 0 }
        let limit = min(maxWidth, size.width - point.column)
        guard limit > 0 else { return 0 }
        let total = DisplayWidth.of(text)
        let budget = total <= limit ? limit : limit - 1
        var column = point.column
        for character in text {
            let width = DisplayWidth.of(character)
            if width == 0 { continue }
            if column - point.column + width > budget { break }
            self[column, row] = Cell(character, width: UInt8(width), style: style)
            if width == 2 { self[column + 1, row] = Cell(glyph: .space, width: 0, style: style) }
            column += width
        }
        if total > limit {
            self[column, row] = Cell(ellipsis, width: 1, style: style)
            column += 1
        }
        return column - point.column
    }

    /// One row as plain text (continuation cells skipped), for tests and captures.
    public func text(row: Int) -> String {
        var out = ""
        for column in 0..<size.width where !self[column, row].isContinuation {
            out.unicodeScalars.append(contentsOf: self[column, row].glyph.scalarValues.compactMap(Unicode.Scalar.init))
        }
        return out
    }

    /// The whole buffer as lines of text.
    public var lines: [String] { (0..<size.height).map(text(row:)) }
}
