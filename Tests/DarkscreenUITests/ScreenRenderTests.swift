import Testing
import DarkscreenCore
import DarkscreenState
import DarkscreenTestSupport
@testable import DarkscreenUI
import DarkscreenPlatform
import DarkscreenTools

@Suite struct ScreenRenderTests {
    @Test(
        "the first frame: status line (app, theme, appearance, time), the list (title, one theme a row, the committed one marked and highlighted), separator, blank companion in the theme's background"
    )
    func firstFrame() throws {
        expectGolden(try controller(size: Size(width: 40, height: 10)), "first-frame-40x10")
    }

    @Test(
        "every companion cell is the theme background and blank, for each kind of theme",
        arguments: ["Test Dark", "Test Light", "Test Dynamic", "Test Wide 夜の東京 🌃"])
    func companionIsBackground(theme: String) throws {
        let app = try controller(theme: theme, size: Size(width: 40, height: 10))
        let index = app.catalog.index(named: theme)!
        expectGolden(app, "theme-\(index)-40x10")
    }

    @Test("Down applies the next theme to every view at once: status line, list, separator, companion")
    func downSwitchesEverything() throws {
        let app = try controller(size: Size(width: 40, height: 10))
        app.press(.down)
        #expect(app.currentTheme.name == "Test Light")
        expectGolden(app, "down-40x10")
    }

    @Test("Enter commits, Esc reverts to the committed theme; keys clamp at the ends")
    func commitAndRevert() throws {
        let app = try controller()
        app.press(.down, .down)
        #expect(app.handle(.input(.key(.enter))) == [.commit(themeName: "Test Dynamic")])
        app.press(.down, .escape)
        #expect(app.currentTheme.name == "Test Dynamic")
        app.press(.end, .down, .down)
        #expect(app.currentTheme.name == "Test Wide 夜の東京 🌃")
        app.press(.home, .up)
        #expect(app.currentTheme.name == "Test Dark")
        app.press(.pageDown)
        #expect(app.currentTheme.name == "Test Wide 夜の東京 🌃")
        #expect(app.handle(.input(.key(.character("q")))) == [.quit])
    }

    @Test("a post equal to the current theme redraws nothing")
    func noOpRedrawsNothing() throws {
        let app = try controller()
        app.highlight(0)
        #expect(app.render() == false)
    }

    @Test(
        "any size draws what fits: the list from 8×3, below it the theme's colour under the status line",
        arguments: [(40, 10), (39, 10), (40, 9), (20, 5), (8, 3), (7, 3), (8, 2), (5, 3), (1, 1), (1, 20)])
    func sizes(width: Int, height: Int) throws {
        let app = try controller(size: Size(width: width, height: height))
        let text = app.frame.lines.joined(separator: "\n")
        #expect(!text.contains("too small"))
        let fits = width >= 8 && height >= 3
        #expect(text.contains("Them") == fits)
        // The theme's name is the last thing cut: in a narrow line it comes first.
        #expect(
            width < 5
                ? app.frame.text(row: 0).allSatisfy { $0 == " " }
                : (app.frame.text(row: 0).hasPrefix(" Tes") || app.frame.text(row: 0).hasPrefix(" darkscreen  Test Dark")))
        if !fits {
            let background = app.currentTheme.colors.resolved(for: .dark).background
            for row in 1..<height {
                for column in 0..<width { #expect(app.frame[column, row].style.background == background) }
            }
        }
    }

    @Test("long and wide theme names are cut with … and keep the separator aligned on every row")
    func wideNames() throws {
        var catalog = TestCatalog.catalog()
        catalog = ThemeCatalog(
            themes: [
                Theme(
                    name: "夜の東京 Night Tokyo 🌃 with a very long name", statusLine: .default,
                    colors: catalog.themes[0].colors)
            ] + catalog.themes)
        let app = try controller(theme: catalog.themes[0].name, size: Size(width: 60, height: 12), catalog: catalog)
        expectGolden(app, "wide-names-60x12")
    }
}

extension Substring {
    func trimmingCharacters() -> String {
        String(drop(while: { $0 == " " }).reversed().drop(while: { $0 == " " }).reversed())
    }
}
