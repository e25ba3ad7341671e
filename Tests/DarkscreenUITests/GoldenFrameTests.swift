import Testing
import DarkscreenCore
import DarkscreenState
import DarkscreenTestSupport
import TerminalAppearance
@testable import DarkscreenUI
import DarkscreenPlatform
import DarkscreenTools

/// Every view and overlay as a whole frame (text, colour roles, attributes) at 80×24 and 40×10,
/// against the test catalog. `DARKSCREEN_RECORD=1 swift test --filter GoldenFrameTests` rewrites
/// the files in Goldens/ (and fails, so a recording never passes as a test).
@Suite struct GoldenFrameTests {
    static let sizes = [Size(width: 80, height: 24), Size(width: 40, height: 10)]

    func app(_ size: Size, theme: Int = 0, appearance: Appearance = .dark) -> AppController {
        let app = AppController(
            catalog: TestCatalog.catalog(), themeIndex: theme, traits: TraitCollection(appearance: appearance),
            size: size, time: "12:34")
        app.render()
        return app
    }

    @Test("the list, separator, companion and status line", arguments: sizes)
    func list(size: Size) {
        let app = app(size)
        app.press(.down)  // Test Light highlighted and shown; Test Dark keeps the check
        expectGolden(app, "list-\(size.width)x\(size.height)")
    }

    @Test(
        "any size: \"list\": \"shown\", and auto after Enter (the list hidden): what fits, the theme's colour below the list's minimum",
        arguments: [Size(width: 1, height: 1), Size(width: 5, height: 3), Size(width: 20, height: 5), Size(width: 39, height: 24)])
    func anySize(size: Size) {
        let shown = app(size)
        shown.handle(.settingsChanged(SettingsChange(list: .shown)))
        shown.press(.down, .enter)
        expectGolden(shown, "any-size-shown-\(size.width)x\(size.height)")
        let auto = app(size)
        auto.press(.down, .enter)
        expectGolden(auto, "any-size-auto-\(size.width)x\(size.height)")
    }

    @Test("the list hidden (Tab): the theme's background edge to edge under the status line; without the status line too")
    func listHidden() {
        let app = app(Size(width: 80, height: 24))
        app.press(.tab)
        expectGolden(app, "list-hidden-80x24")
        app.handle(.settingsChanged(SettingsChange(statusLine: false)))
        expectGolden(app, "list-and-status-line-hidden-80x24")
        app.press(.tab)
        expectGolden(app, "list-shown-status-line-hidden-80x24")
    }

    @Test(
        "the status line's text by style: lightContent (Test Dark), darkContent (Test Light), default in each appearance (Test Dynamic)",
        arguments: [(0, Appearance.dark, "light-content"), (1, .dark, "dark-content"), (2, .dark, "default-dark"), (2, .light, "default-light")])
    func statusStyles(theme: Int, appearance: Appearance, name: String) {
        expectGolden(app(Size(width: 40, height: 10), theme: theme, appearance: appearance), "status-\(name)-40x10")
    }

    @Test("a dynamic theme in light appearance, the list on the right at 1/2", arguments: sizes)
    func layout(size: Size) {
        let app = app(size, theme: 2, appearance: .light)
        app.press(.character("]"), .character("s"))
        expectGolden(app, "layout-half-right-\(size.width)x\(size.height)")
    }

    @Test("the low-contrast mark: with minimumContrast 15:1, themes whose primary text is below it show `!`", arguments: sizes)
    func contrastMark(size: Size) {
        let app = app(size)
        _ = app.handle(.settingsChanged(SettingsChange(minimumContrast: .wcag(15))))
        app.render()
        expectGolden(app, "contrast-mark-\(size.width)x\(size.height)")
    }

    /// The test catalog with a theme that has a palette and details, for the preview.
    static func paletteCatalog() -> ThemeCatalog {
        let palette = [
            "#000000", "#C03030", "#30C030", "#C0C030", "#3030C0", "#C030C0", "#30C0C0", "#C0C0C0",
            "#606060", "#FF5050", "#50FF50", "#FFFF50", "#5050FF", "#FF50FF", "#50FFFF", "#FFFFFF"
        ]
        let json = """
            {"themes": [{"name": "Test Palette", "statusLine": "lightContent",
              "colors": {"background": "#101010", "primary": "#E0E0E0", "secondary": "#40A0FF", "statusBackground": "#202020",
                         "separator": "#505050", "selection": "#2050A0"},
              "palette": [\(palette.map { "\"\($0)\"" }.joined(separator: ", "))],
              "metadata": {"author": "Ann Example", "license": "MIT"}}]}
            """
        let extra = try! ThemeDecoder.decode(Array(json.utf8), file: "/tmp/x/palette.json")
        return ThemeCatalog(themes: TestCatalog.catalog().themes + extra)
    }

    @Test("the preview (p): swatches, ANSI text, samples, contrast, details; narrower at 40×10", arguments: sizes)
    func preview(size: Size) {
        let app = AppController(catalog: Self.paletteCatalog(), themeIndex: 4, traits: TraitCollection(appearance: .dark), size: size, time: "12:34")
        app.press(.character("p"))
        expectGolden(app, "preview-\(size.width)x\(size.height)")
    }

    @Test("the preview of a theme without a palette, in light appearance", arguments: [Size(width: 80, height: 24)])
    func previewNoPalette(size: Size) {
        let app = app(size, theme: 2, appearance: .light)
        app.press(.character("p"))
        expectGolden(app, "preview-no-palette-\(size.width)x\(size.height)")
    }

    @Test("each colour-vision lens (c) over the preview, and over the calm pane", arguments: [1, 2, 3, 4, 5, 6])
    func lens(presses: Int) {
        let size = Size(width: 40, height: 10)
        let app = AppController(catalog: Self.paletteCatalog(), themeIndex: 4, traits: TraitCollection(appearance: .dark), size: size, time: "12:34")
        app.press(.character("p"))
        for _ in 0..<presses { app.press(.character("c")) }
        let name = ColorVision.allCases[presses].rawValue
        expectGolden(app, "lens-\(name)-preview-40x10")
        app.press(.character("p"))
        expectGolden(app, "lens-\(name)-calm-40x10")
    }

    @Test("the help overlay (scrolled hint at 40×10)", arguments: sizes)
    func help(size: Size) {
        let app = app(size)
        app.press(.character("?"))
        expectGolden(app, "help-\(size.width)x\(size.height)")
    }

    @Test("the help overlay scrolled to its end", arguments: [Size(width: 40, height: 10)])
    func helpScrolled(size: Size) {
        let app = app(size)
        app.press(.character("?"), .end)
        expectGolden(app, "help-end-\(size.width)x\(size.height)")
    }

    @Test("the filter prompt with matches, and with none", arguments: sizes)
    func filter(size: Size) {
        let app = app(size)
        app.press(.character("/"), .character("l"), .character("i"))
        expectGolden(app, "filter-\(size.width)x\(size.height)")
        app.press(.character("z"))
        expectGolden(app, "filter-none-\(size.width)x\(size.height)")
    }

    @Test("a notice in the status line", arguments: sizes)
    func notice(size: Size) {
        let app = app(size)
        app.handle(.notice(.settings, "settings.json is not valid JSON at 1:20; using defaults"))
        expectGolden(app, "notice-\(size.width)x\(size.height)")
    }

    @Test("a category: the status line names it and the list holds its themes (→ twice: Light)")
    func category() {
        let app = app(Size(width: 80, height: 24))
        app.press(.right, .right)
        expectGolden(app, "category-light-80x24")
    }

    @Test("an empty category says so in the list pane (← from All: Favourites, none yet)", arguments: sizes)
    func emptyCategory(size: Size) {
        let app = app(size)
        app.press(.left)
        expectGolden(app, "category-empty-favourites-\(size.width)x\(size.height)")
    }

    @Test("f marks the highlighted theme as a favourite after its name")
    func favouriteMark() {
        let app = app(Size(width: 80, height: 24))
        app.press(.down, .character("f"), .down)
        expectGolden(app, "favourite-mark-80x24")
    }

    @Test("high contrast from the desktop: the status line's mark, the theme through its contrast-safe variant")
    func highContrastMark() {
        let murky = """
            { "themes": [ { "name": "Murky", "statusLine": "lightContent",
              "colors": { "background": "#303030", "primary": "#707070", "secondary": "#505050" } } ] }
            """
        let catalog = ThemeCatalog(themes: try! ThemeDecoder.decode(Array(murky.utf8), file: "murky.json") + TestCatalog.catalog().themes)
        let app = AppController(
            catalog: catalog, themeIndex: 0, traits: TraitCollection(appearance: .dark),
            size: Size(width: 80, height: 24), time: "12:34")
        app.handle(.desktopPreferences(DesktopPreferences(highContrast: true)))
        expectGolden(app, "high-contrast-80x24")
        #expect(app.currentTheme.colors[.primary].dark != RGB(hex: "#707070"), "the views draw the variant")
    }

    @Test("CellBuffer(lines:) reads as the frame's text; a golden catches a one-cell change")
    func linesConstructor() {
        let buffer = CellBuffer(lines: ["ab", "夜c"])
        #expect(buffer.lines == ["ab ", "夜c"] && buffer.width == 3, "padded to the widest line; a wide glyph takes two columns")
        let app = app(Size(width: 40, height: 10))
        var changed = app.frame
        changed[5, 3].style.foreground = RGB(0x123456)
        let colors = app.currentTheme.colors.resolved(for: .dark)
        #expect(GoldenFrame.render(changed, colors: colors) != GoldenFrame.render(app.frame, colors: colors))
    }
}
