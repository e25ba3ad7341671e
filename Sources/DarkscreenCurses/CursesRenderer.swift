import CNcursesw
import DarkscreenCore
import DarkscreenUI

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

    init(capabilities: TerminalCapabilities) {
        painter = FramePainter(mode: capabilities.colorMode, pairCapacity: Self.pairCapacity(capabilities))
        backColorErase = capabilities.backColorErase
        indexesAsRGB = capabilities.isDirectTerminal && TerminalPalette.candidates(for: capabilities.colorMode) != nil
    }

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
    }

    mutating func present(_ frame: CellBuffer) {
        let batch = painter.paint(frame)
        if let colors = batch.defaultColors {
            assume_default_colors(wire(colors.foreground), wire(colors.background))
            if batch.clearScreen && backColorErase { clearok(ds_curscr(), true) }
        }
        for definition in batch.newPairs {
            init_extended_pair(definition.pair, wire(definition.foreground), wire(definition.background))
        }
        if let background = batch.background { ds_set_background(background) }
        if batch.eraseFirst { werase(ds_stdscr()) }
        writeRuns(batch.cells)
        wnoutrefresh(ds_stdscr())
        doupdate()
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
                      cell.attributes == first.attributes else { break }
                if !cell.glyph.isSingleScalar {
                    if end == start {
                        for value in cell.glyph.scalarValues { text.append(wchar_t(bitPattern: value)) }
                        end += 1
                    }
                    break
                }
                text.append(wchar_t(bitPattern: cell.glyph.base))
                nextColumn += max(1, Int(cell.width))
                end += 1
            }
            if text.count == 1 || !cells[start].glyph.isSingleScalar {
                text.append(0)
                _ = ds_put_cell(Int32(first.row), Int32(first.column), text, attributes(first.attributes), first.pair)
            } else {
                _ = ds_put_run(Int32(first.row), Int32(first.column), text, Int32(text.count), attributes(first.attributes), first.pair)
            }
            start = max(end, start + 1)
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
