import Testing
import DarkscreenCore
import DarkscreenState
import DarkscreenTestSupport
@testable import DarkscreenUI
import DarkscreenPlatform
import DarkscreenTools

/// The preview (`p`) as a user checks it: the palette's own colours on screen, the highlight
/// followed, `p` again back to the calm pane, and a form for every pane size.
@Suite struct PreviewTests {
    func app(size: Size = Size(width: 80, height: 24)) throws -> AppController {
        try controller(theme: "Test Palette", size: size, catalog: GoldenFrameTests.paletteCatalog())
    }

    @Test("p shows the 16 ANSI colours as swatches in the companion pane; p again leaves only the background")
    func toggles() throws {
        let app = try app()
        let palette = try #require(app.currentTheme.palette).map { $0.resolved(for: .dark) }
        let background = app.currentTheme.colors[.background].resolved(for: .dark)
        #expect(Set(app.companionCells.map(\.style.background)) == [background], "calm before p")
        app.press(.character("p"))
        let shown = Set(app.companionCells.map(\.style.background))
        #expect(shown.isSuperset(of: Set(palette)), "every ANSI colour has a swatch")
        let text = Set(app.companionCells.map(\.style.foreground))
        #expect(text.isSuperset(of: Set(palette.dropFirst())), "and shows as text on the background")
        app.press(.character("p"))
        #expect(Set(app.companionCells.map(\.style.background)) == [background], "calm again")
    }

    @Test("the preview follows the highlight and says when a theme has no palette")
    func followsHighlight() throws {
        let app = try app()
        app.press(.character("p"), .up)
        #expect(app.currentTheme.name == "Test Wide 夜の東京 🌃")
        let lines = try #require(app.previewLines)
        #expect(lines.contains { $0.map(\.text).joined() == "no ANSI palette" })
        #expect(lines.first?.first?.text == "Test Wide 夜の東京 🌃")
    }

    @Test("the preview names the contrast of the primary text, with the floor it is below", arguments: [4.5, 15])
    func contrastLine(floor: Double) throws {
        let app = try app()
        _ = app.handle(.settingsChanged(SettingsChange(minimumContrast: .wcag(floor))))
        app.press(.character("p"))
        let lines = try #require(app.previewLines).map { $0.map(\.text).joined() }
        let primary = try #require(lines.first { $0.hasPrefix("primary") })
        let figure = RGB(0xE0E0E0).contrastRatio(with: RGB(0x101010))
        #expect(primary.contains(ContrastFigures.ratio(figure) + ":1"))
        #expect(primary.contains("below") == (figure < floor))
    }

    @Test(
        "every pane size gets a form that fits: the whole preview, a narrower one, the swatches alone",
        arguments: [Size(width: 120, height: 40), Size(width: 80, height: 24), Size(width: 40, height: 10), Size(width: 10, height: 3)])
    func fits(size: Size) {
        let theme = GoldenFrameTests.paletteCatalog().themes[4]
        let lines = ThemePreview.lines(for: theme, appearance: .dark, floor: .standard, size: size)
        #expect(lines.count <= size.height)
        #expect(!lines.isEmpty)
        let width = size.width - 2 * ThemePreview.margin(for: size.width)
        let swatchRow = lines.first { $0.count == 8 && $0.allSatisfy { $0.text.allSatisfy { $0 == " " } } }
        #expect(swatchRow.map { $0.reduce(0) { $0 + $1.text.count } <= width } ?? false, "a swatch row fits the width")
        if size.width < ThemePreview.narrowSize.width || size.height < ThemePreview.narrowSize.height {
            #expect(lines.allSatisfy { $0.count == 8 }, "swatches alone")
        }
    }
}
