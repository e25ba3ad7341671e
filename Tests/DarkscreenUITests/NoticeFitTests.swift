import Testing
import DarkscreenCore
import DarkscreenState
import DarkscreenTestSupport
@testable import DarkscreenUI
import DarkscreenPlatform
import DarkscreenTools

/// Messages fit the room they have: shortened at word boundaries with an ellipsis, and the part
/// that says what to do kept whole.
@Suite struct NoticeFitTests {
    static let notices: [Notice] = [
        Notice("a killed darkscreen left tmux styles", action: "run 'darkscreen restore'"),
        Notice("settings.json is not valid JSON at 1:20 (unexpected character '}'); using defaults"),
        Notice(
            "themes.json:12:5: theme 'Sunset', colors.background: expected a colour like #RRGGBB, found 'orange'",
            action: "fix the file; the other themes are shown"),
        Notice("tmux did not answer within 2 s", action: "check that the tmux server is running"),
        Notice("", action: "run 'darkscreen restore'")
    ]

    /// The words a shortened text is made of, without the ellipsis and the punctuation dropped before it.
    func expectWholeWords(_ shown: String, from original: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let words = Set(original.split(separator: " ").map(String.init))
        for word in shown.replacingOccurrences("…", with: " ").split(separator: " ").map(String.init) where word != ":" {
            let whole = words.contains(word) || words.contains { $0.hasPrefix(word) && ":;,·—-".contains($0.last!) && $0.dropLast() == word }
            #expect(whole, "\"\(word)\" is not a whole word of \"\(original)\" (shown: \"\(shown)\")", sourceLocation: sourceLocation)
        }
    }

    @Test("shortened at every width from 20 to 120: never wider, never mid-word, the action whole whenever it fits")
    func widths() {
        for notice in Self.notices {
            for width in 20...120 {
                let shown = notice.fitted(width: width)
                #expect(DisplayWidth.of(shown) <= width, "\(width): \(shown)")
                expectWholeWords(shown, from: notice.line)
                if let action = notice.action, DisplayWidth.of(action) <= width {
                    #expect(shown.hasSuffix(action), "\(width): the action is cut: \(shown)")
                }
                if DisplayWidth.of(notice.line) <= width {
                    #expect(shown == notice.line)
                } else if !notice.text.isEmpty, shown != notice.action {
                    #expect(shown.contains("…"), "\(width): shortened without saying so: \(shown)")
                }
            }
        }
    }

    @Test("the shortening keeps whole words and drops punctuation left dangling before the ellipsis")
    func shortened() {
        #expect(WordWrap.shortened("a killed darkscreen left tmux styles", width: 22) == "a killed darkscreen…")
        #expect(WordWrap.shortened("settings.json is not valid: using defaults", width: 29) == "settings.json is not valid…")
        #expect(WordWrap.shortened("unbreakable-first-word and more", width: 10) == "…")
        #expect(WordWrap.shortened("fits", width: 4) == "fits")
        #expect(WordWrap.shortened("anything", width: 0) == "")
        let notice = Notice("a killed darkscreen left tmux styles", action: "run 'darkscreen restore'")
        #expect(notice.fitted(width: 50) == "a killed darkscreen…: run 'darkscreen restore'")
        #expect(notice.fitted(width: 27) == "run 'darkscreen restore'", "no word of the text fits beside the action")
        #expect(notice.fitted(width: 15) == "run…", "the action alone is shortened the same way when even it does not fit")
    }

    @Test("word wrap with a first line that follows a label")
    func firstLineWidth() {
        let lines = WordWrap.lines("not asked: the terminal is not a tty (stdin is a pipe)", width: 30, firstLineWidth: 12)
        #expect(lines == ["not asked:", "the terminal is not a tty", "(stdin is a pipe)"])
        #expect(WordWrap.lines("unbreakable", width: 20, firstLineWidth: 5) == ["", "unbreakable"])
    }

    /// The status line of an app at `width` columns with the "killed darkscreen" notice.
    func statusLine(width: Int, notice: Notice) -> String {
        let app = AppController(
            catalog: TestCatalog.catalog(), themeIndex: 0, traits: TraitCollection(appearance: .dark),
            size: Size(width: width, height: 10), time: "12:34")
        app.handle(.notice(.apply, notice))
        app.render()
        return app.frame.text(row: 0)
    }

    @Test("a long notice in the status line keeps its action at 79 and 40 columns", arguments: [79, 60, 40])
    func statusLineKeepsTheAction(width: Int) {
        let notice = Notice("a killed darkscreen left tmux styles behind in two sessions", action: "run 'darkscreen restore'")
        let line = statusLine(width: width, notice: notice)
        #expect(line.contains("run 'darkscreen restore'"), "\(width): \(line)")
        #expect(DisplayWidth.of(line) <= width)
        expectWholeWords(line.replacingOccurrences("run 'darkscreen restore'", with: " "), from: "darkscreen Test Dark " + notice.text + " dark 12:34")
    }

    @Test("the golden status line of a long notice", arguments: [Size(width: 79, height: 24), Size(width: 40, height: 10)])
    func golden(size: Size) {
        let app = AppController(catalog: TestCatalog.catalog(), themeIndex: 0, traits: TraitCollection(appearance: .dark), size: size, time: "12:34")
        app.handle(.notice(.apply, Notice("a killed darkscreen left tmux styles behind in two sessions", action: "run 'darkscreen restore'")))
        expectGolden(app, "notice-action-\(size.width)x\(size.height)")
    }

    @Test("several notices: their texts joined, most urgent first; the actions kept after them")
    func combined() {
        var notices = StatusNotices()
        notices.apply = Notice("a killed darkscreen left tmux styles", action: "run 'darkscreen restore'")
        notices.settings = "settings.json is not valid JSON"
        #expect(notices.combined == Notice("settings.json is not valid JSON · a killed darkscreen left tmux styles", action: "run 'darkscreen restore'"))
        #expect(StatusNotices().combined == nil)
    }
}

extension String {
    /// Every occurrence of `target` replaced (FoundationEssentials has no `replacingOccurrences`).
    func replacingOccurrences(_ target: String, with replacement: String) -> String {
        split(separator: target, omittingEmptySubsequences: false).joined(separator: replacement)
    }
}
