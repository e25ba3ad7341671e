import CNcursesw
import DarkscreenCore
import DarkscreenUI
import DarkscreenPlatform
import DarkscreenTools

/// Writes frames through ncurses. The pure `FramePainter` decides what changed, which colours
/// and which pairs; this only carries its batch out: define pairs, set the background, write
/// cells, one refresh.
@MainActor
struct CursesRenderer {
    private var painter: FramePainter
    private let backColorErase: Bool
    /// An indexed mode (`--colors 256/16/8`) on a direct-colour terminfo entry: palette indexes
    /// are sent as their RGB values (see `TerminalPalette.directValue(ofIndex:)`).
    private let indexesAsRGB: Bool
    /// Whether a fade's in-between frames may be written by darkscreen (see `presentFadeFrame`):
    /// a UTF-8 terminal with the words it takes, at direct or 256 colours, where each frame of a
    /// fade recolours the whole screen. At 16 and 8 most frames of a fade change nothing and the
    /// rest a few cells: curses' diff is smallest.
    private let writesFadeFrames: Bool
    /// A fade frame went out without curses: its record of the screen is behind, and the next
    /// frame through curses repaints everything.
    private var cursesBehind = false

    init(capabilities: TerminalCapabilities) {
        painter = FramePainter(mode: capabilities.colorMode, pairCapacity: Self.pairCapacity(capabilities))
        backColorErase = capabilities.backColorErase
        indexesAsRGB = capabilities.isDirectTerminal && TerminalPalette.candidates(for: capabilities.colorMode) != nil
        writesFadeFrames =
            capabilities.isUTF8 && [.direct, .indexed256].contains(capabilities.colorMode)
            && Self.fadeFrameWords.allSatisfy { name in ds_terminfo_string(name).pointee != 0 }
            && (!capabilities.backColorErase || ds_terminfo_string("clear").pointee != 0)
    }

    /// The terminfo strings a fade frame cannot be written without.
    private static let fadeFrameWords: [String] = ["sgr0", "setaf", "setab", "op", "cup"]

    private func wire(_ color: Int32) -> Int32 {
        indexesAsRGB ? painter.palette.directValue(ofIndex: color) : color
    }

    /// With `--apply terminal`: paint in the colours the terminal shows once they are applied.
    mutating func paint(in applied: AppliedTerminalColors) {
        painter.paint(in: applied)
    }

    /// Pairs 1…n: what the terminal offers (pair 0 is its default), at most 1024 at a time.
    static func pairCapacity(_ capabilities: TerminalCapabilities) -> Int {
        max(1, min(capabilities.colorPairs - 1, 1024))
    }

    mutating func invalidate() {
        painter.invalidate()
        clearok(ds_curscr(), true)
        cursesBehind = false
    }

    mutating func present(_ frame: CellBuffer) {
        if cursesBehind { invalidate() }
        carryOut(painter.paint(frame))
    }

    /// Hands a painted batch to curses: pairs, background, cells, one refresh.
    private func carryOut(_ batch: PaintBatch) {
        defineColors(batch)
        if batch.defaultColors != nil && batch.clearScreen && backColorErase { clearok(ds_curscr(), true) }
        if batch.eraseFirst { werase(ds_stdscr()) }
        writeRuns(batch.cells)
        wnoutrefresh(ds_stdscr())
        doupdate()
    }

    /// A fade's in-between frame: every cell is one on screen in new colours, and curses would
    /// write it as a full repaint that sets both colours and resets attributes on every run.
    /// darkscreen writes it in the terminal's own words instead, one change per run (fewer bytes
    /// than a switch: BENCHMARKS.md; `FadeFrameWriter`); curses learns the pairs but not the
    /// cells, and the first frame through curses after it repaints the screen. A frame of a few
    /// cells while curses is in step goes through curses. False when this frame cannot be written
    /// so: present it as any other.
    mutating func presentFadeFrame(_ frame: CellBuffer) -> Bool {
        guard writesFadeFrames, let (batch, written) = painter.paintFadeFrame(frame, in: words(), cursesBehind: cursesBehind)
        else { return false }
        guard let bytes = written else {
            carryOut(batch)
            return true
        }
        defineColors(batch)
        guard !bytes.isEmpty else { return true }
        CursesTerminal.writeRaw(bytes)
        cursesBehind = true
        return true
    }

    /// Pair 0 (the frame background), the new pairs and the window background, as the batch says.
    private func defineColors(_ batch: PaintBatch) {
        if let colors = batch.defaultColors { assume_default_colors(wire(colors.foreground), wire(colors.background)) }
        for definition in batch.newPairs {
            init_extended_pair(definition.pair, wire(definition.foreground), wire(definition.background))
        }
        if let background = batch.background { ds_set_background(background) }
    }

    /// The terminal's words, from its terminfo entry (colour numbers as `wire` sends them).
    private func words() -> TerminalWords {
        let palette = painter.palette
        let asRGB = indexesAsRGB
        func wire(_ color: Int32) -> Int32 { asRGB ? palette.directValue(ofIndex: color) : color }
        // The bytes as terminfo has them (an entry may hold 8-bit controls, which are not UTF-8).
        func said(_ text: UnsafePointer<CChar>) -> [UInt8] {
            let count = strlen(text)
            return text.withMemoryRebound(to: UInt8.self, capacity: count) { Array(UnsafeBufferPointer(start: $0, count: count)) }
        }
        return TerminalWords(
            resetAttributes: said(ds_terminfo_string("sgr0")), bold: said(ds_terminfo_string("bold")),
            underline: said(ds_terminfo_string("smul")), reverse: said(ds_terminfo_string("rev")),
            defaultColors: said(ds_terminfo_string("op")), erasesInBackground: backColorErase,
            writesLastCell: ds_terminfo_flag("am") == 0 || ds_terminfo_flag("xenl") != 0,
            clearScreen: said(ds_terminfo_string("clear")),
            eraseToEndOfLine: said(ds_terminfo_string("el")),
            eraseCharacters: { said(ds_terminfo_with("ech", Int32($0))) },
            foreground: { said(ds_terminfo_with("setaf", wire($0))) },
            background: { said(ds_terminfo_with("setab", wire($0))) },
            moveTo: { said(ds_terminfo_with2("cup", Int32($0), Int32($1))) }, home: said(ds_terminfo_string("home")),
            moveToRow: { said(ds_terminfo_with("vpa", Int32($0))) },
            moveToColumn: { said(ds_terminfo_with("hpa", Int32($0))) },
            oneLeft: said(ds_terminfo_string("cub1")), carriageReturn: said(ds_terminfo_string("cr")))
    }

    /// Writes the cells as runs: neighbours on a row with the same attributes and pair go out in
    /// one call. A cell of several scalars (a base and combining marks) is written on its own.
    private func writeRuns(_ cells: [PaintBatch.CellWrite]) {
        var text: [wchar_t] = []
        text.reserveCapacity(512)
        var start = 0
        while start < cells.count {
            let first = cells[start]
            text.removeAll(keepingCapacity: true)
            var end = start
            var nextColumn = first.column
            while end < cells.count {
                let cell = cells[end]
                guard cell.row == first.row, cell.column == nextColumn, cell.pair == first.pair,
                    cell.attributes == first.attributes
                else { break }
                if !cell.glyph.isSingleScalar || (cell.glyph.base == Glyph.standIn && cell.width > 1) {
                    if end == start {
                        writeCluster(cell)
                        end += 1
                    }
                    break
                }
                text.append(wchar_t(bitPattern: cell.glyph.base))
                nextColumn += max(1, Int(cell.width))
                end += 1
            }
            if text.isEmpty {
                start = max(end, start + 1)
                continue
            }
            if text.count == 1 {
                text.append(0)
                _ = ds_put_cell(Int32(first.row), Int32(first.column), text, attributes(first.attributes), first.pair)
            } else {
                _ = ds_put_run(Int32(first.row), Int32(first.column), text, Int32(text.count), attributes(first.attributes), first.pair)
            }
            start = max(end, start + 1)
        }
    }

    /// A cell of several scalars, written whole (`Glyph`): a base and its marks as one curses cell;
    /// an emoji ZWJ sequence as one cell of its first emoji's width with every scalar in it; a flag
    /// as its two letters side by side (each a column, as the terminal places them before joining
    /// them); anything else curses cannot place in the cluster's width as U+FFFD and blanks.
    private func writeCluster(_ cell: PaintBatch.CellWrite) {
        let values = cell.glyph.scalarValues
        var text = values.map { wchar_t(bitPattern: $0) } + [0]
        let widths = values.map { Unicode.Scalar($0).map(DisplayWidth.of) ?? 1 }
        let width = max(1, Int(cell.width))
        let attributes = attributes(cell.attributes)
        if cell.glyph.base != Glyph.standIn, widths.dropFirst().allSatisfy({ $0 == 0 }) {
            _ = ds_put_cell(Int32(cell.row), Int32(cell.column), text, attributes, cell.pair)
        } else if cell.glyph.base != Glyph.standIn, widths[0] == width {
            _ = ds_put_cluster(Int32(cell.row), Int32(cell.column), text, attributes, cell.pair)
        } else if cell.glyph.base != Glyph.standIn, widths.reduce(0, +) == width {
            _ = ds_put_run(Int32(cell.row), Int32(cell.column), text, Int32(values.count), attributes, cell.pair)
        } else {
            text = [wchar_t(bitPattern: Glyph.standIn)] + Array(repeating: wchar_t(bitPattern: 0x20), count: width - 1)
            _ = ds_put_run(Int32(cell.row), Int32(cell.column), text, Int32(width), attributes, cell.pair)
        }
    }

    private func attributes(_ attributes: TextAttributes) -> attr_t {
        var value = ds_a_normal()
        if attributes.contains(.bold) { value |= ds_a_bold() }
        if attributes.contains(.reverse) { value |= ds_a_reverse() }
        if attributes.contains(.underline) { value |= ds_a_underline() }
        return value
    }
}
