import DarkscreenCore
import DarkscreenState
import DarkscreenPlatform
import DarkscreenTools

/// What the backend must do to show a frame: the pure half of the renderer. Diffs the frame
/// against the last one, maps colours to the terminal's mode and pairs from a bounded table, and
/// lists the pairs to define and the cells to write. When the table fills up mid-frame it starts
/// over with fresh pairs and repaints every cell, so the pairs in use never exceed the capacity.
public struct FramePainter: Sendable {
    public let mode: ColorMode
    public private(set) var pairs: ColorPairTable
    /// How colours become colour numbers (with `--apply terminal`, in the colours darkscreen set).
    public private(set) var palette: TerminalPalette
    /// What was handed to the terminal at each cell: character, pair and attributes — the
    /// terminal's terms, not RGB. A theme switch changes every cell's RGB but not the blanks in
    /// pair 0 (which now means the new background), so those are not written again.
    private var painted: [PaintedCell] = []
    private var paintedSize: Size?
    /// What pair 0 stands for: the frame's background colours (see `fill`).
    private var defaultColors: ColorPairTable.Key?

    /// `pairCapacity`: how many pairs (1…capacity) the terminal offers beyond pair 0.
    public init(mode: ColorMode, pairCapacity: Int) {
        self.mode = mode
        palette = TerminalPalette(mode: mode)
        pairs = ColorPairTable(capacity: pairCapacity)
    }

    /// With `--apply terminal`: the colours the terminal shows once this frame's theme is applied.
    /// Frames are then painted with them — the theme's background is the default colour, its ANSI
    /// colours their slots — so the pane, the terminal's padding around it and the frame agree.
    /// Cells whose colour numbers stay the same are not written again: the terminal recolours them.
    public mutating func paint(in applied: AppliedTerminalColors) {
        guard applied != palette.applied else { return }
        palette = TerminalPalette(mode: mode, applied: applied)
    }

    /// Forgets what is on screen: the next frame is written in full.
    public mutating func invalidate() {
        paintedSize = nil
    }

    public mutating func paint(_ frame: CellBuffer) -> PaintBatch {
        var batch = PaintBatch()
        guard frame.width > 0, frame.height > 0 else { return batch }
        let defaultsBefore = defaultColors
        let paintedBefore = painted
        if !fill(&batch, with: frame) {
            pairs.reset()
            paintedSize = nil
            painted = paintedBefore
            defaultColors = defaultsBefore  // the abandoned batch never reached the terminal
            batch = PaintBatch(startedOver: true)
            _ = fill(&batch, with: frame)
        }
        return batch
    }

    /// A fade's in-between frame, written by darkscreen in the terminal's `words` rather than by
    /// curses (see `FadeFrameWriter`) when curses would repaint the whole screen (the frame's
    /// background changed) or is behind already (`cursesBehind`). `bytes` go to the terminal as
    /// they are; `batch` is what curses must still know of (pair 0 and the new pairs), but not its
    /// cells: curses' record of the screen falls behind, and the backend repaints through curses
    /// once the fade is over. A frame that changes a few cells while curses is in step is left to
    /// curses (`bytes` nil: carry `batch` out as `paint`'s), so that a fade which never repaints in
    /// full never ends in a repaint. This painter's record moves on as with `paint`.
    ///
    /// Nil (nothing painted) where such a frame cannot be written: without colour, at a new size
    /// or after `invalidate()`, or where the bottom-right cell would be written (a glyph there, or
    /// no back-colour erase) and writing it scrolls the terminal (`am` without `xenl`).
    public mutating func paintFadeFrame(
        _ frame: CellBuffer, in words: TerminalWords,
        cursesBehind: Bool
    ) -> (batch: PaintBatch, bytes: [UInt8]?)? {
        guard mode != .none, paintedSize == frame.size, frame.width > 0, frame.height > 0 else { return nil }
        let corner = frame[frame.width - 1, frame.height - 1]
        guard words.writesLastCell || (words.erasesInBackground && corner.glyph == .space && corner.width == 1) else { return nil }
        let batch = paint(frame)
        guard batch.clearScreen || batch.eraseFirst || cursesBehind else { return (batch, nil) }
        guard let defaults = defaultColors else { return (batch, nil) }
        var writer = FadeFrameWriter(words: words, width: frame.width)
        var cells: [FadeFrameWriter.Write] = []
        if (batch.clearScreen || batch.eraseFirst) && !words.erasesInBackground {
            // Erasing gives the terminal's own background: every cell is written, blanks too.
            cells.reserveCapacity(frame.width * frame.height)
            for row in 0..<frame.height {
                for column in 0..<frame.width {
                    if let write = fadeWrite(frame, column: column, row: row) { cells.append(write) }
                }
            }
        } else if batch.clearScreen || batch.eraseFirst {
            // The screen is cleared in the new background: every cell but its blanks is written.
            writer.clear(foreground: defaults.foreground, background: defaults.background)
            // A gap of a few blanks between written cells is written too: a space is shorter than a move.
            cells.reserveCapacity(frame.width * 4)
            for row in 0..<frame.height {
                var gap: [FadeFrameWriter.Write] = []
                for column in 0..<frame.width {
                    guard let write = fadeWrite(frame, column: column, row: row) else { continue }
                    if write.isBlank && write.background == defaults.background {
                        gap.append(write)
                        continue
                    }
                    if gap.count <= FadeFrameWriter.longestGapWritten, gap.first?.column != 0 { cells += gap }
                    gap.removeAll(keepingCapacity: true)
                    cells.append(write)
                }
            }
        } else {
            cells = batch.cells.compactMap { fadeWrite(frame, column: $0.column, row: $0.row) }
        }
        guard !cells.isEmpty || batch.clearScreen || batch.eraseFirst else { return (batch, []) }
        writer.write(cells)
        writer.finish(foreground: defaults.foreground, background: defaults.background)
        return (batch, writer.bytes)
    }

    private mutating func fadeWrite(_ frame: CellBuffer, column: Int, row: Int) -> FadeFrameWriter.Write? {
        let cell = frame[column, row]
        guard !cell.isContinuation else { return nil }
        let colors = palette.pair(foreground: cell.style.foreground, background: cell.style.background)
        return FadeFrameWriter.Write(
            row: row, column: column, glyph: cell.glyph, width: Int(cell.width),
            attributes: cell.style.effectiveAttributes(in: mode),
            foreground: colors.foreground, background: colors.background)
    }

    private mutating func fill(_ batch: inout PaintBatch, with frame: CellBuffer) -> Bool {
        // The frame's background (its bottom-right cell, the companion pane) is pair 0, the
        // terminal's default pair, redefined with assume_default_colors (never the palette).
        // ncurses clears and erases in pair 0, so a theme switch becomes one clear in the new
        // background plus the cells that are not blank. Any other pair would not do: ncurses'
        // clear blank carries the pair only in its attribute bits, so cells holding an extended
        // pair never compare equal to it and every cell would be rewritten.
        if paintedSize != frame.size {
            // Start from an erased window: every cell a blank in pair 0, so only the cells that
            // are not blanks in the frame background are written (a first frame at 200×50 hands
            // curses ~1,500 cells instead of 10,000).
            painted = Array(repeating: .blank, count: frame.width * frame.height)
            paintedSize = frame.size
            batch.eraseFirst = true
            if mode == .none { batch.background = 0 }
        }
        if mode != .none {
            let style = frame[frame.width - 1, frame.height - 1].style
            let colors = palette.pair(foreground: style.foreground, background: style.background)
            let key = ColorPairTable.Key(foreground: colors.foreground, background: colors.background)
            if key != defaultColors {
                batch.clearScreen = defaultColors != nil
                defaultColors = key
                batch.defaultColors = PaintBatch.PairDefinition(pair: 0, foreground: key.foreground, background: key.background)
                batch.background = 0
                // Cells already in pair 0 take its new meaning: ncurses repaints them itself
                // (from a cleared screen where the terminal has back-colour erase).
            }
        }
        // Neighbouring cells nearly always share a style: map it once per run of them.
        var lastStyle: CellStyle?
        var lastPair: Int32 = 0
        var lastAttributes: TextAttributes = []
        for row in 0..<frame.height {
            for column in 0..<frame.width {
                let index = row * frame.width + column
                let cell = frame[column, row]
                if cell.isContinuation {
                    painted[index] = .continuation
                    continue
                }
                if cell.style != lastStyle {
                    guard let pair = pair(for: cell.style, into: &batch) else { return false }
                    lastStyle = cell.style
                    lastPair = pair
                    lastAttributes = cell.style.effectiveAttributes(in: mode)
                }
                let now = PaintedCell(glyph: cell.glyph, pair: lastPair, attributes: lastAttributes)
                if painted[index] == now { continue }
                painted[index] = now
                batch.cells.append(
                    PaintBatch.CellWrite(
                        column: column, row: row, glyph: cell.glyph, width: cell.width,
                        attributes: lastAttributes, pair: lastPair))
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

/// A cell as the terminal was told to show it.
struct PaintedCell: Equatable, Sendable {
    var glyph: Glyph
    var pair: Int32
    var attributes: TextAttributes

    /// What an erased window holds: a space in pair 0 (the frame background), no attributes.
    static let blank = PaintedCell(glyph: .space, pair: 0, attributes: [])
    static let continuation = PaintedCell(glyph: .space, pair: -2, attributes: [])
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
        public var glyph: Glyph
        /// Columns it takes (2 for a wide glyph, whose neighbour is not written).
        public var width: UInt8
        public var attributes: TextAttributes
        public var pair: Int32
    }

    /// The pair table was reset: every earlier pair is stale; the window is erased and every
    /// cell that is not a blank in pair 0 is in `cells`.
    public var startedOver = false
    /// Erase the window (to blanks in pair 0) before writing `cells`: `cells` then holds only
    /// what differs from a blank in the frame background. Set for a first frame, after
    /// `invalidate()` (a resize, a resume) and when the pair table started over.
    public var eraseFirst = false
    /// A new meaning for pair 0 (the frame background), when it changed.
    public var defaultColors: PairDefinition?
    /// The background changed on a screen already drawn: clear it in the new pair 0 (cheap on
    /// terminals with back-colour erase).
    public var clearScreen = false
    public var newPairs: [PairDefinition] = []
    public var background: Int32?
    public var cells: [CellWrite] = []
}
