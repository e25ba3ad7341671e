import Testing
import DarkscreenCore
import DarkscreenState
@testable import DarkscreenUI
import DarkscreenPlatform
import DarkscreenTools

@Suite struct HelpScrollTests {
    func helpRows(_ app: AppController) -> [String] {
        let panel = app.state.screenLayout.helpPanel
        return (panel.minRow..<panel.maxRow).map { app.frame.text(row: $0) }
    }

    @Test("at 40×10 the help panel says it has more, and scrolling with Down/PgDn/End reaches every key")
    func scrollsAtMinimumSize() throws {
        let app = try controller(size: Size(width: 40, height: 10))
        app.press(.character("?"))
        // The keys, then the theme's details (a blank row, its name, where it came from).
        let total = HelpContent.rowCount(for: app.state.shownTheme)
        #expect(total == KeyMap.bindings.count + 3)
        let first = helpRows(app).joined(separator: "\n")
        #expect(first.contains("Up/Down: more  1-6 of \(total)"))
        #expect(first.contains(KeyMap.bindings[0].does.prefix(15)))
        #expect(!first.contains("quit"))
        var seen = Set<String>()
        for _ in 0..<total {
            for binding in KeyMap.bindings where helpRows(app).joined().contains(binding.does.prefix(15)) { seen.insert(binding.does) }
            app.press(.down)
        }
        #expect(seen.count == KeyMap.bindings.count, "every key is reachable")
        let last = helpRows(app).joined(separator: "\n")
        #expect(last.contains("\(total - 5)-\(total) of \(total)") && last.contains("Theme") && last.contains("Dark"), "clamped at the end")
        app.press(.home)
        #expect(helpRows(app).joined().contains("1-6 of \(total)"))
        app.press(.pageDown)
        #expect(helpRows(app).joined().contains("7-12 of \(total)"))
        app.press(.escape)
        #expect(!app.frame.lines.joined().contains("more"))
    }

    @Test("a window tall enough shows every key and no scroll hint")
    func fitsAtFullSize() throws {
        let app = try controller(size: Size(width: 80, height: 24))
        app.press(.character("?"), .down, .down)
        let text = helpRows(app).joined(separator: "\n")
        #expect(KeyMap.bindings.allSatisfy { text.contains($0.does.prefix(20)) })
        #expect(!text.contains("Up/Down: more"))
    }

    @Test("a resize that makes the panel taller brings the scroll back within range")
    func resizeClamps() throws {
        let app = try controller(size: Size(width: 40, height: 10))
        app.press(.character("?"), .end)
        _ = app.handle(.resize(Size(width: 80, height: 24)))
        #expect(app.state.overlays.help?.scroll == 0)
    }
}

@Suite struct KeyMapTests {
    @Test("every key the list answers to is shown in its row of the help, and no key has two actions")
    func keysAreShown() {
        var seen: Set<Key> = []
        for binding in KeyMap.bindings {
            let words = binding.keys.split(separator: " ").map(String.init)
            for key in binding.actions.keys {
                #expect(seen.insert(key).inserted, "\(key) bound twice")
                let name: String =
                    switch key {
                    case .up: "Up"
                    case .down: "Down"
                    case .left: "Left"
                    case .right: "Right"
                    case .home: "Home"
                    case .end: "End"
                    case .pageUp: "PgUp"
                    case .pageDown: "PgDn"
                    case .enter: "Enter"
                    case .escape: "Esc"
                    case .tab: "Tab"
                    case .controlC: "Ctrl-C"
                    case .controlZ: "Ctrl-Z"
                    case .character(let character): String(character)
                    default: "?"
                    }
                #expect(words.contains(name), "\(name) is listed for \(binding.does)")
            }
        }
        #expect(KeyMap.summary.contains("/: filter the list") && KeyMap.summary.contains("?: ") == false && KeyMap.summary.contains("? Esc: close this help"))
    }
}

@Suite struct FilterPasteTests {
    @Test("a paste of 3,000 characters over 10,000 themes narrows like a fresh search, and Backspace undoes it exactly")
    func pasteAndBackspace() throws {
        let catalog = try manyThemes(10_000)
        var state = AppState(catalog: catalog, themeIndex: 0, traits: TraitCollection(appearance: .dark), size: Size(width: 80, height: 24))
        _ = AppUpdate.update(&state, .input(.key(.character("/"))))
        let typed = Array("Theme 12" + String(repeating: "x", count: 2_992))
        var expected: [[Int]] = []
        for character in typed {
            _ = AppUpdate.update(&state, .input(.key(.character(character))))
            expected.append(state.overlays.filter!.matches)
        }
        let substring = catalog.themes.indices.filter { catalog.themes[$0].name.lowercased().contains("theme 12") }
        #expect(substring.count == 111, "Theme 12, 120–129, 1200–1299")
        #expect(Array(expected[7].prefix(111)) == substring, "the substring matches first, in catalog order")
        func inOrder(_ needle: String, _ name: String) -> Bool {
            var rest = Substring(name.lowercased())
            for character in needle {
                guard let found = rest.firstIndex(of: character) else { return false }
                rest = rest[rest.index(after: found)...]
            }
            return true
        }
        #expect(
            Set(expected[7]) == Set(catalog.themes.indices.filter { inOrder("theme 12", catalog.themes[$0].name) }),
            "then every name with those letters in order (Theme 102, Theme 2192, …)")
        #expect(state.overlays.filter?.matches == [])
        for step in stride(from: typed.count - 1, through: 1, by: -1) {
            _ = AppUpdate.update(&state, .input(.key(.backspace)))
            #expect(state.overlays.filter!.matches == expected[step - 1])
        }
        _ = AppUpdate.update(&state, .input(.key(.backspace)))
        #expect(state.overlays.filter?.matches.count == 10_000)
        #expect(state.overlays.filter?.text == "")
    }
}
