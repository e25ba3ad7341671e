import Testing
import DarkscreenCore
import DarkscreenState
import DarkscreenTestSupport
@testable import DarkscreenUI
import DarkscreenPlatform
import DarkscreenTools

/// 8 and 16 colours: a colour keeps its family (a navy is blue, a purple magenta), near-greys are
/// black/grey/white, text stays legible, and with `--apply terminal` the colours darkscreen set
/// are the ones painted with.
@Suite struct ColorDepthTests {
    @Test(
        "a coloured background maps to the ANSI colour of its hue, not to black",
        arguments: [
            // colour, at 8, at 16
            (0x000080, 4, 4),  // navy: blue
            (0x1F0A4F, 4, 4),  // Outrun's indigo: blue
            (0x800080, 5, 5),  // purple: magenta
            (0x3D1A6E, 5, 5),  // 80s' purple: magenta
            (0x663399, 5, 5),  // rebeccapurple: magenta
            (0x007B7B, 6, 6),  // 90s' teal: cyan
            (0x006400, 2, 2),  // dark green: green
            (0x800000, 1, 1),  // maroon: red
            (0xDC143C, 1, 1),  // crimson: red
            (0xFF6961, 1, 9),  // a light red: the bright red where there is one
            (0xFFA500, 3, 3),  // orange: yellow, as in the VGA palette
            (0x87CEEB, 6, 6),  // sky blue: cyan
            (0x7CF6FB, 6, 14),  // 80s' light cyan: bright cyan
            (0x5AB0FF, 4, 12),  // light blue: (bright) blue
            (0xFF71CE, 5, 13)  // pink: (bright) magenta
        ])
    func hues(rgb: UInt32, at8: Int32, at16: Int32) {
        var eight = TerminalPalette(mode: .indexed8), sixteen = TerminalPalette(mode: .indexed16)
        #expect(eight.color(for: RGB(rgb)) == at8, "\(RGB(rgb)) at 8 colours")
        #expect(sixteen.color(for: RGB(rgb)) == at16, "\(RGB(rgb)) at 16 colours")
    }

    @Test(
        "colours close to grey (low chroma) map to black, grey or white by lightness",
        arguments: [
            (0x000000, 0, 0), (0x1C1C1E, 0, 0), (0x1E1E2E, 0, 0),
            (0x002B36, 0, 0),  // Solarized's base03: a near-grey, black as Solarized's own 8-colour mode
            (0x282A36, 0, 0),  // Dracula's background
            (0x6D6D72, 7, 8),  // a mid grey: white at 8 (lighter than halfway), grey at 16
            (0xC0C0C0, 7, 7), (0xE6E6FA, 7, 7), (0xFDF6E3, 7, 15), (0xFFFFFF, 7, 15)
        ])
    func greys(rgb: UInt32, at8: Int32, at16: Int32) {
        var eight = TerminalPalette(mode: .indexed8), sixteen = TerminalPalette(mode: .indexed16)
        #expect(ColorFamily(RGB(rgb)) == .grey)
        #expect(eight.color(for: RGB(rgb)) == at8, "\(RGB(rgb)) at 8 colours")
        #expect(sixteen.color(for: RGB(rgb)) == at16, "\(RGB(rgb)) at 16 colours")
    }

    @Test(
        "text keeps at least the contrast the theme gave it, up to 4.5:1, on the background it got",
        arguments: [ColorMode.indexed8, .indexed16])
    func legibility(mode: ColorMode) {
        // Pairs whose text lands on a colour of little contrast with the mapped background.
        let pairs: [(UInt32, UInt32)] = [
            (0xFF71CE, 0x3D1A6E),  // pink on purple (both magenta)
            (0xFF2A55, 0x1F0A4F),  // red on indigo
            (0xFFFF66, 0x007B7B),  // yellow on teal
            (0x3A3A3C, 0x000000),  // a faint separator on black (contrast 1.8: it stays faint, not gone)
            (0x020202, 0x000000),  // two near-blacks
            (0x0A84FF, 0x000080),  // blue on navy
            (0xFFCC00, 0xFFA500)  // gold on orange
        ]
        var palette = TerminalPalette(mode: mode)
        for (text, backdrop) in pairs {
            let (fg, bg) = palette.pair(foreground: RGB(text), background: RGB(backdrop))
            let shown = palette.shown(fg, on: .foreground).contrastRatio(with: palette.shown(bg, on: .background))
            let own = RGB(text).contrastRatio(with: RGB(backdrop))
            // (where no colour reaches that — on xterm's magenta black is 4.48:1 — the most contrasting one)
            let backdropShown = palette.shown(bg, on: .background)
            let best = (0..<Int32(mode == .indexed8 ? 8 : 16)).map { palette.shown($0, on: .foreground).contrastRatio(with: backdropShown) }.max()!
            #expect(fg != bg, "\(RGB(text)) on \(RGB(backdrop))")
            #expect(
                shown >= min(ThemeLegibility.minimumContrast, own, best) - 0.001,
                "\(RGB(text)) on \(RGB(backdrop)) at \(mode.rawValue): \(fg) on \(bg), contrast \(shown)")
        }
        // Text that has enough contrast keeps the colour of its own family.
        #expect(palette.pair(foreground: RGB(0xFFFF66), background: RGB(0x000080)).foreground % 8 == 3, "yellow on navy stays yellow")
        #expect(palette.pair(foreground: RGB(0x05D9E8), background: RGB(0x1F0A4F)).foreground % 8 == 6, "cyan on indigo stays cyan")
    }

    /// The companion pane's background and the pairs of every cell, as the terminal is asked for them.
    func painted(_ theme: String, mode: ColorMode, applied: Bool = false) throws -> (pane: Int32, pairs: Set<[Int32]>) {
        let catalog = try shippedCatalog()
        let app = try controller(theme: theme, appearance: .dark, size: Size(width: 80, height: 24), catalog: catalog)
        let colors = applied ? AppliedTerminalColors(app.shownAppliedTheme.terminal) : .none
        var palette = TerminalPalette(mode: mode, applied: colors)
        var pairs: Set<[Int32]> = []
        for cell in app.frame.cells {
            let pair = palette.pair(foreground: cell.style.foreground, background: cell.style.background)
            pairs.insert([pair.foreground, pair.background])
        }
        let paneCell = try #require(app.companionCells.last)
        return (palette.color(for: paneCell.style.background), pairs)
    }

    @Test("80s, 90s and Outrun stay three different themes at 8 and at 16 colours", arguments: [ColorMode.indexed8, .indexed16])
    func shippedThemesStayApart(mode: ColorMode) throws {
        let themes = ["80s", "90s", "Outrun"]
        let frames = try themes.map { try painted($0, mode: mode) }
        // Each keeps a coloured background of its own: magenta, cyan, blue.
        #expect(frames.map(\.pane) == [5, 6, 4])
        for a in 0..<3 {
            for b in (a + 1)..<3 {
                #expect(frames[a].pairs != frames[b].pairs, "\(themes[a]) and \(themes[b]) look the same at \(mode.rawValue) colours")
            }
        }
    }

    @Test(
        "with --apply terminal the pane is the terminal's default background (set to the theme's) at every depth",
        arguments: [ColorMode.indexed8, .indexed16, .indexed256, .direct])
    func appliedPaneIsTheDefaultColour(mode: ColorMode) throws {
        for theme in ["Dark", "Light", "80s", "90s", "Outrun"] {
            let catalog = try shippedCatalog()
            let app = try controller(theme: theme, appearance: .dark, size: Size(width: 80, height: 24), catalog: catalog)
            let set = app.shownAppliedTheme.terminal
            var palette = TerminalPalette(mode: mode, applied: AppliedTerminalColors(set))
            for cell in app.companionCells {
                let pair = palette.pair(foreground: cell.style.foreground, background: cell.style.background)
                #expect(pair.background == -1, "\(theme) at \(mode.rawValue): the pane in \(pair.background), not the default colour")
                #expect(palette.shown(pair.background, on: .background) == set[.background])
            }
        }
    }

    @Test(
        "with --apply terminal a colour of the theme's palette is painted in the slot holding it",
        arguments: [ColorMode.indexed8, .indexed16, .indexed256])
    func appliedSlots(mode: ColorMode) throws {
        let theme = try #require(try shippedCatalog().themes.first { $0.name == "80s" })
        let set = TerminalColorSet(colors: theme.colors, cursor: theme.cursor, palette: theme.palette, appearance: .dark)
        var palette = TerminalPalette(mode: mode, applied: AppliedTerminalColors(set))
        let slots = mode == .indexed8 ? 8 : 16
        for index in 0..<slots {
            let rgb = try #require(set[.palette(index)])
            // the first slot holding it (80s repeats some of its colours in the bright half)
            let first = (0..<slots).first { set[.palette($0)] == rgb }
            #expect(palette.color(for: rgb) == Int32(first ?? -2), "slot \(index) \(rgb)")
        }
        // The status line's #2A0845 is the theme's ANSI 0; the primary text is the default foreground.
        #expect(palette.color(for: RGB(0x2A0845)) == 0)
        #expect(palette.color(for: RGB(0xFF71CE), on: .foreground) == -1)
        // A colour the terminal was not given maps among what the slots now hold.
        let other = palette.color(for: RGB(0x3A6E1A))
        #expect(mode == .indexed256 ? other >= 16 : (0..<Int32(slots)).contains(other))
    }

    @Test(
        "without --apply terminal no cell is painted in the default colour (the terminal's own is unknown)",
        arguments: [ColorMode.indexed8, .indexed16, .indexed256])
    func notAppliedNoDefault(mode: ColorMode) throws {
        let frame = try painted("80s", mode: mode)
        #expect(!frame.pairs.contains { $0.contains(-1) })
    }
}
