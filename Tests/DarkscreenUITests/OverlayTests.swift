import Testing
import DarkscreenCore
@testable import DarkscreenUI

@Suite struct OverlayTests {
    @Test("? shows every key; the status line follows the overlay's style and comes back exactly")
    func help() throws {
        let app = try controller(theme: "Dark")
        let before = (0..<app.frame.width).map { app.frame[$0, 0] }
        app.press(.character("?"))
        let text = app.frame.lines.joined(separator: "\n")
        for entry in KeyMap.bindings { #expect(text.contains(entry.does.prefix(20))) }
        let primary = RGB(0xFFCC00)
        #expect(app.frame[3, 0].style.background == primary, "the status line sits on the panel's colour")
        #expect(app.frame[3, 0].style.foreground == StatusLineStyle.darkText, "and asks for dark content on it")
        #expect(app.statusStyles.count == 1)
        app.press(.down, .character("q"), .character("j"))
        #expect(app.currentTheme.name == "Dark", "keys behind the help do nothing")
        app.press(.escape)
        #expect((0..<app.frame.width).map { app.frame[$0, 0] } == before, "exactly the colours from before")
        #expect(app.statusStyles.count == 0)
        #expect(!app.frame.lines.joined().contains("close this help"))
    }

    @Test("the help overlay re-themes live when the theme changes under it, and the status line is never stale")
    func helpFollowsTheme() throws {
        let app = try controller(theme: "Dark")
        app.press(.character("?"))
        app.applyExternalCommit(app.catalog.index(named: "Light")!)  // another darkscreen committed Light
        app.render()
        let light = app.currentTheme.colors.resolved(for: .dark)
        #expect(app.frame[3, 0].style.background == light.primary)
        #expect(app.frame[3, 0].style.foreground == StatusLineStyle.lightText, "light content on Light's dark primary")
        app.press(.character("?"))
        #expect(app.frame[3, 0].style.background == light.statusBackground)
        #expect(app.frame[3, 0].style.foreground == StatusLineStyle.darkText, "Light's own darkContent again")
    }

    @Test("/ filters live, case-insensitively; Up/Down move within matches; Esc restores the list and highlight")
    func filter() throws {
        let app = try controller(theme: "Dark")
        app.press(.down)  // Light highlighted
        app.press(.character("/"), .character("O"), .character("u"), .character("t"))
        #expect(app.listPane.names == ["Outrun"])
        #expect(app.currentTheme.name == "Outrun", "the match is applied live")
        app.press(.backspace, .backspace, .backspace)
        #expect(app.listPane.names == app.catalog.names, "an empty filter shows every theme")
        app.press(.character("0"))
        #expect(app.listPane.names == ["80s", "90s"])
        app.press(.down)
        #expect(app.currentTheme.name == "90s")
        app.press(.escape)
        #expect(app.filter == nil && app.listPane.names == app.catalog.names)
        #expect(app.currentTheme.name == "Light" && app.highlighted == 2, "highlight back where it was")
    }

    @Test("Enter in the filter commits the highlighted match; typed control characters are shown escaped")
    func filterCommit() throws {
        let app = try controller(theme: "Dark")
        app.press(.character("/"), .character("9"))
        #expect(app.handle(.input(.key(.enter))) == [.commit(themeName: "90s")])
        app.render()
        #expect(app.filter == nil && app.committed == app.catalog.index(named: "90s"))
        app.press(.character("/"), .character("\u{9B}"))
        #expect(app.frame.lines.joined().contains("/\\x9B"))
        #expect(app.frame.lines.joined().contains("no match"))
    }
}
