import Testing
import DarkscreenCore
import DarkscreenState
import DarkscreenTestSupport
@testable import DarkscreenUI
import DarkscreenPlatform
import DarkscreenTools

@Suite struct OverlayTests {
    @Test("? shows every key; the status line follows the overlay's style and comes back exactly")
    func help() throws {
        let app = try controller(size: Size(width: 80, height: 24))
        let before = app.frame
        app.press(.character("?"))
        let text = app.frame.lines.joined(separator: "\n")
        for entry in KeyMap.bindings { #expect(text.contains(entry.does.prefix(20))) }
        // The status line sits on the panel's colour (primary) and asks for dark content on it.
        expectGolden(app, "help-80x24")
        #expect(app.statusStyles.count == 1)
        app.press(.down, .character("q"), .character("j"))
        #expect(app.currentTheme.name == "Test Dark", "keys behind the help do nothing")
        app.press(.escape)
        #expect(app.frame == before, "exactly the frame from before, colours included")
        #expect(app.statusStyles.count == 0)
        #expect(!app.frame.lines.joined().contains("close this help"))
    }

    @Test("the help overlay re-themes live when the theme changes under it, and the status line is never stale")
    func helpFollowsTheme() throws {
        let app = try controller(size: Size(width: 40, height: 10))
        app.press(.character("?"))
        app.applyExternalCommit(app.catalog.index(named: "Test Light")!)  // another darkscreen committed Test Light
        // The panel in Test Light's primary (dark), the status line on it in light content.
        expectGolden(app, "help-rethemed-40x10")
        app.press(.character("?"))
        // Test Light's own status line again: its status background, dark content.
        expectGolden(app, "help-closed-rethemed-40x10")
    }

    @Test("/ filters live, case-insensitively; Up/Down move within matches; Esc restores the list and highlight")
    func filter() throws {
        let app = try controller()
        app.press(.down)  // Test Light highlighted
        app.press(.character("/"), .character("W"), .character("i"), .character("d"))
        #expect(app.listNames == ["Test Wide 夜の東京 🌃"])
        #expect(app.currentTheme.name == "Test Wide 夜の東京 🌃", "the match is applied live")
        app.press(.backspace, .backspace, .backspace)
        #expect(app.listNames == app.catalog.names, "an empty filter shows every theme")
        app.press(.character("A"))
        #expect(app.listNames == ["Test Dark", "Test Dynamic"])
        app.press(.down)
        #expect(app.currentTheme.name == "Test Dynamic")
        app.press(.escape)
        #expect(app.filter == nil && app.listNames == app.catalog.names)
        #expect(app.currentTheme.name == "Test Light" && app.highlighted == 1, "highlight back where it was")
    }

    @Test("Enter in the filter commits the highlighted match; typed control characters are shown escaped")
    func filterCommit() throws {
        let app = try controller()
        app.press(.character("/"), .character("y"))
        #expect(app.handle(.input(.key(.enter))) == [.commit(themeName: "Test Dynamic")])
        app.render()
        #expect(app.filter == nil && app.committed == app.catalog.index(named: "Test Dynamic"))
        app.press(.character("/"), .character("\u{9B}"))
        #expect(app.frame.lines.joined().contains("/\\x9B"))
        #expect(app.frame.lines.joined().contains("no match"))
    }

    @Test(
        "/ with the list hidden shows the list and the prompt while it filters; Esc or Enter hides it again",
        arguments: ["tab", "started hidden"])
    func filterShowsHiddenList(how: String) throws {
        let app: AppController
        if how == "tab" {
            app = try controller(size: Size(width: 80, height: 20))
            app.press(.tab)
        } else {
            app = AppController(
                catalog: TestCatalog.catalog(), themeIndex: 0, traits: TraitCollection(appearance: .dark),
                size: Size(width: 80, height: 20), time: "12:34", listShown: false)
        }
        app.render()
        let hidden = app.frame.lines.joined(separator: "\n")
        #expect(!hidden.contains("Themes") && !hidden.contains("Test Light"), "the list is hidden to begin with")
        for close in [Key.escape, .enter] {
            app.press(.character("/"), .character("l"), .character("i"))
            let shown = app.frame.lines.joined(separator: "\n")
            #expect(shown.contains("Themes") && shown.contains("Test Light"), "the list shows what the filter keeps")
            #expect(app.frame.lines.contains { $0.contains("/li") }, "the prompt shows what was typed")
            app.press(close)
            let after = app.frame.lines.joined(separator: "\n")
            #expect(!after.contains("Themes") && !after.contains("/li"), "hidden again after \(close)")
        }
    }
}
