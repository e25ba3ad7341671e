import Testing
import DarkscreenCore
import DarkscreenState
import TerminalAppearance
import DarkscreenTestSupport
@testable import DarkscreenUI

@Suite struct SurroundingsTests {
    @Test("the first frame hands out the shown theme; a highlight move changes only the shown surroundings")
    func highlightMoves() throws {
        let app = try controller()
        let first = app.surroundingsEffects()
        #expect(first == [.surroundingsChanged(app.shownSurroundings)])
        #expect(app.surroundingsEffects().isEmpty)
        app.press(.down)
        let moved = app.surroundingsEffects()
        #expect(moved.count == 1)
        guard case .surroundingsChanged(let shown)? = moved.first else { Issue.record("no surroundings effect"); return }
        #expect(shown.themeName == app.state.shownTheme.name)
        #expect(shown.terminal[.background] == app.state.shownTheme.colors[.background].resolved(for: .dark))
        #expect(shown.terminal[.foreground] == app.state.shownTheme.colors[.primary].resolved(for: .dark))
    }

    @Test("Enter hands out the committed surroundings for hooks; Esc back to the committed theme does not")
    func commit() throws {
        let app = try controller()
        _ = app.surroundingsEffects()
        app.press(.down, .enter)
        let effects = app.surroundingsEffects()
        #expect(effects.contains { if case .committedSurroundingsChanged(let s) = $0 { s.themeName == app.state.shownTheme.name } else { false } })
        app.press(.down, .escape)
        #expect(!app.surroundingsEffects().contains { if case .committedSurroundingsChanged = $0 { true } else { false } })
    }

    @Test("tmux's status text is the status line's own resolved colour, the help overlay's style included")
    func statusStyleFollowsTheOverlay() throws {
        let app = try controller()
        #expect(app.shownSurroundings.statusText == app.screen.statusLine.resolvedStyle.textColor)
        app.press(.character("?"))
        #expect(app.shownSurroundings.statusStyle == app.screen.statusLine.resolvedStyle)
        let styles = app.shownSurroundings.tmuxStyles
        #expect(styles[.statusStyle] == .some("bg=\(app.shownSurroundings.colors.statusBackground.hex),fg=\(app.screen.statusLine.resolvedStyle.textColor.hex)"))
    }

    @Test("hooks see every role as #RRGGBB, and a palette only when the theme has one")
    func hookEnvironment() throws {
        var theme = TestCatalog.catalog().themes[0]
        theme.palette = nil
        var withPalette = theme
        withPalette.palette = (0..<16).map { DynamicColor(RGB(UInt32($0) * 0x010101)) }
        let plain = Dictionary(uniqueKeysWithValues: Surroundings(committed: theme, appearance: .light).hookEnvironment)
        #expect(plain["DARKSCREEN_APPEARANCE"] == "light")
        #expect(plain["DARKSCREEN_COLOR_STATUS_BACKGROUND"] == theme.colors[.statusBackground].resolved(for: .light).hex)
        #expect(plain["DARKSCREEN_PALETTE_0"] == nil)
        let full = Dictionary(uniqueKeysWithValues: Surroundings(committed: withPalette, appearance: .dark).hookEnvironment)
        #expect(full["DARKSCREEN_PALETTE_15"] == "#0F0F0F")
        #expect(Surroundings(committed: withPalette, appearance: .dark).terminal[.palette(3)] == RGB(0x030303))
    }
}

@Suite struct AppliedColorsFeedbackTests {
    @Test("with --apply terminal, the terminal's reports and late colour replies never change the appearance, and nothing is asked again")
    func noFeedback() throws {
        let app = try controller(theme: "Test Dynamic", appearance: .dark)
        var inputs = AppearanceResolver()
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
        #expect(app.shownSurroundings.appearance == .dark)
    }
}
