import CNcursesw
import DarkscreenCore
import DarkscreenUI

/// Writes frames through ncurses: only the cells that changed since the last frame, colours
/// mapped to the terminal's mode, pairs from a bounded table, one refresh per frame.
@MainActor
struct CursesRenderer {
    private let capabilities: TerminalCapabilities
    private var palette: TerminalPalette
    private var pairs: ColorPairTable
    private var previous: CellBuffer?
    /// The colours pair 0 stands for: the frame's dominant background (see setBackground).
    private var backgroundKey: ColorPairTable.Key?

    init(capabilities: TerminalCapabilities) {
        self.capabilities = capabilities
        palette = TerminalPalette(mode: capabilities.colorMode)
        pairs = ColorPairTable(capacity: max(1, min(capabilities.colorPairs - 1, 1024)))
    }

    mutating func invalidate() {
        previous = nil
        clearok(ds_curscr(), true)
    }

    mutating func present(_ frame: CellBuffer) {
        guard frame.width > 0, frame.height > 0 else { return }
        setBackground(for: frame)
        if !writeChanges(frame) {
            // The pair table filled up mid-frame: start over with fresh pairs, repaint all.
            pairs.reset()
            backgroundKey = nil
            previous = nil
            setBackground(for: frame)
            _ = writeChanges(frame)
        }
        previous = frame
        wnoutrefresh(ds_stdscr())
        doupdate()
    }

    /// The frame's dominant background (the companion pane's) becomes pair 0 through
    /// `assume_default_colors` — which sets what ncurses' default pair means and never touches
    /// the terminal's palette. ncurses clears and erases in pair 0, so with back-colour erase a
    /// theme switch is one clear in the new colour plus the cells that are not blank, instead
    /// of every cell rewritten. (A pair other than 0 would not do: ncurses' clear blank carries
    /// the pair only in its attribute bits, so cells holding an extended pair never compare equal.)
    private mutating func setBackground(for frame: CellBuffer) {
        guard capabilities.colorMode != .none else { return }
        let style = frame[frame.width - 1, frame.height - 1].style
        let key = ColorPairTable.Key(foreground: palette.color(for: style.foreground), background: palette.color(for: style.background))
        guard key != backgroundKey else { return }
        let isFirst = backgroundKey == nil
        backgroundKey = key
        assume_default_colors(key.foreground, key.background)
        ds_set_background(0)
        // Cells left unchanged by the diff may be in pair 0, whose meaning just changed.
        previous = nil
        if !isFirst && capabilities.backColorErase { clearok(ds_curscr(), true) }
    }

    /// Writes changed cells; false when the pair table is full.
    private mutating func writeChanges(_ frame: CellBuffer) -> Bool {
        let runs = FrameDiff.changedRuns(from: previous, to: frame)
        var text = [wchar_t](repeating: 0, count: 8)
        // Neighbouring cells nearly always share a style: look the pair up once per run of them.
        var lastStyle: CellStyle?
        var lastPair: Int32 = 0
        for run in runs {
            for column in run.columns {
                let cell = frame[column, run.row]
                if cell.isContinuation { continue }
                if cell.style != lastStyle {
                    guard let found = pair(for: cell.style) else { return false }
                    lastStyle = cell.style
                    lastPair = found
                }
                let pair = lastPair
                var count = 0
                for scalar in cell.character.unicodeScalars where count < 5 {
                    text[count] = wchar_t(bitPattern: scalar.value)
                    count += 1
                }
                text[count] = 0
                _ = ds_put_cell(Int32(run.row), Int32(column), text, attributes(cell.style.attributes), pair)
            }
        }
        return true
    }

    private mutating func pair(for style: CellStyle) -> Int32? {
        guard capabilities.colorMode != .none else { return 0 }
        let foreground = palette.color(for: style.foreground)
        let background = palette.color(for: style.background)
        if ColorPairTable.Key(foreground: foreground, background: background) == backgroundKey { return 0 }
        switch pairs.lookup(foreground: foreground, background: background) {
        case .existing(let pair): return pair
        case .new(let pair):
            init_extended_pair(pair, foreground, background)
            return pair
        case .full: return nil
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
