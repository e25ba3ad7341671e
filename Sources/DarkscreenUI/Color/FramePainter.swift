import DarkscreenCore

/// What the backend must do to show a frame: the pure half of the renderer. Diffs the frame
/// against the last one, maps colours to the terminal's mode and pairs from a bounded table, and
/// lists the pairs to define and the cells to write. When the table fills up mid-frame it starts
/// over with fresh pairs and repaints every cell, so the pairs in use never exceed the capacity.
public struct FramePainter: Sendable {
    public let mode: ColorMode
    public private(set) var pairs: ColorPairTable
    private var palette: TerminalPalette
    private var previous: CellBuffer?
    /// What pair 0 stands for: the frame's background colours (see `fill`).
    private var defaultColors: ColorPairTable.Key?

    /// `pairCapacity`: how many pairs (1…capacity) the terminal offers beyond pair 0.
    public init(mode: ColorMode, pairCapacity: Int) {
        self.mode = mode
        palette = TerminalPalette(mode: mode)
        pairs = ColorPairTable(capacity: pairCapacity)
    }

    /// Forgets what is on screen: the next frame is written in full.
    public mutating func invalidate() {
        previous = nil
    }

    public mutating func paint(_ frame: CellBuffer) -> PaintBatch {
        var batch = PaintBatch()
        guard frame.width > 0, frame.height > 0 else { return batch }
        let defaultsBefore = defaultColors
        if !fill(&batch, with: frame) {
            pairs.reset()
            previous = nil
            defaultColors = defaultsBefore // the abandoned batch never reached the terminal
            batch = PaintBatch(startedOver: true)
            _ = fill(&batch, with: frame)
        }
        previous = frame
        return batch
    }

    private mutating func fill(_ batch: inout PaintBatch, with frame: CellBuffer) -> Bool {
        // The frame's background (its bottom-right cell, the companion pane) is pair 0, the
        // terminal's default pair, redefined with assume_default_colors (never the palette).
        // ncurses clears and erases in pair 0, so a theme switch becomes one clear in the new
        // background plus the cells that are not blank. Any other pair would not do: ncurses'
        // clear blank carries the pair only in its attribute bits, so cells holding an extended
        // pair never compare equal to it and every cell would be rewritten.
        if mode == .none {
            if previous == nil { batch.background = 0 }
        } else {
            let style = frame[frame.width - 1, frame.height - 1].style
            let colors = palette.pair(foreground: style.foreground, background: style.background)
            let key = ColorPairTable.Key(foreground: colors.foreground, background: colors.background)
            if key != defaultColors {
                batch.clearScreen = defaultColors != nil
                defaultColors = key
                batch.defaultColors = PaintBatch.PairDefinition(pair: 0, foreground: key.foreground, background: key.background)
                batch.background = 0
                // Cells the diff would skip may be in pair 0, whose meaning just changed.
                previous = nil
            }
        }
        // A full repaint writes every cell: one allocation instead of doubling (and copying) the
        // list ~14 times, which at 200×50 raised the peak RSS by ~0.7 MiB.
        if previous == nil { batch.cells.reserveCapacity(frame.width * frame.height) }
        for run in FrameDiff.changedRuns(from: previous, to: frame) {
            for column in run.columns {
                let cell = frame[column, run.row]
                if cell.isContinuation { continue }
                guard let pair = pair(for: cell.style, into: &batch) else { return false }
                batch.cells.append(PaintBatch.CellWrite(column: column, row: run.row, character: cell.character,
                                                        attributes: cell.style.effectiveAttributes(in: mode), pair: pair))
            }
        }
        return true
    }

    /// The pair for a style; nil when the table is full. Pair 0 (the terminal's default) without colour.
    private mutating func pair(for style: CellStyle, into batch: inout PaintBatch) -> Int32? {
        guard mode != .none else { return 0 }
        let colors = palette.pair(foreground: style.foreground, background: style.background)
        if ColorPairTable.Key(foreground: colors.foreground, background: colors.background) == defaultColors { return 0 }
        switch pairs.lookup(foreground: colors.foreground, background: colors.background) {
        case .existing(let pair): return pair
        case .new(let pair):
            batch.newPairs.append(PaintBatch.PairDefinition(pair: pair, foreground: colors.foreground, background: colors.background))
            return pair
        case .full: return nil
        }
    }
}

/// One frame's work for the backend, in order: define `newPairs`, set the window `background`
/// (when it changed), write `cells`, refresh once.
public struct PaintBatch: Sendable, Equatable {
    public struct PairDefinition: Sendable, Equatable {
        public var pair: Int32
        /// A palette index, or 0xRRGGBB in direct mode.
        public var foreground: Int32
        public var background: Int32
    }

    public struct CellWrite: Sendable, Equatable {
        public var column: Int
        public var row: Int
        public var character: Character
        public var attributes: TextAttributes
        public var pair: Int32
    }

    /// The pair table was reset: every earlier pair is stale and every cell is in `cells`.
    public var startedOver = false
    /// A new meaning for pair 0 (the frame background), when it changed.
    public var defaultColors: PairDefinition?
    /// The background changed on a screen already drawn: clear it in the new pair 0 (cheap on
    /// terminals with back-colour erase).
    public var clearScreen = false
    public var newPairs: [PairDefinition] = []
    public var background: Int32?
    public var cells: [CellWrite] = []
}
