import Testing
import DarkscreenCore
import DarkscreenState
import DarkscreenTestSupport
@testable import DarkscreenUI
import DarkscreenPlatform
import DarkscreenTools

/// A clock the test moves by hand.
extension AppController {
    /// A press and release at `time` (ms, as the run loop stamps input).
    func click(column: Int, row: Int, at time: Int = 0) -> [AppEffect] {
        let effects = handle(.input(.mouse(MouseEvent(action: .press, button: 0, column: column, row: row)), time: time))
        _ = handle(.input(.mouse(MouseEvent(action: .release, button: 0, column: column, row: row)), time: time))
        render()
        return effects
    }
}

func manyThemes(_ count: Int) throws -> ThemeCatalog {
    TestCatalog.numbered(count)
}

@Suite struct InteractionTests {
    @Test("a click on a theme row highlights and applies it; elsewhere nothing happens")
    func click() throws {
        let app = try controller(size: Size(width: 80, height: 24))
        #expect(app.click(column: 5, row: 3) == [])
        #expect(app.currentTheme.name == "Test Light")
        #expect(app.committed == 0, "a single click does not commit")
        _ = app.click(column: 60, row: 5)  // companion pane
        _ = app.click(column: 5, row: 1)  // title bar
        _ = app.click(column: 5, row: 20)  // below the last theme
        #expect(app.currentTheme.name == "Test Light")
    }

    @Test("two presses on one row within 400 ms commit; slower, or on different rows, do not")
    func doubleClick() throws {
        let app = try controller(size: Size(width: 80, height: 24))
        var now = 10_000
        #expect(app.click(column: 5, row: 4, at: now) == [])
        now += 500
        #expect(app.click(column: 5, row: 4, at: now) == [], "too slow")
        now += 100
        #expect(app.click(column: 5, row: 5, at: now) == [], "another row")
        now += 100
        #expect(app.click(column: 5, row: 4, at: now) == [], "another row before")
        now += 399
        #expect(app.click(column: 5, row: 4, at: now) == [.commit(themeName: "Test Dynamic")])
        #expect(app.frame.text(row: 4).hasPrefix(" ✓ Test Dynamic"))
        now += 100
        #expect(app.click(column: 5, row: 4, at: now) == [], "a third press starts over")
    }

    @Test("the wheel scrolls the list, not the highlight; the next key brings the highlight back")
    func wheel() throws {
        let catalog = try manyThemes(100)
        let app = AppController(catalog: catalog, themeIndex: 0, traits: TraitCollection(appearance: .dark), size: Size(width: 80, height: 24))
        _ = app.handle(.input(.mouse(MouseEvent(action: .wheelDown, button: 0, column: 5, row: 8))))
        app.render()
        #expect(app.frame.text(row: 2).hasPrefix("   Theme 3"))
        #expect(app.highlighted == 0 && app.currentTheme.name == "Theme 0")
        for _ in 0..<100 { _ = app.handle(.input(.mouse(MouseEvent(action: .wheelDown, button: 0, column: 5, row: 8)))) }
        app.render()
        #expect(app.frame.text(row: 23).hasPrefix("   Theme 99"), "clamped at the end")
        _ = app.click(column: 5, row: 23)
        #expect(app.currentTheme.name == "Theme 99", "clicks use the scrolled rows")
        _ = app.handle(.input(.mouse(MouseEvent(action: .wheelUp, button: 0, column: 5, row: 8))))
        app.press(.up)
        #expect(app.frame.text(row: 23).hasPrefix("   Theme 98") || app.frame.lines.contains { $0.hasPrefix("   Theme 98") })
    }

    @Test("[ and ] cycle the split through 1/3, 1/2, 2/3; s swaps the sides; each change is reported")
    func layoutKeys() throws {
        let app = try controller(size: Size(width: 90, height: 20))
        let steps: [(Character, SplitRatio, Bool, Int)] = [
            ("]", .half, false, 45), ("]", .twoThirds, false, 60), ("]", .oneThird, false, 30),
            ("[", .twoThirds, false, 60), ("s", .twoThirds, true, 29), ("[", .half, true, 44), ("s", .half, false, 45)
        ]
        for (key, ratio, onRight, separator) in steps {
            #expect(app.handle(.input(.key(.character(key)))) == [.layoutChanged(ratio: ratio, listOnRight: onRight)])
            app.render()
            #expect(app.state.screenLayout.separator.minColumn == separator)
            let companion = app.screen.split.companion.rect(in: app.state)
            #expect(companion.width == 90 - ratio.listWidth(total: 90) - 1, "the companion fills exactly the rest")
            // The whole frame: list, separator on every row, the companion blank in the background.
            expectGolden(app, "layout-\(ratio)-\(onRight ? "right" : "left")-90x20")
        }
    }

    @Test("setLayout restores a saved layout without reporting a change")
    func setLayout() throws {
        let app = try controller(size: Size(width: 90, height: 20))
        app.setLayout(ratio: .twoThirds, listOnRight: true)
        app.render()
        #expect(app.splitRatio == .twoThirds && app.listOnRight)
        #expect(app.frame.text(row: 1).hasSuffix(" Themes" + String(repeating: " ", count: 60 - 7)))
    }

    @Test("with 500 themes the highlight is always on screen", arguments: [Size(width: 80, height: 24), Size(width: 40, height: 10)])
    func longList(size: Size) throws {
        let app = AppController(catalog: try manyThemes(500), themeIndex: 0, traits: TraitCollection(appearance: .dark), size: size)
        let keys: [Key] = [.end, .pageUp, .up, .up, .pageDown, .home, .pageDown, .pageDown, .down, .end, .up]
        for key in keys + Array(repeating: .pageUp, count: 30) + Array(repeating: .down, count: 40) {
            app.press(key)
            let name = "Theme \(app.highlighted)"
            let rows = (2..<size.height).filter { app.frame.text(row: $0).hasPrefix("   \(name) ") || app.frame.text(row: $0).hasPrefix(" ✓ \(name) ") }
            #expect(rows.count == 1, "\(name) visible after \(key)")
        }
        app.press(.end)
        #expect(app.frame.text(row: size.height - 1).hasPrefix("   Theme 499"))
    }
}

@Suite struct ResizeTests {
    @Test("a burst of 100 resizes leaves exactly the frame of a fresh start at the final size")
    func burst() throws {
        let app = try controller()
        _ = app.handle(.input(.key(.character("]"))))
        for step in 0..<100 {
            _ = app.handle(.resize(Size(width: 1 + (step * 37) % 220, height: 1 + (step * 13) % 70)))
            if step % 7 == 0 { app.render() }
        }
        _ = app.handle(.resize(Size(width: 93, height: 31)))
        app.render()
        let fresh = try controller(size: Size(width: 93, height: 31))
        fresh.setLayout(ratio: .half, listOnRight: false)
        fresh.render()
        #expect(app.frame.lines == fresh.frame.lines)
        #expect(app.frame == fresh.frame)
    }

    @Test(
        "status across the width, split keeps its ratio, companion exactly the rest",
        arguments: [Size(width: 60, height: 15), Size(width: 200, height: 60), Size(width: 40, height: 10), Size(width: 41, height: 11)])
    func layout(size: Size) throws {
        let app = try controller()
        _ = app.handle(.resize(size))
        app.render()
        let colors = app.currentTheme.colors.resolved(for: .dark)
        #expect((0..<size.width).allSatisfy { app.frame[$0, 0].style.background == colors.statusBackground })
        let listWidth = size.width / 3
        #expect(app.state.screenLayout.separator.minColumn == listWidth)
        #expect(app.companionCells.count == (size.width - listWidth - 1) * (size.height - 1))
        #expect(app.companionCells.allSatisfy { $0.style.background == colors.background })
    }

    @Test(
        "at any size keys, clicks and commits keep working; back at 80×24 the list is there",
        arguments: [
            Size(width: 1, height: 1), Size(width: 5, height: 3), Size(width: 20, height: 5), Size(width: 1, height: 20),
            Size(width: 39, height: 10)
        ])
    func anySize(size: Size) throws {
        let app = try controller()
        _ = app.handle(.resize(size))
        app.render()
        #expect(!app.frame.lines.joined().contains("too small"))
        app.press(.down)
        #expect(app.state.highlighted == 1)
        #expect(app.handle(.input(.key(.enter))) == [.commit(themeName: app.state.catalog.themes[1].name)])
        app.press(.tab)
        _ = app.handle(.resize(Size(width: 80, height: 24)))
        app.render()
        #expect(app.frame.text(row: 1).hasPrefix(" Themes"))
    }
}

extension String {
    func trimmingCharacters(in set: Character) -> String {
        String(drop { $0 == set }.reversed().drop { $0 == set }.reversed())
    }

    func replacingSpaces() -> String { filter { $0 != " " } }
}
