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

    init(capabilities: TerminalCapabilities) {
        painter = FramePainter(mode: capabilities.colorMode, pairCapacity: Self.pairCapacity(capabilities))
        backColorErase = capabilities.backColorErase
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
            assume_default_colors(colors.foreground, colors.background)
            if batch.clearScreen && backColorErase { clearok(ds_curscr(), true) }
        }
        for definition in batch.newPairs {
            init_extended_pair(definition.pair, definition.foreground, definition.background)
        }
        if let background = batch.background { ds_set_background(background) }
        var text = [wchar_t](repeating: 0, count: 8)
        for cell in batch.cells {
            var count = 0
            for scalar in cell.character.unicodeScalars where count < 5 {
                text[count] = wchar_t(bitPattern: scalar.value)
                count += 1
            }
            text[count] = 0
            _ = ds_put_cell(Int32(cell.row), Int32(cell.column), text, attributes(cell.attributes), cell.pair)
        }
        wnoutrefresh(ds_stdscr())
        doupdate()
    }

    private func attributes(_ attributes: TextAttributes) -> attr_t {
        var value = ds_a_normal()
        if attributes.contains(.bold) { value |= ds_a_bold() }
        if attributes.contains(.reverse) { value |= ds_a_reverse() }
        if attributes.contains(.underline) { value |= ds_a_underline() }
        return value
    }
}
