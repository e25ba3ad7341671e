/// A cell position: column and row, 0-based from the top left.
public struct Point: Hashable, Sendable {
    public var column: Int
    public var row: Int
    public init(column: Int, row: Int) {
        self.column = column
        self.row = row
    }
}

/// A size in cells.
public struct Size: Hashable, Sendable, CustomStringConvertible {
    public var width: Int
    public var height: Int
    public init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }
    public var description: String { "\(width)×\(height)" }
}

/// A rectangle of cells.
public struct Rect: Hashable, Sendable {
    public var origin: Point
    public var size: Size

    public init(column: Int, row: Int, width: Int, height: Int) {
        origin = Point(column: column, row: row)
        size = Size(width: max(0, width), height: max(0, height))
    }

    public var minColumn: Int { origin.column }
    public var minRow: Int { origin.row }
    public var maxColumn: Int { origin.column + size.width }
    public var maxRow: Int { origin.row + size.height }
    public var width: Int { size.width }
    public var height: Int { size.height }
    public var isEmpty: Bool { size.width == 0 || size.height == 0 }

    public func contains(_ point: Point) -> Bool {
        point.column >= minColumn && point.column < maxColumn && point.row >= minRow && point.row < maxRow
    }
}
