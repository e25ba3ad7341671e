import Testing
import DarkscreenCore
import DarkscreenState
import DarkscreenTestSupport
@testable import DarkscreenUI
import DarkscreenPlatform
import DarkscreenTools

@Suite struct HelpDetailsTests {
    func imported() throws -> ThemeCatalog {
        var scheme = ImportedScheme(
            name: "Night \u{1B}[31mOwl", format: .kitty, file: "/themes/night-owl.conf",
            background: RGB(0x011627), foreground: RGB(0xD6DEEB))
        scheme.metadata.author = "Sarah Drasner"
        scheme.metadata.license = "MIT"
        scheme.metadata.upstream = "https://example.org/night-owl"
        scheme.metadata.description = "for night owls"
        return TestCatalog.catalog().merging([SchemeMapper.theme(scheme)])
    }

    @Test("the help panel shows the highlighted theme's metadata and source, escaped; the companion pane stays blank")
    func details() throws {
        let catalog = try imported()
        let app = AppController(
            catalog: catalog, themeIndex: catalog.count - 1, traits: TraitCollection(appearance: .dark),
            size: Size(width: 120, height: 40), time: "12:34")
        app.render()
        let companion = app.state.screenLayout.companion
        let before = (companion.minRow..<companion.maxRow).map { app.frame.text(row: $0) }.joined()
        #expect(!before.contains("Sarah"), "nothing on the companion pane")
        app.press(.character("?"))
        let panel = app.state.screenLayout.helpPanel
        let text = (panel.minRow..<panel.maxRow).map { app.frame.text(row: $0) }.joined(separator: "\n")
        #expect(text.contains("Theme              Night \\x1B[31mOwl"))
        #expect(text.contains("author             Sarah Drasner"))
        #expect(text.contains("license            MIT"))
        #expect(text.contains("upstream           https://example.org/night-owl"))
        #expect(text.contains("description        for night owls"))
        #expect(text.contains("source             /themes/night-owl.conf (kitty)"))
        #expect(!text.contains("Up/Down: more"), "at 120×40 the keys and the details fit")
        #expect(!app.frame.lines.joined().contains("\u{1B}"))
    }
}
