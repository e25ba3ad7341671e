import Testing
import DarkscreenCore
import DarkscreenState
import DarkscreenTestSupport
import TerminalAppearance
@testable import DarkscreenUI
import DarkscreenPlatform
import DarkscreenTools

/// A terminal screen as an xterm keeps it: what each cell shows (character, colours, attributes),
/// changed by the bytes it is sent. Knows what `XtermWords` says, erases in the current
/// background (back-colour erase) and fails the test on anything else.
struct ScreenModel {
    struct Shown: Equatable {
        var text = " "
        var foreground: Int32 = -1
        var background: Int32 = -1
        var attributes: TextAttributes = []

        /// What a person sees: a blank shows its background only (bold shows on no blank).
        func looksLike(_ other: Shown) -> Bool {
            guard text == other.text, background == other.background else { return false }
            let plain: TextAttributes = [.bold]
            if text == " " && attributes.isSubset(of: plain) && other.attributes.isSubset(of: plain) { return true }
            return foreground == other.foreground && attributes == other.attributes
        }
    }

    let width: Int
    var cells: [Shown]
    var row = 0, column = 0
    var pen = Shown()
    var unknown: [String] = []
    /// Colours set to what they already were, attributes reset when none were on.
    var redundant: [String] = []

    init(size: Size) {
        width = size.width
        cells = Array(repeating: Shown(), count: size.width * size.height)
    }

    /// The screen as curses leaves it after `frame` through `palette` (each cell in its colours).
    init(showing frame: CellBuffer, mode: ColorMode) {
        self.init(size: frame.size)
        var palette = TerminalPalette(mode: mode)
        for index in cells.indices { cells[index] = Self.expected(frame.cells[index], mode: mode, palette: &palette) }
    }

    static func expected(_ cell: Cell, mode: ColorMode, palette: inout TerminalPalette) -> Shown {
        let colors = palette.pair(foreground: cell.style.foreground, background: cell.style.background)
        return Shown(
            text: cell.isContinuation ? "" : String(cell.character), foreground: colors.foreground,
            background: colors.background, attributes: cell.style.effectiveAttributes(in: mode))
    }

    /// Back-colour erase: erased cells take the current background (else the terminal's own).
    var erasesInBackground = true

    private mutating func erase(_ range: Range<Int>) {
        for index in range { cells[index] = Shown(background: erasesInBackground ? pen.background : -1) }
    }

    mutating func feed(_ bytes: [UInt8]) {
        let text = String(decoding: bytes, as: UTF8.self)
        var scalars = Array(text.unicodeScalars)[...]
        while let scalar = scalars.popFirst() {
            switch scalar {
            case "\u{1B}":
                guard scalars.popFirst() == "[" else { unknown.append("ESC without ["); continue }
                var parameters = ""
                while let next = scalars.first, next.value < 0x40 { parameters.unicodeScalars.append(next); scalars.removeFirst() }
                guard let final = scalars.popFirst() else { return }
                control(final, parameters)
            case "\u{08}": column = max(0, column - 1)
            case "\r": column = 0
            default:
                let width = DisplayWidth.of(scalar)
                if width == 0 {
                    cells[row * width + max(0, column - 1)].text.unicodeScalars.append(scalar)
                    continue
                }
                var shown = pen
                shown.text = String(scalar)
                cells[row * self.width + column] = shown
                if width == 2 {
                    cells[row * self.width + column + 1] = Shown(text: "", foreground: pen.foreground, background: pen.background, attributes: pen.attributes)
                }
                column = min(self.width - 1, column + width)
            }
        }
    }

    private mutating func control(_ final: Unicode.Scalar, _ parameters: String) {
        let numbers = parameters.split(separator: ";", omittingEmptySubsequences: false).map { Int($0) ?? 0 }
        let first = numbers.first ?? 0
        switch final {
        case "H":
            row = max(1, first) - 1
            column = numbers.count > 1 ? max(1, numbers[1]) - 1 : 0
        case "d": row = max(1, first) - 1
        case "G": column = max(1, first) - 1
        case "J" where first == 2: erase(0..<cells.count)
        case "K": erase((row * width + column)..<((row + 1) * width))
        case "X": erase((row * width + column)..<(row * width + min(width, column + max(1, first))))
        case "m": sgr(parameters.isEmpty ? [0] : numbers)
        default: unknown.append("CSI \(parameters) \(final)")
        }
    }

    private mutating func sgr(_ numbers: [Int]) {
        var index = 0
        while index < numbers.count {
            switch numbers[index] {
            case 0:
                if pen.attributes.isEmpty { redundant.append("a reset with no attribute on") }
                pen = Shown()
            case 1: pen.attributes.insert(.bold)
            case 4: pen.attributes.insert(.underline)
            case 7: pen.attributes.insert(.reverse)
            case 39: pen.foreground = -1
            case 49: pen.background = -1
            case 38, 48:
                let value: Int32
                if numbers[index + 1] == 5 {
                    value = Int32(numbers[index + 2])
                    index += 2
                } else {
                    value = Int32(numbers[index + 2] << 16 | numbers[index + 3] << 8 | numbers[index + 4])
                    index += 4
                }
                if numbers[index - (numbers[index - 1] == 5 ? 2 : 4)] == 38 {
                    if pen.foreground == value { redundant.append("foreground \(value) again") }
                    pen.foreground = value
                } else {
                    if pen.background == value { redundant.append("background \(value) again") }
                    pen.background = value
                }
            default: unknown.append("SGR \(numbers[index])")
            }
            index += 1
        }
    }
}

/// What xterm's terminfo entries say (`xterm-direct` for direct colour, `xterm-256color`
/// otherwise), as the backend reads them from terminfo.
func xtermWords(direct: Bool, erasesInBackground: Bool = true) -> TerminalWords {
    func said(_ text: String) -> [UInt8] { Array(text.utf8) }
    func color(_ plane: Int, _ value: Int32) -> [UInt8] {
        direct ? said("\u{1B}[\(plane)8;2;\(value >> 16 & 0xFF);\(value >> 8 & 0xFF);\(value & 0xFF)m") : said("\u{1B}[\(plane)8;5;\(value)m")
    }
    return TerminalWords(
        resetAttributes: said("\u{1B}[m"), bold: said("\u{1B}[1m"), underline: said("\u{1B}[4m"), reverse: said("\u{1B}[7m"),
        defaultColors: said("\u{1B}[39;49m"), erasesInBackground: erasesInBackground, writesLastCell: true, clearScreen: said("\u{1B}[H\u{1B}[2J"),
        eraseToEndOfLine: said("\u{1B}[K"),
        eraseCharacters: { said("\u{1B}[\($0)X") }, foreground: { color(3, $0) }, background: { color(4, $0) },
        moveTo: { said("\u{1B}[\($0 + 1);\($1 + 1)H") }, home: said("\u{1B}[H"), moveToRow: { said("\u{1B}[\($0 + 1)d") },
        moveToColumn: { said("\u{1B}[\($0 + 1)G") }, oneLeft: said("\u{08}"), carriageReturn: said("\r"))
}

@Suite struct FadeFrameWriterTests {
    func app(size: Size = Size(width: 80, height: 24)) -> AppController {
        let app = AppController(
            catalog: TestCatalog.catalog(), themeIndex: 0, traits: TraitCollection(appearance: .dark),
            size: size, time: "12:34")
        app.render()
        app.handle(.startUpHandled)
        return app
    }

    func expectShows(_ screen: ScreenModel, _ frame: CellBuffer, mode: ColorMode) {
        var palette = TerminalPalette(mode: mode)
        var wrong: [String] = []
        for row in 0..<frame.height {
            for column in 0..<frame.width {
                let expected = ScreenModel.expected(frame[column, row], mode: mode, palette: &palette)
                if !screen.cells[row * frame.width + column].looksLike(expected) { wrong.append("(\(column),\(row))") }
            }
        }
        #expect(wrong.count == 0, "cells not as the frame: \(wrong.prefix(8)) of \(wrong.count)")
        #expect(screen.unknown.isEmpty)
    }

    @Test(
        "every in-between frame of a fade, written by the writer onto the screen curses left, shows the whole frame",
        arguments: [
            (ColorMode.direct, Size(width: 80, height: 24), true), (.direct, Size(width: 200, height: 50), true),
            (.indexed256, Size(width: 80, height: 24), true), (.direct, Size(width: 40, height: 10), true),
            (.direct, Size(width: 80, height: 24), false), (.indexed256, Size(width: 40, height: 10), false)
        ])
    func wholeFrames(mode: ColorMode, size: Size, erasesInBackground: Bool) throws {
        let app = app(size: size)
        var painter = FramePainter(mode: mode, pairCapacity: 255)
        _ = painter.paint(app.frame)
        var screen = ScreenModel(showing: app.frame, mode: mode)
        screen.erasesInBackground = erasesInBackground
        app.handle(.settingsChanged(SettingsChange(themeName: "Test Light")))
        var frames = 0
        while app.state.fade != nil {
            app.render()
            let frame = painter.paintFadeFrame(
                app.frame, in: xtermWords(direct: mode == .direct, erasesInBackground: erasesInBackground),
                cursesBehind: true)
            screen.feed(try #require(frame?.bytes))
            expectShows(screen, app.frame, mode: mode)
            frames += 1
            app.handle(.fadeFrame)
        }
        #expect(frames == FadePlan.standard.frames - 1)
    }

    @Test(
        "a frame sets a colour only where it changes and turns attributes off only to take one away",
        arguments: [ColorMode.direct, .indexed256])
    func onlyChanges(mode: ColorMode) throws {
        let app = app()
        var painter = FramePainter(mode: mode, pairCapacity: 255)
        _ = painter.paint(app.frame)
        var screen = ScreenModel(showing: app.frame, mode: mode)
        screen.pen = ScreenModel.Shown(foreground: 0x123456, background: 0x123456)  // whatever curses left
        app.handle(.settingsChanged(SettingsChange(themeName: "Test Light")))
        var frames = 0
        while app.state.fade != nil {
            app.render()
            let frame = painter.paintFadeFrame(app.frame, in: xtermWords(direct: mode == .direct), cursesBehind: true)
            let bytes = try #require(frame?.bytes)
            screen.pen.attributes = [.bold]  // the writer starts from attributes it does not know: one reset
            screen.feed(bytes)
            frames += 1
            app.handle(.fadeFrame)
        }
        #expect(frames > 0)
        #expect(screen.redundant.isEmpty, "\(screen.redundant.prefix(5))")
    }

    @Test("with --apply terminal the theme's background is the terminal's default colour: said with op, not a number")
    func appliedColors() throws {
        let app = app()
        var painter = FramePainter(mode: .indexed256, pairCapacity: 255)
        app.handle(.settingsChanged(SettingsChange(themeName: "Test Light")))
        for _ in 0..<3 { app.handle(.fadeFrame) }
        app.render()
        let applied = AppliedTerminalColors(TerminalColorSet(colors: app.state.drawnTheme.colors, appearance: .dark))
        painter.paint(in: applied)
        _ = painter.paint(app.frame)
        var screen = ScreenModel(size: app.frame.size)
        screen.cells = []
        var palette = TerminalPalette(mode: .indexed256, applied: applied)
        for cell in app.frame.cells { screen.cells.append(ScreenModel.expected(cell, mode: .indexed256, palette: &palette)) }
        app.handle(.fadeFrame)
        app.render()
        let next = AppliedTerminalColors(TerminalColorSet(colors: app.state.drawnTheme.colors, appearance: .dark))
        painter.paint(in: next)
        let frame = painter.paintFadeFrame(app.frame, in: xtermWords(direct: false), cursesBehind: true)
        screen.feed(try #require(frame?.bytes))
        var nextPalette = TerminalPalette(mode: .indexed256, applied: next)
        let pane = ScreenModel.expected(app.frame[79, 23], mode: .indexed256, palette: &nextPalette)
        #expect(pane.background == -1)
        var wrong = 0
        for (index, cell) in app.frame.cells.enumerated()
        where !screen.cells[index].looksLike(ScreenModel.expected(cell, mode: .indexed256, palette: &nextPalette)) {
            wrong += 1
        }
        #expect(wrong == 0)
    }

    @Test("a frame that changes a few cells while curses is in step is left to curses; a full recolour, or any frame once curses is behind, is written")
    func leftToCurses() throws {
        let app = app()
        var painter = FramePainter(mode: .direct, pairCapacity: 255)
        _ = painter.paint(app.frame)
        let words = xtermWords(direct: true)
        app.handle(.clock("12:35"))  // the status line's clock: a few cells, the background stays
        app.render()
        let moved = painter.paintFadeFrame(app.frame, in: words, cursesBehind: false)
        #expect(moved != nil && moved?.bytes == nil && moved?.batch.cells.isEmpty == false)
        app.handle(.clock("12:36"))
        app.render()
        #expect(painter.paintFadeFrame(app.frame, in: words, cursesBehind: true)?.bytes != nil)
        app.handle(.settingsChanged(SettingsChange(themeName: "Test Light")))
        app.handle(.fadeFrame)
        app.render()
        let recoloured = painter.paintFadeFrame(app.frame, in: words, cursesBehind: false)
        #expect(recoloured?.batch.clearScreen == true && recoloured?.bytes != nil)
    }

    @Test("not written by the writer: without colour, at a new size, after invalidate, the bottom-right cell where writing it scrolls")
    func declines() {
        let app = app()
        let words = xtermWords(direct: true)
        func writes(_ painter: inout FramePainter, _ frame: CellBuffer) -> Bool { painter.paintFadeFrame(frame, in: words, cursesBehind: true) != nil }
        var colourless = FramePainter(mode: .none, pairCapacity: 1)
        _ = colourless.paint(app.frame)
        #expect(!writes(&colourless, app.frame))
        var painter = FramePainter(mode: .direct, pairCapacity: 255)
        #expect(!writes(&painter, app.frame))  // nothing on screen yet
        _ = painter.paint(app.frame)
        painter.invalidate()
        #expect(!writes(&painter, app.frame))
        _ = painter.paint(app.frame)
        var cornered = app.frame
        cornered[79, 23] = Cell("x", style: cornered[79, 23].style)
        // A terminal where writing the bottom-right cell scrolls (`am` without `xenl`): never written.
        var scrolls = xtermWords(direct: true)
        scrolls.writesLastCell = false
        #expect(painter.paintFadeFrame(cornered, in: scrolls, cursesBehind: true) == nil)
        #expect(painter.paintFadeFrame(app.frame, in: scrolls, cursesBehind: true) != nil)  // the corner is a blank the clear gives
        // Without back-colour erase every cell is written, the bottom-right one too.
        scrolls.erasesInBackground = false
        #expect(painter.paintFadeFrame(app.frame, in: scrolls, cursesBehind: true) == nil)
        #expect(writes(&painter, cornered))
    }
}
