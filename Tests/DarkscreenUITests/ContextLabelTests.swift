import Testing
@testable import DarkscreenCore
import DarkscreenState
import DarkscreenTestSupport
@testable import DarkscreenUI
@testable import DarkscreenPlatform
@testable import DarkscreenTools

/// Where darkscreen runs, said in its own status line: the label of the `"contexts"` rule that
/// matches its own context, live when the rules change, escaped, and kept until the appearance goes.
@Suite struct ContextLabelTests {
    static let here = PaneContext(host: "prod-db-1", user: "ana", path: "/home/ana/work/payments", command: "bash")

    static func place(_ rules: [ContextRule], context: PaneContext? = here) -> SettingsChange {
        var change = SettingsChange()
        change.contexts = ContextPlace(rules: rules, context: context, home: "/home/ana")
        return change
    }

    @Test("the most specific matching rule's label is in the status line, beside the appearance; none when nothing matches")
    func labelShown() throws {
        let app = try controller(size: Size(width: 100, height: 10))
        let rules = [
            ContextRule(when: .init(host: "prod-*"), tint: .hue(25), label: "production"),
            ContextRule(when: .init(host: "prod-*", path: "~/work/payments/**"), label: "payments"),
            ContextRule(when: .init(user: "root"), label: "root")
        ]
        app.handle(.settingsChanged(Self.place(rules)))
        app.render()
        let line = app.frame.text(row: 0)
        #expect(line.contains("payments · dark"), "\(line)")
        #expect(!line.contains("production"))
        app.handle(.settingsChanged(Self.place([ContextRule(when: .init(user: "root"), label: "root")])))
        app.render()
        #expect(!app.frame.text(row: 0).contains("root"), "no rule matches: no label")
        #expect(app.frame.text(row: 0).contains(" dark"))
    }

    @Test("no rules: the context is not needed and nothing is shown")
    func noRules() throws {
        let app = try controller(size: Size(width: 100, height: 10))
        let before = app.frame
        app.handle(.settingsChanged(Self.place([], context: nil)))
        app.render()
        #expect(app.frame == before)
    }

    @Test("a label from settings.json is shown as text, its control characters escaped")
    func hostileLabel() throws {
        let app = try controller(size: Size(width: 100, height: 10))
        app.handle(.settingsChanged(Self.place([ContextRule(when: .init(user: "ana"), label: "prod\u{1B}[31m")])))
        app.render()
        let line = app.frame.text(row: 0)
        #expect(!line.contains("\u{1B}"))
        #expect(line.contains("prod"))
    }

    @Test("narrow: the clock and the source go first; the label goes with the appearance, before the theme's name", arguments: Array(12...70))
    func narrow(width: Int) {
        var content = StatusLineView.Parts(
            themeName: "Solarized", appearanceLabel: "dark", appearanceSource: "terminal background", time: "12:34")
        content.contextLabel = "prod"
        let (left, right) = StatusLineView.fitting(content, width: width, symbols: .unicode)
        #expect(right.contains("prod") == right.contains("dark"), "at \(width): \(left)|\(right)")
        if right.contains("12:34") || right.contains("terminal background") { #expect(right.contains("prod")) }
        if width >= " Solarized".count { #expect(left.hasSuffix("Solarized")) }
    }
}
