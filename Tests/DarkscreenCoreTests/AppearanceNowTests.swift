import Testing
import TerminalAppearance
@testable import DarkscreenCore
import DarkscreenTestSupport
@testable import DarkscreenPlatform
@testable import DarkscreenTools

/// The one answer to "light or dark now?" every writer uses: the explicit choices, the schedule at
/// the clock's now, what the terminal, tmux and the desktop say, COLORFGBG, dark.
@Suite struct AppearanceNowTests {
    /// An environment with a fake clock file at `utc` (the schedule's clock) and these variables.
    func environment(_ folder: TemporaryDirectory, utc: String, _ variables: [String: String] = [:]) throws -> Environment {
        let clock = folder.path + "/clock"
        try FileSystem.writeAtomically(Array(utc.utf8), to: clock)
        let all = variables.merging(["DARKSCREEN_FAKE_CLOCK": clock, "TZ": "UTC"]) { mine, _ in mine }
        return Environment { all[$0] }
    }

    func settings(_ json: String) throws -> Settings { try Settings.parse(Array(json.utf8)) }

    static let schedule = #"{"schedule": {"light": "07:00", "dark": "19:30"}}"#

    @Test(
        "a scheduled day decides light by day and dark by night, with no terminal asked",
        arguments: [("2026-06-21T12:00:00Z", ColorScheme.light), ("2026-06-21T19:30:00Z", .dark), ("2026-06-21T06:59:00Z", .dark)])
    func scheduleDecides(utc: String, expected: ColorScheme) throws {
        let folder = try TemporaryDirectory()
        let inputs = AppearanceNow.inputs(settings: try settings(Self.schedule), environment: try environment(folder, utc: utc))
        #expect(AppearanceNow.decide(inputs) == AppearanceDecision(expected, from: .schedule))
    }

    @Test("the explicit choices rank above the schedule; the schedule above the terminal, the desktop and COLORFGBG")
    func order() throws {
        let folder = try TemporaryDirectory()
        let noon = "2026-06-21T12:00:00Z"
        var inputs = AppearanceNow.inputs(
            settings: try settings(Self.schedule),
            environment: try environment(folder, utc: noon, ["COLORFGBG": "15;0"]))
        inputs.detections.record(SourceReport(.terminalColors, .answered(.dark, detail: "")))
        inputs.detections.record(SourceReport(.desktop, .answered(.dark, detail: "")))
        #expect(AppearanceNow.decide(inputs).source == .schedule)
        let env = AppearanceNow.inputs(
            settings: try settings(Self.schedule),
            environment: try environment(folder, utc: noon, ["DARKSCREEN_APPEARANCE": "dark"]))
        #expect(AppearanceNow.decide(env) == AppearanceDecision(ColorScheme.dark, from: .environment))
        let saved = AppearanceNow.inputs(
            settings: try settings(#"{"appearance": "dark", "schedule": {"light": "07:00", "dark": "19:30"}}"#),
            environment: try environment(folder, utc: noon))
        #expect(AppearanceNow.decide(saved) == AppearanceDecision(ColorScheme.dark, from: .userChoice))
        #expect(AppearanceNow.decide(saved, keyOverride: .auto).source == .schedule)
        #expect(AppearanceNow.decide(inputs, keyOverride: .dark) == AppearanceDecision(ColorScheme.dark, from: .userChoice))
    }

    @Test("without a schedule COLORFGBG decides when nothing above it answers; an unusable schedule says why")
    func noSchedule() throws {
        let folder = try TemporaryDirectory()
        let plain = AppearanceNow.inputs(settings: try settings("{}"), environment: try environment(folder, utc: "2026-06-21T12:00:00Z", ["COLORFGBG": "0;15"]))
        #expect(AppearanceNow.decide(plain) == AppearanceDecision(ColorScheme.light, from: .colorFGBG))
        let bad = AppearanceNow.inputs(
            settings: try settings(#"{"schedule": {"light": "25:00", "dark": "19:30"}}"#),
            environment: try environment(folder, utc: "2026-06-21T12:00:00Z"))
        let report = try #require(bad.detections.report(for: .schedule))
        #expect(report.scheme == nil)
        #expect(AppearanceNow.decide(bad).source == .fallback)
    }
}

@Suite struct TmuxOwnPaintTests {
    @Test(
        "a window-style darkscreen set is its own paint when tmux answers its background",
        arguments: [
            ("bg=#1F0A4F,fg=#FF2A55\t{}\t\t\t", "#1F0A4F", "darkscreen beside"),
            ("bg=#1f0a4f,fg=#ff2a55\t\t 123 \t\t", "#1F0A4F", "--apply tmux"),
            ("bg=colour17,fg=colour231\t\t\t#00005F\t", "#00005F", "the file darkscreen integrate tmux sources"),
            ("bg=#3D1F1E,fg=#E6E6E6\t\t\t\t1;bg=#3D1F1E,fg=#E6E6E6;-;-;-", "#3D1F1E", "darkscreen context (a tint on this pane)")
        ])
    func ownPaint(line: String, answered: String, painter: String) throws {
        let paint = try #require(TmuxOwnPaint.parse(line + "\n"))
        #expect(paint.painter(of: try #require(RGB(hex: answered))) == painter)
        #expect(paint.painter(of: RGB(0x123456)) == nil)
    }

    @Test(
        "the user's own window-style, or none, is never darkscreen's paint",
        arguments: ["bg=#1F0A4F,fg=#FF2A55\t\t\t\t", "default\t{}\t\t\t", "bg=blue\t{}\t\t\t"])
    func notOwn(line: String) throws {
        let paint = try #require(TmuxOwnPaint.parse(line))
        #expect(paint.painter(of: RGB(0x1F0A4F)) == nil)
        #expect(paint.painter(of: RGB(0x0000EE)) == nil)
    }

    @Test("an answer of another shape is no reading", arguments: ["", "bg=#000000", "a\tb"])
    func malformed(line: String) {
        #expect(TmuxOwnPaint.parse(line) == nil)
    }
}

@Suite struct XtermPaletteTests {
    @Test(
        "one quantiser: 256-colour indexes round-trip, and direct colour avoids 0-7",
        arguments: [0x1F0A4F, 0x000000, 0xFFFFFF, 0x808080, 0xFF0000] as [UInt32])
    func quantise(packed: UInt32) {
        let rgb = RGB(packed)
        let index = XtermPalette.nearest256(rgb)
        #expect((16..<256).contains(index))
        #expect(XtermPalette.nearest256(XtermPalette.color(index)) == index)
        #expect(XtermPalette.direct(rgb).packed >= 8)
    }

    @Test("Outrun's background at 256 colours is the cube's #00005F (colour 17)")
    func outrun() {
        #expect(XtermPalette.nearest256(RGB(0x1F0A4F)) == 17)
        #expect(XtermPalette.color(17) == RGB(0x00005F))
    }
}
