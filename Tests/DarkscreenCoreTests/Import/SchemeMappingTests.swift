import Testing
@testable import DarkscreenCore
@testable import DarkscreenPlatform
@testable import DarkscreenTools

@Suite struct SchemeMappingTests {
    func scheme(
        _ name: String, background: RGB, foreground: RGB, palette: [RGB]? = nil, variant: ImportedScheme.Variant? = nil,
        selection: RGB? = nil, file: String = "/t/x"
    ) -> ImportedScheme {
        var scheme = ImportedScheme(name: name, format: .kitty, file: file, background: background, foreground: foreground)
        scheme.palette = palette
        scheme.declaredVariant = variant
        scheme.selectionBackground = selection
        return scheme
    }

    var xterm: [RGB] { ImportedScheme.defaultPalette }

    @Test("background, foreground, palette and cursor are kept; the status line follows the background")
    func kept() {
        var dark = scheme("D", background: RGB(0x101010), foreground: RGB(0xEEEEEE), palette: greys)
        dark.cursor = RGB(0xFF00FF)
        let theme = SchemeMapper.theme(dark)
        #expect(theme.colors[.background] == DynamicColor(RGB(0x101010)) && theme.colors[.primary] == DynamicColor(RGB(0xEEEEEE)))
        #expect(theme.palette == greys.map { DynamicColor($0) } && theme.cursor == DynamicColor(RGB(0xFF00FF)))
        #expect(theme.statusLine == .lightContent)
        #expect(SchemeMapper.theme(scheme("L", background: .white, foreground: .black)).statusLine == .darkContent)
        // statusBackground and separator: darkscreen's defaults, derived as for any theme.
        #expect(theme.colors[.statusBackground] == theme.colors[.background])
        #expect(theme.colors[.separator] == theme.colors[.primary].darkened(by: 0.5))
    }

    @Test("the accent is blue when legible (≥ 3:1), else the next candidate; no palette: the foreground")
    func accent() {
        let dark = scheme("D", background: .black, foreground: .white, palette: xterm)
        #expect(SchemeMapper.accent(dark) == xterm[12], "xterm's blue #0000EE is below 3:1 on black: bright blue")
        var darkBlue = xterm
        darkBlue[4] = RGB(0x268BD2)
        #expect(SchemeMapper.accent(scheme("D2", background: .black, foreground: .white, palette: darkBlue)) == RGB(0x268BD2))
        #expect(SchemeMapper.accent(scheme("L", background: .white, foreground: .black, palette: xterm)) == xterm[4])
        #expect(SchemeMapper.accent(scheme("N", background: .black, foreground: RGB(0xAAAAAA))) == RGB(0xAAAAAA))
        let theme = SchemeMapper.theme(dark)
        #expect(theme.colors[.secondary] == DynamicColor(xterm[12]))
        #expect(theme.colors[.secondary].dark.contrastRatio(with: .black) >= 3)
    }

    @Test("the scheme's selection is kept as the file gives it; only the drawn highlight falls back to the accent when the row would not be legible")
    func selection() {
        let legible = scheme("S", background: RGB(0x002B36), foreground: .white, palette: xterm, selection: RGB(0x93A1A1))
        #expect(SchemeMapper.theme(legible).colors[.selection] == DynamicColor(RGB(0x93A1A1)))
        #expect(ThemeLegibility.drawn(SchemeMapper.theme(legible), for: .dark).selection == RGB(0x93A1A1))
        let faint = scheme("F", background: RGB(0x282A36), foreground: .white, palette: xterm, selection: RGB(0x44475A))
        let theme = SchemeMapper.theme(faint)
        #expect(theme.colors[.selection] == DynamicColor(RGB(0x44475A)), "kept: show, export and --apply use it")
        #expect(ExportScheme(theme, appearance: .dark).selectionBackground == RGB(0x44475A))
        let drawn = ThemeLegibility.drawn(theme, for: .dark)
        #expect(drawn.selection == theme.colors[.secondary].dark, "the highlighted row is drawn on the accent")
        #expect(drawn.background == RGB(0x282A36) && drawn.primary == .white, "the other roles are drawn as given")
    }

    @Test("X Light + X Dark, X Latte + X Mocha and name-light + name-dark pair; the pair follows the appearance")
    func pairs() throws {
        let schemes = [
            scheme("Solarized Dark", background: RGB(0x002B36), foreground: RGB(0x839496), palette: greys),
            scheme("Nord", background: RGB(0x2E3440), foreground: RGB(0xD8DEE9)),
            scheme("Solarized Light", background: RGB(0xFDF6E3), foreground: RGB(0x657B83), palette: xterm),
            scheme("Catppuccin Latte", background: RGB(0xEFF1F5), foreground: RGB(0x4C4F69)),
            scheme("Catppuccin Mocha", background: RGB(0x1E1E2E), foreground: RGB(0xCDD6F4)),
            scheme("Catppuccin Frappe", background: RGB(0x303446), foreground: RGB(0xC6D0F5)),
            scheme("gruvbox-light", background: RGB(0xFBF1C7), foreground: RGB(0x3C3836)),
            scheme("gruvbox-dark", background: RGB(0x282828), foreground: RGB(0xEBDBB2))
        ]
        let themes = SchemePairing.themes(from: schemes)
        #expect(themes.map(\.name) == ["Solarized", "Nord", "Catppuccin", "Catppuccin Frappe", "gruvbox"])
        let solarized = themes[0]
        #expect(solarized.colors[.background] == DynamicColor(light: RGB(0xFDF6E3), dark: RGB(0x002B36)))
        #expect(solarized.colors.resolved(for: .light).primary == RGB(0x657B83))
        #expect(solarized.colors.resolved(for: .dark).primary == RGB(0x839496))
        #expect(solarized.palette?[3] == DynamicColor(light: xterm[3], dark: greys[3]))
        #expect(solarized.statusLine == .default && solarized.isDynamic)
        #expect(!themes[1].isDynamic)
    }

    @Test("names that claim a variant their colours contradict, or a third member, do not pair")
    func noPairs() {
        let wrong = [scheme("X Light", background: .black, foreground: .white), scheme("X Dark", background: RGB(0x111111), foreground: .white)]
        #expect(SchemePairing.themes(from: wrong).map(\.name) == ["X Light", "X Dark"])
        let declared = [
            scheme("Y Light", background: .black, foreground: .white, variant: .light),
            scheme("Y Dark", background: RGB(0x111111), foreground: .white)
        ]
        #expect(SchemePairing.themes(from: declared).map(\.name) == ["Y"], "a declared variant wins over the background")
        let three = [
            scheme("Z Light", background: .white, foreground: .black), scheme("Z Dark", background: .black, foreground: .white),
            scheme("Z-dark", background: .black, foreground: .white)
        ]
        #expect(SchemePairing.themes(from: three).count == 3)
    }
}
