import Testing
import DarkscreenCore
@testable import DarkscreenUI

@Suite struct ScreenRenderTests {
    @Test("the status line shows the app, the theme, the appearance and the time")
    func statusLine() throws {
        let app = try controller(theme: "Dark")
        let row = app.frame.text(row: 0)
        #expect(row.hasPrefix(" darkscreen  Dark"))
        #expect(row.hasSuffix("dark  12:34 "))
        #expect(row.count == 120)
    }

    @Test("list rows: title, one theme a row, committed marked, highlight on selection")
    func listRows() throws {
        let app = try controller(theme: "Dark")
        #expect(app.frame.text(row: 1).hasPrefix(" Themes"))
        let names = (2..<8).map { app.frame.text(row: $0).prefix(39).trimmingCharacters() }
        #expect(names == ["Automatic", "✓ Dark", "Light", "80s", "90s", "Outrun"])
        let highlighted = app.frame[5, 3]
        #expect(highlighted.style.background == RGB(0xFF9500), "Dark's selection defaults to its secondary")
        #expect(app.frame[5, 2].style.foreground == RGB(0xFFCC00), "other rows in primary")
        #expect(app.frame[1, 1].style.foreground == RGB(0xFF9500), "title in secondary")
    }

    @Test("every companion cell is the theme background and blank", arguments: ["Dark", "Light", "80s", "90s", "Outrun", "Automatic"])
    func companionIsBackground(theme: String) throws {
        let app = try controller(theme: theme)
        let background = app.currentTheme.colors[.background].resolved(for: .dark)
        #expect(app.companionCells.allSatisfy { $0.style.background == background && $0.character == " " })
        #expect(app.companionCells.count == (120 - 40 - 1) * 39)
    }

    @Test("Down applies the next theme to every view at once")
    func downSwitchesEverything() throws {
        let app = try controller(theme: "Dark")
        app.press(.down)
        #expect(app.currentTheme.name == "Light")
        #expect(app.frame.text(row: 0).contains("Light"))
        #expect(app.companionCells.allSatisfy { $0.style.background == RGB(0xFFFFFF) })
        #expect(app.frame[1, 0].style.background == RGB(0xE5E5EA))
        #expect(app.frame[40, 5].style.foreground == RGB(0xC6C6C8), "separator in Light's separator colour")
        #expect(app.frame[1, 1].style.foreground == RGB(0x007AFF), "title bar re-themed")
    }

    @Test("Enter commits, Esc reverts to the committed theme; keys clamp at the ends")
    func commitAndRevert() throws {
        let app = try controller(theme: "Dark")
        app.press(.down, .down)
        #expect(app.handle(.input(.key(.enter))) == [.commit(themeName: "80s")])
        app.press(.down, .escape)
        #expect(app.currentTheme.name == "80s")
        app.press(.end, .down, .down)
        #expect(app.currentTheme.name == "Outrun")
        app.press(.home, .up)
        #expect(app.currentTheme.name == "Automatic")
        app.press(.pageDown)
        #expect(app.currentTheme.name == "Outrun")
        #expect(app.handle(.input(.key(.character("q")))) == [.quit])
    }

    @Test("a post equal to the current theme redraws nothing")
    func noOpRedrawsNothing() throws {
        let app = try controller(theme: "Dark")
        app.highlight(1)
        #expect(app.render() == false)
    }

    @Test("works at the minimum size and says so below it", arguments: [(40, 10), (39, 10), (40, 9), (1, 1), (10, 3)])
    func sizes(width: Int, height: Int) throws {
        let app = try controller(size: Size(width: width, height: height))
        let text = app.frame.lines.joined(separator: "\n")
        if width >= 40 && height >= 10 {
            #expect(text.contains("Themes"))
        } else {
            #expect(app.screen.isTooSmall)
            if width >= 18 { #expect(text.contains("terminal too small")) }
        }
    }

    @Test("long and wide theme names keep the columns aligned")
    func wideNames() throws {
        let long = Theme(name: "夜の東京 Night Tokyo 🌃 with a very long name", statusLine: .default, colors: try shippedCatalog().themes[1].colors)
        let app = AppController(catalog: ThemeCatalog(themes: [long]), themeIndex: 0, traits: TraitCollection(appearance: .dark),
                                size: Size(width: 60, height: 12))
        app.render()
        let separatorColumn = app.screen.split.separator.frame.minColumn
        for row in 1..<12 { #expect(app.frame[separatorColumn, row].character == "│") }
        #expect(app.frame.text(row: 2).contains("…"))
    }
}

extension Substring {
    func trimmingCharacters() -> String {
        String(drop(while: { $0 == " " }).reversed().drop(while: { $0 == " " }).reversed())
    }
}
