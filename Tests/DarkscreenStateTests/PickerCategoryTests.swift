import Testing
import DarkscreenCore
import DarkscreenTestSupport
import TerminalAppearance
@testable import DarkscreenState
import DarkscreenPlatform
import DarkscreenTools

/// The picker's categories, favourites, recent themes, `r` and high contrast, as a user goes
/// through them with keys (the update table has one row per event; these follow a few in a row).
@Suite struct PickerCategoryTests {
    /// The test catalog as if shipped, with two themes of the user's own (one replaces a shipped one).
    static func catalogWithUserThemes() -> ThemeCatalog {
        let user = """
            { "themes": [
              { "name": "Test Light", "colors": { "background": "#FFFFF0", "primary": "#101010", "secondary": "#2040A0" } },
              { "name": "Mine", "colors": { "background": "#202020", "primary": "#F0F0F0", "secondary": "#80C0FF" } }
            ] }
            """
        return ThemeCatalog(themes: TestCatalog.catalog().themes, shippedFile: "test-themes.json")
            .merging(try! ThemeDecoder.decode(Array(user.utf8), file: "/home/u/.config/darkscreen/themes.json"))
    }

    static func state(_ catalog: ThemeCatalog = TestCatalog.catalog()) -> AppState {
        AppState(catalog: catalog, themeIndex: 0, traits: TraitCollection(appearance: .dark), size: Size(width: 80, height: 24))
    }

    @discardableResult
    static func press(_ keys: [Key], in state: inout AppState, at time: Int = 0) -> [AppEffect] {
        keys.flatMap { AppUpdate.update(&state, .input(.key($0), time: time)) }
    }

    static func names(_ state: AppState) -> [String] { state.rows.map { state.catalog.themes[$0].name } }

    @Test func eachCategoryHasItsThemesInOrderAndTheArrowsWrap() {
        var state = Self.state(Self.catalogWithUserThemes())
        state.favourites = ["mine", "Test Dark"]
        state.recent = ["Test Wide 夜の東京 🌃", "Gone", "Test Light"]
        var seen: [ThemeCategory: [String]] = [:]
        for _ in ThemeCategory.allCases {
            seen[state.category] = Self.names(state)
            Self.press([.right], in: &state)
        }
        #expect(state.category == .all, "→ wraps round to All")
        #expect(seen[.all] == ["Test Dark", "Test Light", "Test Dynamic", "Test Wide 夜の東京 🌃", "Mine"])
        #expect(seen[.dark] == ["Test Dark", "Test Dynamic", "Test Wide 夜の東京 🌃", "Mine"])
        #expect(seen[.light] == ["Test Light", "Test Dynamic"])
        #expect(seen[.pairs] == ["Test Dynamic"])
        #expect(seen[.yours] == ["Test Light", "Mine"], "read from the user's file, a replaced shipped theme too")
        #expect(seen[.recent] == ["Test Wide 夜の東京 🌃", "Test Light"], "most recent first; a name not in the catalog is left out")
        #expect(seen[.favourites] == ["Test Dark", "Mine"], "in the list's order")
        Self.press([.left], in: &state)
        #expect(state.category == .favourites, "← from All wraps to the last")
    }

    @Test func theFilterSearchesWithinTheCategoryAndFollowsItsChange() {
        var state = Self.state()
        Self.press([.right, .right], in: &state)  // Light: Test Light, Test Dynamic
        Self.press([.character("/"), .character("t")], in: &state)
        #expect(Self.names(state) == ["Test Light", "Test Dynamic"])
        Self.press([.character("d")], in: &state)
        #expect(Self.names(state) == ["Test Dynamic"], "Test Dark matches \"td\" but is not a light theme")
        Self.press([.left], in: &state)  // Dark, the filter still open
        #expect(state.overlays.filter?.text == "td")
        #expect(Set(Self.names(state)) == ["Test Dark", "Test Dynamic", "Test Wide 夜の東京 🌃"], "\"td\" among the dark themes")
        Self.press([.escape], in: &state)
        #expect(state.overlays.filter == nil && state.category == .dark, "Esc clears the filter first")
        #expect(state.highlighted == 0, "Test Light, highlighted before /, is not dark: the category's first, Test Dark")
        Self.press([.escape], in: &state)
        #expect(state.category == .all && state.categoryRows == nil, "then goes back to All")
        #expect(state.highlighted == 0, "keeping the highlight")
    }

    @Test func aCommitIsFirstInRecentOnceAndTwentyAreKept() {
        var state = Self.state(TestCatalog.numbered(30))
        for index in 0..<25 {
            Self.press([.down], in: &state)
            Self.press([.enter], in: &state)
            #expect(state.recent.first == "Theme \(index + 1)")
        }
        #expect(state.recent.count == 20)
        #expect(state.recent == (6...25).reversed().map { "Theme \($0)" })
        Self.press([.home, .down, .down, .down, .down, .down, .down, .down, .down, .down, .down, .enter], in: &state)  // Theme 10 again
        #expect(state.recent.first == "Theme 10" && state.recent.count == 20)
        #expect(state.recent.filter { $0 == "Theme 10" }.count == 1, "de-duplicated")
        for _ in 0..<5 { Self.press([.right], in: &state) }  // Recent
        #expect(state.category == .recent)
        #expect(Self.names(state) == state.recent)
        #expect(state.highlighted == 10, "the committed theme, first in Recent, stays highlighted")
    }

    @Test func recentAndFavouritesCompareNamesAsTheCatalogDoes() {
        #expect(ThemeMemory.remembering("nord", in: ["Dracula", "Nord"]) == ["nord", "Dracula"])
        #expect(ThemeMemory.marking("Nord", marked: false, in: ["nord", "Dracula"]) == ["Dracula"])
        #expect(ThemeMemory.marking("Nord", marked: true, in: ["Dracula"]) == ["Dracula", "Nord"])
    }

    @Test func randomShowsEveryThemeOfTheCategoryOnceARound() {
        var state = Self.state(TestCatalog.numbered(12))
        state.favourites = (0..<12).filter { $0 % 2 == 0 }.map { "Theme \($0)" }
        Self.press([.left], in: &state)
        #expect(state.category == .favourites && state.rowCount == 6)
        let start = state.highlighted
        var shown: [Int] = []
        for time in 1...6 {
            Self.press([.character("r")], in: &state, at: time * 977)
            shown.append(state.highlighted)
        }
        #expect(Set(shown).count == 6, "6 presses in a category of 6: 6 different themes, \(shown)")
        #expect(shown.first != start, "r always moves")
        #expect(shown.allSatisfy { $0 % 2 == 0 }, "only favourites")
        var next: [Int] = []
        for time in 7...12 {
            Self.press([.character("r")], in: &state, at: time * 977)
            next.append(state.highlighted)
        }
        #expect(Set(next).count == 6, "a new round shows them all again")
        #expect(next.first != shown.last, "and does not start with the theme shown last")
    }

    @Test func randomRoundsDifferWithThePressesTimes() {
        var orders: Set<[Int]> = []
        for seed in 1...5 {
            var state = Self.state(TestCatalog.numbered(40))
            var order: [Int] = []
            for press in 1...10 {
                Self.press([.character("r")], in: &state, at: seed * 100_003 + press * 31)
                order.append(state.highlighted)
            }
            orders.insert(order)
        }
        #expect(orders.count > 1, "not the same sequence every run")
    }

    @Test func highContrastShowsAndCommitsTheContrastSafeVariant() {
        // Grey text on a dark grey background: about 2:1.
        let murky = """
            { "themes": [ { "name": "Murky", "colors": { "background": "#303030", "primary": "#707070", "secondary": "#505050" } } ] }
            """
        var state = Self.state(ThemeCatalog(themes: try! ThemeDecoder.decode(Array(murky.utf8), file: "murky.json")))
        #expect(!ContrastFloor.standard.isMet(text: state.shownColors.primary, on: state.shownColors.background))
        _ = AppUpdate.update(&state, .desktopPreferences(DesktopPreferences(highContrast: true)))
        #expect(state.shownTheme.name == "Murky")
        #expect(ContrastFloor.standard.isMet(text: state.shownColors.primary, on: state.shownColors.background))
        #expect(ContrastFloor.standard.isMet(text: state.shownColors.secondary, on: state.shownColors.background))
        #expect(state.shownColors.background == RGB(hex: "#303030")!, "the background is the theme's own")
        #expect(state.committedAppliedTheme == AppliedTheme(committed: state.contrastSafe!.committed, appearance: .dark))
        _ = AppUpdate.update(&state, .settingsChanged(SettingsChange(minimumContrast: .wcag(7))))
        #expect(ContrastFloor.wcag(7).isMet(text: state.shownColors.primary, on: state.shownColors.background), "the floor is minimumContrast")
        _ = AppUpdate.update(&state, .desktopPreferences(DesktopPreferences(highContrast: false)))
        #expect(state.contrastSafe == nil)
        #expect(state.shownColors.primary == RGB(hex: "#707070")!, "the theme as it is again")
    }
}
