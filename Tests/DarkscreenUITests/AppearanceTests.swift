import Testing
import DarkscreenCore
@testable import DarkscreenUI

@Suite struct AppearanceTests {
    func automatic(_ appearance: Appearance) throws -> AppController {
        let app = try controller(theme: "Automatic", appearance: appearance)
        app.configureAppearance(AppearanceResolver(terminalReport: appearance))
        app.render()
        return app
    }

    /// Every themed cell of the frame, as the colour it should be for `appearance`.
    func expectEverything(_ app: AppController, in appearance: Appearance) {
        let colors = app.currentTheme.colors.resolved(for: appearance)
        #expect(app.companionCells.allSatisfy { $0.style.background == colors.background })
        let separator = app.screen.split.separator.frame.minColumn
        #expect((1..<app.frame.height).allSatisfy { app.frame[separator, $0].style.foreground == colors.separator })
        let highlightedRow = app.listPane.frame.minRow + 1 + app.highlighted
        #expect(app.frame[2, highlightedRow].style.background == colors.selection)
        #expect(app.frame[5, 0].style.background == colors.statusBackground)
        let text = appearance == .dark ? StatusLineStyle.lightText : StatusLineStyle.darkText
        #expect(app.frame[5, 0].style.foreground == text)
    }

    @Test("a 997 report switches every cell to the other variant live, derived colours included")
    func liveSwitch() throws {
        let app = try automatic(.light)
        expectEverything(app, in: .light)
        _ = app.handle(.input(.colorSchemeReport(dark: true)))
        app.render()
        expectEverything(app, in: .dark)
        #expect(app.frame.text(row: 0).contains("dark (terminal)"))
        _ = app.handle(.input(.colorSchemeReport(dark: false)))
        app.render()
        expectEverything(app, in: .light)
    }

    @Test("a cycles the override auto → light → dark → auto and asks to save it")
    func cycle() throws {
        let app = try automatic(.dark)
        #expect(app.handle(.input(.key(.character("a")))) == [.appearanceOverride(.light)])
        app.render()
        expectEverything(app, in: .light)
        #expect(app.handle(.input(.key(.character("a")))) == [.appearanceOverride(.dark)])
        app.render()
        expectEverything(app, in: .dark)
        #expect(app.handle(.input(.key(.character("a")))) == [.appearanceOverride(.auto)])
        #expect(app.appearanceDecision.source == .terminalReport)
    }

    @Test("a report with the same appearance, or a resize, re-resolves no colour")
    func noNeedlessResolution() throws {
        let app = try automatic(.dark)
        let views: [View] = [app.screen.statusLine, app.listPane, app.screen.split.separator, app.screen.split.companion]
        let before = views.map(\.colorResolutionCount)
        let posts = app.hub.postCount
        _ = app.handle(.input(.colorSchemeReport(dark: true)))
        app.render()
        #expect(app.hub.postCount == posts, "no traitsDidChange for the same appearance")
        _ = app.handle(.resize(Size(width: 100, height: 30)))
        app.render()
        #expect(views.map(\.colorResolutionCount) == before)
    }

    @Test("--companion light keeps the companion pane light while the rest goes dark")
    func companionOverride() throws {
        let app = try automatic(.dark)
        app.screen.split.companion.overrideAppearance = .light
        app.render()
        let light = app.currentTheme.colors.resolved(for: .light)
        let dark = app.currentTheme.colors.resolved(for: .dark)
        #expect(app.companionCells.allSatisfy { $0.style.background == light.background })
        #expect(app.frame[5, 0].style.background == dark.statusBackground)
    }

    @Test("a forced appearance ignores the terminal's reports")
    func forced() throws {
        let app = try automatic(.dark)
        app.configureAppearance(AppearanceResolver(flag: .dark))
        _ = app.handle(.input(.colorSchemeReport(dark: false)))
        #expect(app.appearanceDecision == AppearanceDecision(.dark, from: .flag))
    }
}
