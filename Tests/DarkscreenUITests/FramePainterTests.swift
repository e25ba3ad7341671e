import Testing
import DarkscreenCore
import DarkscreenState
import DarkscreenTestSupport
@testable import DarkscreenUI
import DarkscreenPlatform
import DarkscreenTools

/// A stand-in for the terminal: applies paint batches the way curses would and remembers which
/// colours every cell shows.
struct SimulatedTerminal {
    var definitions: [Int32: (Int32, Int32)] = [:]
    var cells: [Int32]
    var attributes: [TextAttributes]
    let width: Int
    var maxPairNumber: Int32 = 0

    init(size: Size) {
        width = size.width
        cells = Array(repeating: -1, count: size.width * size.height)
        attributes = Array(repeating: [], count: size.width * size.height)
    }

    mutating func apply(_ batch: PaintBatch) {
        // Pair 0 is the terminal's default pair: the painter redefines it as the frame background.
        if let colors = batch.defaultColors { definitions[0] = (colors.foreground, colors.background) }
        for definition in batch.newPairs {
            definitions[definition.pair] = (definition.foreground, definition.background)
            maxPairNumber = max(maxPairNumber, definition.pair)
        }
        if batch.eraseFirst {
            // werase: every cell a blank in pair 0 (the window background) without attributes.
            cells = Array(repeating: 0, count: cells.count)
            attributes = Array(repeating: [], count: attributes.count)
        }
        for cell in batch.cells {
            cells[cell.row * width + cell.column] = cell.pair
            attributes[cell.row * width + cell.column] = cell.attributes
        }
    }

    /// The colours shown at a cell (nil: a pair that was never defined).
    func colors(column: Int, row: Int) -> (Int32, Int32)? {
        definitions[cells[row * width + column]]
    }
}

@Suite struct FramePainterTests {
    /// Every cell shows the colours the frame asks for.
    func expectShows(_ terminal: SimulatedTerminal, _ frame: CellBuffer, mode: ColorMode) {
        var palette = TerminalPalette(mode: mode)
        var wrong = 0
        for row in 0..<frame.height {
            for column in 0..<frame.width where !frame[column, row].isContinuation {
                let style = frame[column, row].style
                let expected = palette.pair(foreground: style.foreground, background: style.background)
                guard let shown = terminal.colors(column: column, row: row), shown == (expected.foreground, expected.background) else {
                    wrong += 1
                    continue
                }
            }
        }
        #expect(wrong == 0, "cells showing the wrong colours")
    }

    @Test(
        "10,000 theme switches through every theme keep the pairs within what the terminal offers",
        arguments: [(ColorMode.direct, 1024), (.indexed16, 255), (.direct, 24)])
    func boundedPairs(mode: ColorMode, capacity: Int) throws {
        // The test themes plus 60 generated ones, so there are far more colour pairs than fit.
        var themes = TestCatalog.catalog().themes
        for n in 0..<60 {
            let seed = UInt32(n) &* 2_654_435_761
            themes.append(
                Theme(
                    name: "Generated \(n)", statusLine: .default,
                    colors: ThemeColors { role in
                        DynamicColor(RGB((seed &+ UInt32(role.hashValue & 0xFFFF) &* 40_503) & 0xFFFFFF))
                    }))
        }
        let size = Size(width: 40, height: 10)
        let app = AppController(catalog: ThemeCatalog(themes: themes), themeIndex: 0, traits: TraitCollection(appearance: .dark), size: size)
        var painter = FramePainter(mode: mode, pairCapacity: capacity)
        var terminal = SimulatedTerminal(size: size)
        var startedOver = 0
        for step in 0..<10_000 {
            app.highlight(step % themes.count)
            app.render()
            let batch = painter.paint(app.frame)
            if batch.startedOver { startedOver += 1 }
            terminal.apply(batch)
            #expect(painter.pairs.count <= capacity)
            if step % 499 == 0 { expectShows(terminal, app.frame, mode: mode) }
        }
        expectShows(terminal, app.frame, mode: mode)
        #expect(terminal.maxPairNumber <= Int32(capacity), "no pair number beyond what the terminal offers")
        #expect(terminal.maxPairNumber >= 1)
        if mode == .direct && capacity < 100 { #expect(startedOver > 0, "a small table is reused, not outgrown") }
    }

    @Test("only changed cells are written; a switch back writes the switched cells again")
    func onlyChanges() throws {
        let app = try controller(size: Size(width: 60, height: 12))
        var painter = FramePainter(mode: .indexed256, pairCapacity: 255)
        var terminal = SimulatedTerminal(size: app.frame.size)
        let first = painter.paint(app.frame)
        terminal.apply(first)
        expectShows(terminal, app.frame, mode: .indexed256)
        #expect(first.eraseFirst, "a first frame starts from an erased window")
        let blanks = app.frame.cells.filter { $0.character == " " && $0.style == app.frame[59, 11].style }.count
        #expect(blanks > 60 * 12 / 2, "most of the frame is the companion pane's blank background")
        #expect(first.cells.count <= 60 * 12 - blanks, "background blanks are not written")
        #expect(painter.paint(app.frame).cells.isEmpty)
        app.press(.down)
        #expect(painter.paint(app.frame).cells.count > 0)
        app.press(.up)
        let back = painter.paint(app.frame)
        #expect(back.clearScreen && back.defaultColors != nil, "a new background: clear in the new pair 0")
        #expect(painter.paint(app.frame).cells.isEmpty)
        painter.invalidate()
        let repaint = painter.paint(app.frame)
        #expect(repaint.eraseFirst && repaint.cells.count == first.cells.count, "after invalidate: erase, then the same cells again")
    }

    @Test("without colour: no pairs at all; highlight reversed, committed bold, status line reversed")
    func colorless() throws {
        let app = try controller(size: Size(width: 60, height: 12))
        app.press(.down)  // highlight Test Light (row 3), Test Dark (row 2) stays committed
        var painter = FramePainter(mode: .none, pairCapacity: 1)
        var terminal = SimulatedTerminal(size: app.frame.size)
        let batch = painter.paint(app.frame)
        terminal.apply(batch)
        #expect(batch.newPairs.isEmpty)
        #expect(batch.cells.allSatisfy { $0.pair == 0 })
        #expect(batch.background == 0)
        #expect(terminal.attributes[3 * 60 + 5].contains(.reverse), "the highlighted row")
        #expect(terminal.attributes[2 * 60 + 5].contains(.bold), "the committed row")
        #expect(!terminal.attributes[2 * 60 + 5].contains(.reverse))
        #expect(!terminal.attributes[4 * 60 + 5].contains(.reverse) && !terminal.attributes[4 * 60 + 5].contains(.bold), "a plain row")
        #expect((0..<60).allSatisfy { terminal.attributes[$0].contains(.reverse) }, "the whole status line")
        // In colour the same frame carries no reverse: the colours show the state.
        var colored = FramePainter(mode: .indexed256, pairCapacity: 255)
        #expect(colored.paint(app.frame).cells.allSatisfy { !$0.attributes.contains(.reverse) })
    }
}
