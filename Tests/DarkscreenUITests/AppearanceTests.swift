import Testing
import DarkscreenCore
import DarkscreenState
import TerminalAppearance
import DarkscreenTestSupport
@testable import DarkscreenUI
import DarkscreenPlatform
import DarkscreenTools

@Suite struct AppearanceTests {
    func automatic(_ appearance: Appearance) throws -> AppController {
        let app = try controller(theme: "Test Dynamic", appearance: appearance, size: Size(width: 80, height: 24))
        var inputs = AppearanceInputs()
        inputs.terminalReport = appearance
        app.configureAppearance(inputs)
        app.render()
        return app
    }

    /// The whole frame, every themed cell in the colour of its role for `appearance` (a cell still
    /// in the other variant shows as `?`), against `Goldens/appearance-NAME.frame`.
    func expectEverything(
        _ app: AppController, in appearance: Appearance, _ name: String,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        expectGolden(app, "appearance-\(name)", appearance: appearance, sourceLocation: sourceLocation)
    }

    @Test("a 997 report switches every cell to the other variant live, derived colours included")
    func liveSwitch() throws {
        let app = try automatic(.light)
        expectEverything(app, in: .light, "light-terminal")
        _ = app.handle(.input(.colorSchemeReport(dark: true)))
        app.render()
        expectEverything(app, in: .dark, "dark-terminal")
        #expect(app.frame.text(row: 0).contains("dark · terminal"))
        _ = app.handle(.input(.colorSchemeReport(dark: false)))
        app.render()
        expectEverything(app, in: .light, "light-terminal")
    }

    @Test("a cycles the override auto → light → dark → auto and asks to save it")
    func cycle() throws {
        let app = try automatic(.dark)
        #expect(app.handle(.input(.key(.character("a")))) == [.appearanceOverride(.light)])
        app.render()
        expectEverything(app, in: .light, "light-override")
        #expect(app.handle(.input(.key(.character("a")))) == [.appearanceOverride(.dark)])
        app.render()
        expectEverything(app, in: .dark, "dark-override")
        #expect(app.handle(.input(.key(.character("a")))) == [.appearanceOverride(.auto)])
        #expect(app.appearanceDecision.source == .terminalReport)
    }

    @Test("a report with the same appearance leaves every cell as it was")
    func sameAppearanceSameFrame() throws {
        let app = try automatic(.dark)
        let before = app.frame
        _ = app.handle(.input(.colorSchemeReport(dark: true)))
        app.render()
        #expect(app.frame == before)
    }

    @Test("--companion light keeps the companion pane light while the rest goes dark")
    func companionOverride() throws {
        // Two appearances in one frame: a role mask cannot show it, so the colours are checked cell by cell.
        let catalog = TestCatalog.catalog()
        let app = AppController(
            catalog: catalog, themeIndex: catalog.index(named: "Test Dynamic")!, traits: TraitCollection(appearance: .dark),
            size: Size(width: 120, height: 40), time: "12:34", companion: .light)
        var inputs = AppearanceInputs()
        inputs.terminalReport = .dark
        app.configureAppearance(inputs)
        app.render()
        let light = app.currentTheme.colors.resolved(for: .light)
        let dark = app.currentTheme.colors.resolved(for: .dark)
        #expect(app.companionCells.allSatisfy { $0.style.background == light.background })
        #expect(app.frame[5, 0].style.background == dark.statusBackground)
    }

    @Test("a forced appearance ignores the terminal's reports")
    func forced() throws {
        let app = try automatic(.dark)
        app.configureAppearance(AppearanceInputs(flag: .dark))
        _ = app.handle(.input(.colorSchemeReport(dark: false)))
        #expect(app.appearanceDecision == AppearanceDecision(ColorScheme.dark, from: .flag))
    }

    @Test("a 997 report asks the terminal its colours again; the answers decide by lightness, live")
    func requeryOnReport() throws {
        let app = try automatic(.dark)
        app.setTerminalQueries(TerminalQueryPolicy(asksTerminal: true))
        #expect(app.handle(.input(.colorSchemeReport(dark: false))) == [.queryTerminalColors])
        var inputs = app.state.appearance.inputs
        inputs.detections.record(SourceReport(.terminalReport, .noAnswer(detail: "")))
        app.configureAppearance(inputs)
        _ = app.handle(.input(.colorReport(.foreground, TerminalColor(red8: 0, green8: 0, blue8: 0))))
        _ = app.handle(.input(.colorReport(.background, TerminalColor(red8: 0xF0, green8: 0xF0, blue8: 0xF0))))
        app.render()
        expectEverything(app, in: .light, "light-terminal-background")
        #expect(app.frame.text(row: 0).contains("light · terminal background"))
    }

    @Test("inside tmux a resize and focus-in ask again; outside, and when the terminal was not asked, nothing is sent")
    func requeryInTmux() throws {
        let app = try automatic(.dark)
        #expect(app.handle(.resize(Size(width: 90, height: 20))) == [])
        #expect(app.handle(.input(.focusIn)) == [])
        #expect(app.handle(.input(.colorSchemeReport(dark: true))) == [])
        app.setTerminalQueries(TerminalQueryPolicy(asksTerminal: true, requeriesOnResizeAndFocus: true))
        #expect(app.handle(.resize(Size(width: 91, height: 20))) == [.queryTerminalColors])
        #expect(app.handle(.input(.focusIn)) == [.queryTerminalColors])
    }

    @Test("the desktop setting reported while running switches the appearance when nothing above it answers")
    func desktopChange() throws {
        let app = try controller(theme: "Test Dynamic", appearance: .dark, size: Size(width: 80, height: 24))
        app.configureAppearance(AppearanceInputs())
        _ = app.handle(.appearanceReported(SourceReport(.desktop, .answered(.light, detail: "color-scheme 2 (prefer light)"))))
        app.render()
        expectEverything(app, in: .light, "light-desktop")
        #expect(app.frame.text(row: 0).contains("light · desktop setting"))
        _ = app.handle(.appearanceReported(SourceReport(.desktop, .noAnswer(detail: "color-scheme 0 (no preference)"))))
        app.render()
        expectEverything(app, in: .dark, "dark-default")
        #expect(app.frame.text(row: 0).contains("dark · default"))
    }
}
