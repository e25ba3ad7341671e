import Testing
import DarkscreenCore
import DarkscreenState
import TerminalAppearance
import DarkscreenTestSupport
@testable import DarkscreenUI
import DarkscreenPlatform
import DarkscreenTools

@Suite struct ApplyTests {
    @Test("the first frame hands out the shown theme; a highlight move changes only the shown theme applied")
    func highlightMoves() throws {
        let app = try controller()
        let first = app.handle(.frameWritten(took: 0))
        #expect(first == [.applyShown(app.shownAppliedTheme)])
        #expect(app.handle(.frameWritten(took: 0)).isEmpty)
        app.press(.down)
        let moved = app.handle(.frameWritten(took: 0))
        #expect(moved.count == 1)
        guard case .applyShown(let shown)? = moved.first else { Issue.record("no --apply effect"); return }
        #expect(shown.themeName == app.state.shownTheme.name)
        #expect(shown.terminal[.background] == app.state.shownTheme.colors[.background].resolved(for: .dark))
        #expect(shown.terminal[.foreground] == app.state.shownTheme.colors[.primary].resolved(for: .dark))
    }

    @Test("Enter hands out the committed theme for hooks; Esc back to the committed theme does not")
    func commit() throws {
        let app = try controller()
        _ = app.handle(.frameWritten(took: 0))
        app.press(.down, .enter)
        let effects = app.handle(.frameWritten(took: 0))
        #expect(effects.contains { if case .applyCommitted(let s, _) = $0 { s.themeName == app.state.shownTheme.name } else { false } })
        app.press(.down, .escape)
        #expect(!app.handle(.frameWritten(took: 0)).contains { if case .applyCommitted = $0 { true } else { false } })
    }

    @Test("a commit typed before the first frame still reaches hooks and connected tools; a plain start commits nothing")
    func commitTypedAhead() throws {
        let typed = try controller()
        typed.press(.down, .enter)  // handled before the first frame was written
        let first = typed.handle(.frameWritten(took: 0))
        #expect(first.contains { if case .applyCommitted(let s, _) = $0 { s.themeName == typed.state.shownTheme.name } else { false } })
        #expect(first.contains { if case .applyShown = $0 { true } else { false } })
        let plain = try controller()
        plain.press(.down)  // a move, no commit
        #expect(!plain.handle(.frameWritten(took: 0)).contains { if case .applyCommitted = $0 { true } else { false } })
    }

    @Test("tmux's status text is the status line's own resolved colour, the help overlay's style included")
    func statusStyleFollowsTheOverlay() throws {
        let app = try controller()
        #expect(app.shownAppliedTheme.statusText == app.state.statusLine.style.textColor)
        app.press(.character("?"))
        #expect(app.shownAppliedTheme.statusStyle == app.state.statusLine.style)
        let styles = app.shownAppliedTheme.tmuxStyles
        #expect(styles[.statusStyle] == .some("bg=\(app.shownAppliedTheme.colors.statusBackground.hex),fg=\(app.state.statusLine.style.textColor.hex)"))
    }

    @Test("hooks see every role as #RRGGBB, and a palette only when the theme has one")
    func hookEnvironment() throws {
        var theme = TestCatalog.catalog().themes[0]
        theme.palette = nil
        var withPalette = theme
        withPalette.palette = (0..<16).map { DynamicColor(RGB(UInt32($0) * 0x010101)) }
        let plain = Dictionary(uniqueKeysWithValues: AppliedTheme(committed: theme, appearance: .light).hookEnvironment)
        #expect(plain["DARKSCREEN_APPEARANCE"] == "light")
        #expect(plain["DARKSCREEN_COLOR_STATUS_BACKGROUND"] == theme.colors[.statusBackground].resolved(for: .light).hex)
        #expect(plain["DARKSCREEN_PALETTE_0"] == nil)
        let full = Dictionary(uniqueKeysWithValues: AppliedTheme(committed: withPalette, appearance: .dark).hookEnvironment)
        #expect(full["DARKSCREEN_PALETTE_15"] == "#0F0F0F")
        #expect(AppliedTheme(committed: withPalette, appearance: .dark).terminal[.palette(3)] == RGB(0x030303))
    }
}

@Suite struct AppliedColorsFeedbackTests {
    @Test("with --apply terminal, the terminal's reports and late colour replies never change the appearance, and nothing is asked again")
    func noFeedback() throws {
        let app = try controller(theme: "Test Dynamic", appearance: .dark)
        var inputs = AppearanceInputs()
        inputs.terminalReport = .dark
        app.configureAppearance(inputs)
        app.setTerminalQueries(.colorsApplied)
        let before = app.appearanceDecision
        // darkscreen applied a light background; the terminal reports it and answers with it
        #expect(app.handle(.input(.colorSchemeReport(dark: false))) == [])
        #expect(app.handle(.input(.colorReport(.background, TerminalColor(red8: 0xF2, green8: 0xF2, blue8: 0xF7)))) == [])
        #expect(app.handle(.resize(Size(width: 100, height: 30))) == [])
        #expect(app.handle(.input(.focusIn)) == [])
        #expect(app.appearanceDecision == before)
        #expect(app.shownAppliedTheme.appearance == .dark)
    }
}
