import Testing
import DarkscreenCore
@testable import DarkscreenState
import DarkscreenPlatform
import DarkscreenTools

/// The `/` filter's fuzzy matching as a user types: letters in order match, a substring and word
/// starts come first (as fzf ranks them), Backspace gives the wider list back.
@Suite struct FuzzyFilterTests {
    static func catalog(_ names: [String]) -> ThemeCatalog {
        let themes = names.map { ##"{"name": "\##($0)", "colors": {"background": "#000000", "primary": "#FFFFFF", "secondary": "#FF9500"}}"## }
        return ThemeCatalog(themes: try! ThemeDecoder.decode(Array(#"{"themes": [\#(themes.joined(separator: ","))]}"#.utf8), file: "t.json"))
    }

    func names(_ typed: String, in names: [String]) -> [String] {
        let catalog = Self.catalog(names)
        var filter = ThemeFilter(catalog: catalog, highlightBefore: 0)
        for character in typed { filter.append(character, catalog: catalog) }
        return filter.matches.map { catalog.themes[$0].name }
    }

    @Test("letters in order match even when apart; letters out of order do not")
    func subsequence() {
        #expect(names("gbd", in: ["Gruvbox Dark", "Nord", "Dark Gruvbox"]) == ["Gruvbox Dark"])
        #expect(names("zz", in: ["Gruvbox Dark", "Nord"]).isEmpty)
    }

    @Test("a substring ranks above the same letters scattered, whatever the catalog order")
    func consecutiveFirst() {
        #expect(names("sol", in: ["Some Old Lamp", "Solarized Dark"]) == ["Solarized Dark", "Some Old Lamp"])
        #expect(names("dark", in: ["Dreamy Autumn Rark", "One Dark"]) == ["One Dark", "Dreamy Autumn Rark"])
    }

    @Test("word starts rank above letters inside words")
    func wordStarts() {
        #expect(names("od", in: ["Cold Dusk", "One Dark"]) == ["One Dark", "Cold Dusk"])
        #expect(names("gd", in: ["Gold", "GruvboxDark"]) == ["GruvboxDark", "Gold"], "a camelCase hump is a word start")
    }

    @Test("equal scores keep catalog order; an empty filter shows every theme in order; Backspace widens again")
    func ordering() {
        #expect(names("ark", in: ["B Dark", "A Dark"]) == ["B Dark", "A Dark"])
        let catalog = Self.catalog(["Solarized Dark", "Nord", "Some Old Lamp"])
        var filter = ThemeFilter(catalog: catalog, highlightBefore: 0)
        for character in "sol" { filter.append(character, catalog: catalog) }
        #expect(filter.matches == [0, 2])
        for _ in 0..<3 { filter.deleteLast() }
        #expect(filter.matches == [0, 1, 2])
        #expect(filter.position(of: 2) == 2)
    }

    @Test("fzf's scores: a word-start substring beats a mid-word one; no match is nil")
    func scores() {
        let start = FuzzyMatch.score(Array("one dark".utf8), Array("dark".utf8))
        let middle = FuzzyMatch.score(Array("onedarkx".utf8), Array("dark".utf8))
        #expect(start != nil && middle != nil && start! > middle!)
        #expect(FuzzyMatch.score(Array("nord".utf8), Array("dn".utf8)) == nil)
        #expect(FuzzyMatch.score(Array("ab".utf8), Array("abc".utf8)) == nil)
    }
}
