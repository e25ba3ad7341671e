/// Which cells of `new` differ from `old`: the only ones the backend writes.
public enum FrameDiff {
    /// Runs of changed cells, row by row; a size change makes every cell changed.
    public static func changedRuns(from old: CellBuffer?, to new: CellBuffer) -> [Run] {
        var runs: [Run] = []
        let sameSize = old?.size == new.size
        for row in 0..<new.height {
            var column = 0
            while column < new.width {
                if sameSize, let old, old[column, row] == new[column, row] {
                    column += 1
                    continue
                }
                let start = column
                while column < new.width && !(sameSize && old![column, row] == new[column, row]) { column += 1 }
                runs.append(Run(row: row, columns: start..<column))
            }
        }
        return runs
    }

    public struct Run: Hashable, Sendable {
        public var row: Int
        public var columns: Range<Int>
    }

    public static func changedCellCount(from old: CellBuffer?, to new: CellBuffer) -> Int {
        changedRuns(from: old, to: new).reduce(0) { $0 + $1.columns.count }
    }
}
