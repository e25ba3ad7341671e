import Testing
import DarkscreenCore
@testable import DarkscreenUI
import DarkscreenPlatform
import DarkscreenTools

@Suite struct ColorModeTests {
    @Test(
        "terminfo decides what is available",
        arguments: [
            (false, 0, false, ColorMode.none), (true, 8, false, .indexed8), (true, 16, false, .indexed16),
            (true, 256, false, .indexed256), (true, 0x1000000, true, .direct), (true, 256, true, .indexed256)
        ])
    func available(hasColors: Bool, colors: Int, rgb: Bool, expected: ColorMode) {
        #expect(ColorMode.available(hasColors: hasColors, colors: colors, hasRGBFlag: rgb) == expected)
    }

    @Test(
        "NO_COLOR means none; --colors wins over NO_COLOR but never asks for more than the terminal has",
        arguments: [
            (nil as ColorMode?, false, ColorMode.indexed256, ColorMode.indexed256),
            (nil, true, .direct, .none),
            (.indexed16, true, .indexed256, .indexed16),
            (.direct, false, .indexed256, .indexed256),
            (.indexed8, false, .direct, .indexed8),
            (ColorMode.none, false, .direct, .none)
        ])
    func chosen(override: ColorMode?, noColor: Bool, available: ColorMode, expected: ColorMode) {
        #expect(ColorMode.chosen(override: override, noColor: noColor, available: available) == expected)
    }

    @Test("the -direct terminfo of TERM is the one tried for direct colour")
    func colorterm() {
        #expect(ColorMode.directVariant(of: "xterm-256color") == "xterm-direct")
        #expect(ColorMode.directVariant(of: "tmux-256color") == "tmux-direct")
        #expect(ColorMode.directVariant(of: "xterm-direct") == nil)
    }

    @Test("direct colour is the exact RGB, with 0–7 nudged off the palette range")
    func direct() {
        var palette = TerminalPalette(mode: .direct)
        #expect(palette.color(for: RGB(0x123456)) == 0x123456)
        #expect(palette.color(for: RGB(0x000000)) >= 8)
        #expect(palette.color(for: RGB(0x000007)) >= 8)
    }

    @Test("on 16 and 8 colours, text never takes its background's index", arguments: [ColorMode.indexed16, .indexed8, .indexed256])
    func distinguishable(mode: ColorMode) throws {
        let limit: Int32 = mode == .indexed8 ? 8 : mode == .indexed16 ? 16 : 256
        var palette = TerminalPalette(mode: mode)
        // Every shipped theme, both appearances: each non-blank cell keeps a foreground unlike its background.
        for appearance in [Appearance.dark, .light] {
            let app = try controller(theme: "Dark", appearance: appearance, catalog: try shippedCatalog())
            for index in 0..<app.catalog.count {
                app.highlight(index)
                app.render()
                for cell in app.frame.cells where cell.character != " " && cell.style.foreground != cell.style.background {
                    let pair = palette.pair(foreground: cell.style.foreground, background: cell.style.background)
                    #expect(pair.foreground != pair.background, "\(app.currentTheme.name) \(cell.character)")
                    #expect(pair.foreground >= 0 && pair.foreground < limit && pair.background >= 0 && pair.background < limit)
                }
            }
        }
        // Two near-blacks land on the same index; the text is moved to a contrasting one.
        #expect(palette.color(for: RGB(0x020202)) == palette.color(for: RGB(0x000000)))
        let close = palette.pair(foreground: RGB(0x020202), background: RGB(0x000000))
        #expect(close.foreground != close.background)
        let contrast = TerminalPalette.paletteColor(Int(close.foreground)).contrastRatio(with: TerminalPalette.paletteColor(Int(close.background)))
        #expect(contrast >= 4.5)
        // Equal colours (a blank fill) are left alone.
        let same = palette.pair(foreground: RGB(0x000000), background: RGB(0x000000))
        #expect(same.foreground == same.background)
    }
}
