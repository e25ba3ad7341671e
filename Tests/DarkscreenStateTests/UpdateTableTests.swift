import Testing
import DarkscreenCore
import DarkscreenTestSupport
import TerminalAppearance
@testable import DarkscreenState
import DarkscreenPlatform
import DarkscreenTools

/// The update step as a table: for each kind of event, the state before, the event, and the whole
/// state after (compared with `==`, so a field changed by mistake fails the row) with the effects.
/// The state before is the test catalog's "Test Dark" at 80×24, dark, the clock at 12:00; `given`
/// changes it first, `then` is what the event must change on top of `given`.
struct UpdateRow: Sendable, CustomTestStringConvertible {
    var name: String
    var given: @Sendable (inout AppState) -> Void = { _ in }
    var event: AppEvent
    var then: @Sendable (inout AppState) -> Void = { _ in }
    var effects: [AppEffect] = []

    var testDescription: String { name }

    static func start() -> AppState {
        AppState(
            catalog: TestCatalog.catalog(), themeIndex: 0, traits: TraitCollection(appearance: .dark),
            size: Size(width: 80, height: 24), time: "12:00")
    }
}

private let catalog = TestCatalog.catalog()
private let noonReading = ScheduleReading(
    Schedule(.fixed(light: 7 * 60, dark: 19 * 60 + 30)),
    at: FixedOffsetCalendar.utc("2026-06-21T12:00:00Z"), calendar: FixedOffsetCalendar())
private let asks = TerminalQueryPolicy(asksTerminal: true, requeriesOnResizeAndFocus: true)
private let light = TraitCollection(appearance: .light)
private let white = TerminalColor(red8: 0xF0, green8: 0xF0, blue8: 0xF0)

private func key(_ key: Key, at time: Int = 0) -> AppEvent { .input(.key(key), time: time) }
private func press(row: Int, at time: Int) -> AppEvent {
    .input(.mouse(MouseEvent(action: .press, button: 0, column: 5, row: row)), time: time)
}

extension ListVisibility {
    init(mode: ListMode, isShown: Bool) {
        self.init()
        self.mode = mode
        self.isShown = isShown
    }
}

let inputRows: [UpdateRow] = [
    UpdateRow(name: "Down highlights (and shows) the next theme", event: key(.down), then: { $0.highlighted = 1 }),
    UpdateRow(name: "Up on the first theme stays there", event: key(.up)),
    UpdateRow(name: "End goes to the last theme", event: key(.end), then: { $0.highlighted = 3 }),
    UpdateRow(
        name: "Enter commits the highlighted theme and asks to save it",
        given: { $0.highlighted = 2 }, event: key(.enter),
        then: {
            $0.committed = 2; $0.commitsMade = 1; $0.list.isShown = false; $0.recent = ["Test Dynamic"]
        },
        effects: [.commit(themeName: "Test Dynamic")]),
    UpdateRow(
        name: "Esc goes back to the committed theme", given: { $0.highlighted = 2 }, event: key(.escape),
        then: {
            $0.highlighted = 0; $0.list.isShown = false
        }),
    UpdateRow(
        name: "Enter with \"list\": \"shown\" keeps the list", given: { $0.list.mode = .shown }, event: key(.enter),
        then: {
            $0.commitsMade = 1; $0.recent = ["Test Dark"]
        }, effects: [.commit(themeName: "Test Dark")]),
    UpdateRow(name: "Tab hides the list", event: key(.tab), then: { $0.list.isShown = false }),
    UpdateRow(
        name: "Tab shows it again, in any mode", given: { $0.list = ListVisibility(mode: .hidden, isShown: false) },
        event: key(.tab), then: { $0.list.isShown = true }),
    UpdateRow(
        name: "j with the list hidden still shows the next theme", given: { $0.list.isShown = false }, event: key(.down),
        then: { $0.highlighted = 1 }),
    UpdateRow(
        name: "focus in shows the list (auto)", given: { $0.list.isShown = false }, event: .input(.focusIn),
        then: { $0.list.isShown = true }),
    UpdateRow(name: "focus out hides the list (auto)", event: .input(.focusOut), then: { $0.list.isShown = false }),
    UpdateRow(name: "focus out leaves \"list\": \"shown\" alone", given: { $0.list.mode = .shown }, event: .input(.focusOut)),
    UpdateRow(
        name: "focus in leaves \"list\": \"hidden\" alone", given: { $0.list = ListVisibility(mode: .hidden, isShown: false) },
        event: .input(.focusIn)),
    UpdateRow(
        name: "a click on the calm pane shows the list and chooses nothing", given: { $0.list.isShown = false },
        event: press(row: 3, at: 1_000), then: { $0.list.isShown = true }),
    UpdateRow(name: "q quits and changes nothing", event: key(.character("q")), effects: [.quit]),
    UpdateRow(
        name: "] widens the list pane and asks to save the layout", event: key(.character("]")),
        then: { $0.layout.ratio = .half }, effects: [.layoutChanged(ratio: .half, listOnRight: false)]),
    UpdateRow(name: "p shows the preview", event: key(.character("p")), then: { $0.showsPreview = true }),
    UpdateRow(name: "p again: the calm pane", given: { $0.showsPreview = true }, event: key(.character("p")), then: { $0.showsPreview = false }),
    UpdateRow(name: "c: protanopia after normal vision", event: key(.character("c")), then: { $0.lens = .protanopia }),
    UpdateRow(name: "c after tritanopia: protanomaly", given: { $0.lens = .tritanopia }, event: key(.character("c")), then: { $0.lens = .protanomaly }),
    UpdateRow(name: "c after tritanomaly: normal vision", given: { $0.lens = .tritanomaly }, event: key(.character("c")), then: { $0.lens = ColorVision.none }),
    UpdateRow(
        name: "s swaps the sides", event: key(.character("s")),
        then: { $0.layout.listOnRight = true }, effects: [.layoutChanged(ratio: .oneThird, listOnRight: true)]),
    UpdateRow(name: "? opens the help", event: key(.character("?")), then: { $0.overlays.help = HelpState() }),
    UpdateRow(
        name: "→ shows the Dark themes; the highlighted one is among them and stays", event: key(.right),
        then: {
            $0.category = .dark; $0.categoryRows = [0, 2, 3]
        }),
    UpdateRow(
        name: "→ from Dark shows the Light themes and highlights the first (Test Dark is not one)",
        given: {
            $0.category = .dark; $0.categoryRows = [0, 2, 3]
        }, event: key(.right),
        then: {
            $0.category = .light; $0.categoryRows = [1, 2]; $0.highlighted = 1
        }),
    UpdateRow(
        name: "← from All wraps to Favourites; empty, it leaves the highlight", event: key(.left),
        then: {
            $0.category = .favourites; $0.categoryRows = []
        }),
    UpdateRow(
        name: "Esc in a category goes back to All and keeps the highlight",
        given: {
            $0.category = .light; $0.categoryRows = [1, 2]; $0.highlighted = 2
        }, event: key(.escape),
        then: {
            $0.category = .all; $0.categoryRows = nil
        }),
    UpdateRow(
        name: "Down in a category moves to the category's next theme",
        given: {
            $0.category = .light; $0.categoryRows = [1, 2]; $0.highlighted = 1
        }, event: key(.down),
        then: { $0.highlighted = 2 }),
    UpdateRow(
        name: "End in a category goes to its last theme",
        given: {
            $0.category = .dark; $0.categoryRows = [0, 2, 3]
        }, event: key(.end), then: { $0.highlighted = 3 }),
    UpdateRow(
        name: "f marks the highlighted theme as a favourite and asks to keep it", event: key(.character("f")),
        then: { $0.favourites = ["Test Dark"] }, effects: [.favourite(themeName: "Test Dark", marked: true)]),
    UpdateRow(
        name: "f on a favourite unmarks it", given: { $0.favourites = ["Test Light", "test dark"] }, event: key(.character("f")),
        then: { $0.favourites = ["Test Light"] }, effects: [.favourite(themeName: "Test Dark", marked: false)]),
    UpdateRow(
        name: "f in Favourites unmarks and the list loses it; the highlight goes to the first left",
        given: {
            $0.favourites = ["Test Dark", "Test Light"]; $0.category = .favourites; $0.categoryRows = [0, 1]
        },
        event: key(.character("f")),
        then: {
            $0.favourites = ["Test Light"]; $0.categoryRows = [1]; $0.highlighted = 1
        },
        effects: [.favourite(themeName: "Test Dark", marked: false)]),
    UpdateRow(
        name: "r highlights a random theme of the category, never the one shown",
        given: {
            $0.category = .light; $0.categoryRows = [1, 2]; $0.highlighted = 1
        }, event: key(.character("r"), at: 5),
        then: {
            _ = $0.randomRound.draw(from: [1, 2], current: 1, time: 5); $0.highlighted = 2
        }),
    UpdateRow(
        name: "d in the preview asks for a legible variant at the floor",
        given: {
            $0.showsPreview = true; $0.contrastFloor = .apca(60)
        },
        event: key(.character("d")), effects: [.deriveLegible(catalog.themes[0], floor: .apca(60))]),
    UpdateRow(
        name: "d without the preview says how to use it", event: key(.character("d")),
        then: { $0.notices.derive = Notice("d derives a legible variant in the preview", action: "press p first") }),
    UpdateRow(
        name: "the next key clears what d said", given: { $0.notices.derive = "added" }, event: key(.down),
        then: {
            $0.notices.derive = nil; $0.highlighted = 1
        }),
    UpdateRow(name: "a key behind the open help does nothing", given: { $0.overlays.help = HelpState() }, event: key(.enter)),
    UpdateRow(
        name: "/ opens the filter over every theme", event: key(.character("/")),
        then: { $0.overlays.filter = ThemeFilter(catalog: catalog, highlightBefore: 0) }),
    UpdateRow(
        name: "a typed character narrows the filter and shows the first match",
        given: { $0.overlays.filter = ThemeFilter(catalog: catalog, highlightBefore: 0) }, event: key(.character("l")),
        then: {
            $0.overlays.filter?.append("l", catalog: catalog); $0.highlighted = 1
        }),
    UpdateRow(
        name: "a: the override goes from auto to light, said and saved", event: key(.character("a")),
        then: {
            $0.appearance.keyOverride = .light
            $0.appearance.traits = light
            $0.appearance.sourceLabel = "your choice"
        }, effects: [.appearanceOverride(.light)]),
    UpdateRow(
        name: "a on a scheduled day: the other appearance until the next switch, not saved",
        given: {
            $0.appearance.schedule = noonReading
            $0.appearance.inputs.detections.record(noonReading.report)
            $0.appearance.resolve()
        },
        event: key(.character("a")),
        then: {
            $0.appearance.keyOverride = .dark
            $0.appearance.keyOverrideUntil = FixedOffsetCalendar.utc("2026-06-21T19:30:00Z")
            $0.appearance.traits = TraitCollection(appearance: .dark)
            $0.appearance.sourceLabel = "your choice"
        }),
    UpdateRow(
        name: "a again on a scheduled day: back to the schedule",
        given: {
            $0.appearance.schedule = noonReading
            $0.appearance.inputs.detections.record(noonReading.report)
            $0.appearance.keyOverride = .dark
            $0.appearance.keyOverrideUntil = FixedOffsetCalendar.utc("2026-06-21T19:30:00Z")
            $0.appearance.resolve()
        },
        event: key(.character("a")),
        then: {
            $0.appearance.keyOverride = nil
            $0.appearance.keyOverrideUntil = nil
            $0.appearance.traits = light
            $0.appearance.sourceLabel = "schedule"
        }),
    UpdateRow(
        name: "a click on a theme row highlights it and remembers the press", event: press(row: 3, at: 1_000),
        then: {
            $0.highlighted = 1; _ = $0.clicks.press(on: 1, at: 1_000)
        }),
    UpdateRow(
        name: "a second press on the row within 400 ms commits", given: { _ = $0.clicks.press(on: 1, at: 1_000) },
        event: press(row: 3, at: 1_300),
        then: {
            $0.highlighted = 1; $0.committed = 1; $0.commitsMade = 1; $0.clicks = ClickTracker(); $0.recent = ["Test Light"]
        },
        effects: [.commit(themeName: "Test Light")]),
    UpdateRow(
        name: "a second press after 400 ms is a new single click", given: { _ = $0.clicks.press(on: 1, at: 1_000) },
        event: press(row: 3, at: 1_500),
        then: {
            $0.highlighted = 1; _ = $0.clicks.press(on: 1, at: 1_500)
        }),
    UpdateRow(
        name: "the wheel scrolls the list, not the highlight", given: { $0.catalog = TestCatalog.numbered(100) },
        event: .input(.mouse(MouseEvent(action: .wheelDown, button: 0, column: 5, row: 5))), then: { $0.listScroll = 3 }),
    UpdateRow(
        name: "a 997 report is followed and the terminal asked its colours again", given: { $0.appearance.queries = asks },
        event: .input(.colorSchemeReport(dark: false)),
        then: {
            $0.appearance.inputs.terminalReport = .light
            $0.appearance.traits = light
            $0.appearance.sourceLabel = "terminal"
        }, effects: [.queryTerminalColors]),
    UpdateRow(
        name: "a 997 report is not followed while --apply terminal sets the colours",
        given: { $0.appearance.queries = .colorsApplied }, event: .input(.colorSchemeReport(dark: false))),
    UpdateRow(
        name: "an OSC 11 answer decides by lightness", given: { $0.appearance.queries = asks },
        event: .input(.colorReport(.background, white)),
        then: {
            $0.appearance.inputs.recordTerminalColor(.background, white)
            $0.appearance.traits = light
            $0.appearance.sourceLabel = "terminal background"
        }),
    UpdateRow(name: "an OSC 11 answer nobody asked for is ignored", event: .input(.colorReport(.background, white))),
    UpdateRow(
        name: "focus back inside tmux asks the terminal again", given: { $0.appearance.queries = asks },
        event: .input(.focusIn), effects: [.queryTerminalColors]),
    UpdateRow(name: "a DA1 fence is consumed", event: .input(.deviceAttributes))
]

let otherRows: [UpdateRow] = [
    UpdateRow(
        name: "a resize takes the new size", event: .resize(Size(width: 100, height: 30)),
        then: { $0.size = Size(width: 100, height: 30) }),
    UpdateRow(
        name: "a resize inside tmux asks the terminal again", given: { $0.appearance.queries = asks },
        event: .resize(Size(width: 100, height: 30)), then: { $0.size = Size(width: 100, height: 30) },
        effects: [.queryTerminalColors]),
    UpdateRow(
        name: "the desktop asks for high contrast and no animation",
        event: .desktopPreferences(DesktopPreferences(highContrast: true, reducedAnimation: true)),
        then: {
            $0.desktop = DesktopPreferences(highContrast: true, reducedAnimation: true)
            $0.contrastSafe = ContrastSafeThemes(shown: catalog.themes[0], committed: catalog.themes[0], floor: .standard)
        }),
    UpdateRow(name: "the clock ticks", event: .clock("12:01"), then: { $0.time = "12:01" }),
    UpdateRow(
        name: "the desktop setting, live", event: .appearanceReported(SourceReport(.desktop, .answered(.light, detail: "portal"))),
        then: {
            $0.appearance.inputs.detections.record(SourceReport(.desktop, .answered(.light, detail: "portal")))
            $0.appearance.traits = light
            $0.appearance.sourceLabel = "desktop setting"
        }),
    UpdateRow(
        name: "start-up's appearance inputs", event: .appearanceConfigured(AppearanceInputs(flag: .light)),
        then: {
            $0.appearance.inputs = AppearanceInputs(flag: .light)
            $0.appearance.traits = light
            $0.appearance.sourceLabel = "flag"
        }),
    UpdateRow(name: "when to ask the terminal again", event: .terminalQueriesConfigured(asks), then: { $0.appearance.queries = asks }),
    UpdateRow(
        name: "another darkscreen committed a theme: committed and shown here",
        event: .settingsChanged(SettingsChange(themeName: "test light")),
        then: {
            $0.committed = 1; $0.highlighted = 1
        }),
    UpdateRow(
        name: "a committed theme the catalog lacks: the first, and a notice", given: { $0.highlighted = 2 },
        event: .settingsChanged(SettingsChange(themeName: "Gone")),
        then: {
            $0.highlighted = 0
            $0.missingThemeName = "Gone"
            $0.notices.missingTheme = "theme \"Gone\" not found; showing Test Dark"
        }),
    UpdateRow(
        name: "\"list\": \"hidden\" in settings.json hides the list", event: .settingsChanged(SettingsChange(list: .hidden)),
        then: { $0.list = ListVisibility(mode: .hidden, isShown: false) }),
    UpdateRow(
        name: "\"list\": \"shown\" shows it", given: { $0.list.isShown = false }, event: .settingsChanged(SettingsChange(list: .shown)),
        then: { $0.list = ListVisibility(mode: .shown, isShown: true) }),
    UpdateRow(
        name: "\"statusLine\": false hides the status line", event: .settingsChanged(SettingsChange(statusLine: false)),
        then: { $0.showsStatusLine = false }),
    UpdateRow(
        name: "recent themes and favourites from state.json",
        event: .settingsChanged(SettingsChange(recent: ["Test Light"], favourites: ["Test Dynamic"])),
        then: {
            $0.recent = ["Test Light"]; $0.favourites = ["Test Dynamic"]
        }),
    UpdateRow(
        name: "favourites changed by another darkscreen, shown in Favourites",
        given: {
            $0.category = .favourites; $0.categoryRows = []
        },
        event: .settingsChanged(SettingsChange(favourites: ["Test Light"])),
        then: {
            $0.favourites = ["Test Light"]; $0.categoryRows = [1]; $0.highlighted = 1
        }),
    UpdateRow(
        name: "a layout from state.json", event: .settingsChanged(SettingsChange(splitRatio: .twoThirds, listOnRight: true)),
        then: { $0.layout = SplitLayout(ratio: .twoThirds, listOnRight: true) }),
    UpdateRow(
        name: "minimumContrast from settings.json sets the list's floor",
        event: .settingsChanged(SettingsChange(minimumContrast: .apca(60))),
        then: { $0.contrastFloor = .apca(60) }),
    UpdateRow(
        name: "a saved write clears the settings notice", given: { $0.notices.settings = "cannot save settings: full" },
        event: .settingsSaved(themeName: "Test Dark"), then: { $0.notices.settings = nil }),
    UpdateRow(
        name: "a themes file that cannot be used keeps the themes and says so", event: .themesReloaded(nil, errors: []),
        then: { $0.notices.themes = "invalid themes file" }),
    UpdateRow(
        name: "a reloaded catalog keeps the themes by name", given: { $0.highlighted = 1 },
        event: .themesReloaded(ThemeCatalog(themes: catalog.themes.reversed()), errors: []),
        then: {
            $0.catalog = ThemeCatalog(themes: catalog.themes.reversed())
            $0.committed = 3
            $0.highlighted = 2
        }),
    UpdateRow(
        name: "a notice is shown under its topic", event: .notice(.apply, "tmux refused"),
        then: { $0.notices.apply = "tmux refused" }),
    UpdateRow(
        name: "a notice cleared", given: { $0.notices.themes = "bad" }, event: .notice(.themes, nil),
        then: { $0.notices.themes = nil }),
    UpdateRow(name: "back from Ctrl-Z: the state is what it was (the UI draws the whole frame again)", event: .resumed, then: { _ in }),
    UpdateRow(
        name: "the schedule says light by day: it decides over the terminal's guesses",
        given: { $0.appearance.inputs.detections.record(SourceReport(.terminalColors, .answered(.dark, detail: "background #000000"))) },
        event: .scheduled(noon),
        then: {
            $0.appearance.schedule = noon
            $0.appearance.inputs.detections.record(noon.report)
            $0.appearance.traits = light
            $0.appearance.sourceLabel = "schedule"
        }, effects: [untilEvening]),
    UpdateRow(
        name: "the switch came: an `a` choice made before it ends",
        given: {
            $0.appearance.schedule = noon
            $0.appearance.keyOverride = .dark
            $0.appearance.keyOverrideUntil = evening.moment
        },
        event: .scheduled(evening),
        then: {
            $0.appearance.schedule = evening
            $0.appearance.keyOverride = nil
            $0.appearance.keyOverrideUntil = nil
            $0.appearance.inputs.detections.record(evening.report)
            $0.appearance.sourceLabel = "schedule"
        }, effects: [.after(ms: 41_400_001, .scheduleSwitchDue)]),
    UpdateRow(
        name: "settings.json names a schedule: its timer follows it",
        event: .settingsChanged(SettingsChange(schedule: .on(dayAndNight))),
        then: { $0.appearance.scheduleChoice = .on(dayAndNight) },
        effects: [.scheduleChanged(dayAndNight)]),
    UpdateRow(
        name: "a schedule that cannot be used: one line, the schedule off, the rest kept",
        given: {
            $0.appearance.scheduleChoice = .on(dayAndNight); $0.appearance.schedule = noon
        },
        event: .settingsChanged(SettingsChange(themeName: "test light", schedule: .invalid(badTime))),
        then: {
            $0.appearance.scheduleChoice = .invalid(badTime)
            $0.appearance.schedule = nil
            $0.appearance.inputs.detections.record(SourceReport(.schedule, .notAsked(reason: "no \"schedule\" in settings.json")))
            $0.appearance.sourceLabel = "default"
            $0.notices.settings = "settings.json: schedule.light: \"7:75\" is not a time (use \"HH:MM\", 00:00 to 23:59); the schedule is off"
            $0.committed = 1
            $0.highlighted = 1
        },
        effects: [.scheduleChanged(nil)])
]

/// What the schedule's noon reading asks for: to be told at its next switch (19:30, 7.5 h on, and a millisecond).
private let untilEvening = AppEffect.after(ms: 27_000_001, .scheduleSwitchDue)
/// The noon reading's switch to light, as hooks are told of it by one darkscreen.
private let sevenOClock = ScheduledSwitch(moment: FixedOffsetCalendar.utc("2026-06-21T07:00:00Z"), scheme: .light)
/// A fade's next frame, a slot on.
private let nextFrame = AppEffect.after(ms: FadePlan.standard.slot, .fadeFrame)

/// What `--apply` was last handed: what this state shows (as after a frame of it).
func handOut(_ state: inout AppState) {
    var handed = LastApplied()
    _ = handed.effects(for: state)
    state.handedOut = handed
}

/// The start state with `change` made.
func after(_ change: (inout AppState) -> Void) -> AppState {
    var state = UpdateRow.start()
    change(&state)
    return state
}

/// Start-up handled (changes may fade from now on).
private func onScreen(_ state: inout AppState) { state.transition.startUpHandled = true }
private let testDark = catalog.themes[0]
/// Test Dark on screen, on its way (frame 5 of 15) to whatever the state shows.
private func fading(_ state: inout AppState) {
    onScreen(&state)
    state.fade = Fade(from: testDark, in: .dark, frame: 5)
}
/// The schedule says light at noon: what the row "the schedule says light by day" changes.
private func lightAtNoon(_ state: inout AppState) {
    state.appearance.schedule = noon
    state.appearance.inputs.detections.record(noon.report)
    state.appearance.traits = light
    state.appearance.sourceLabel = "schedule"
}

let fadeRows: [UpdateRow] = [
    UpdateRow(
        name: "start-up handled: changes may fade from the first frame on", event: .startUpHandled,
        then: { $0.transition.startUpHandled = true }),
    UpdateRow(
        name: "a scheduled switch after the first frame fades from the colours on screen", given: onScreen,
        event: .scheduled(noon),
        then: {
            lightAtNoon(&$0); $0.fade = Fade(from: testDark, in: .dark)
        }, effects: [untilEvening, nextFrame]),
    UpdateRow(
        name: "another darkscreen's commit fades", given: onScreen,
        event: .settingsChanged(SettingsChange(themeName: "test light")),
        then: {
            $0.committed = 1; $0.highlighted = 1; $0.fade = Fade(from: testDark, in: .dark)
        }, effects: [nextFrame]),
    UpdateRow(
        name: "the terminal's mode 2031 report fades", given: onScreen, event: .input(.colorSchemeReport(dark: false)),
        then: {
            $0.appearance.inputs.terminalReport = .light
            $0.appearance.traits = light
            $0.appearance.sourceLabel = "terminal"
            $0.fade = Fade(from: testDark, in: .dark)
        }, effects: [nextFrame]),
    UpdateRow(
        name: "the desktop setting fades", given: onScreen,
        event: .appearanceReported(SourceReport(.desktop, .answered(.light, detail: "portal"))),
        then: {
            $0.appearance.inputs.detections.record(SourceReport(.desktop, .answered(.light, detail: "portal")))
            $0.appearance.traits = light
            $0.appearance.sourceLabel = "desktop setting"
            $0.fade = Fade(from: testDark, in: .dark)
        }, effects: [nextFrame]),
    UpdateRow(
        name: "\"transition\": \"none\": a scheduled switch at once",
        given: {
            onScreen(&$0); $0.transition.setting = .none
        }, event: .scheduled(noon), then: lightAtNoon, effects: [untilEvening]),
    UpdateRow(
        name: "the desktop asks for reduced animation: a scheduled switch at once",
        given: {
            onScreen(&$0); $0.desktop = DesktopPreferences(reducedAnimation: true)
        }, event: .scheduled(noon), then: lightAtNoon, effects: [untilEvening]),
    UpdateRow(name: "before the first frame a change is not faded", event: .scheduled(noon), then: lightAtNoon, effects: [untilEvening]),
    UpdateRow(
        name: "a key during a fade lands on the target at once, then acts",
        given: {
            lightAtNoon(&$0); fading(&$0)
        }, event: key(.down),
        then: {
            $0.fade = nil; $0.highlighted = 1
        }),
    UpdateRow(
        name: "a click during a fade lands on the target too",
        given: {
            lightAtNoon(&$0); fading(&$0); $0.list.isShown = false
        },
        event: press(row: 3, at: 1_000),
        then: {
            $0.fade = nil; $0.list.isShown = true
        }),
    UpdateRow(
        name: "q during a fade: at the target, then quit",
        given: {
            lightAtNoon(&$0); fading(&$0)
        }, event: key(.character("q")),
        then: { $0.fade = nil }, effects: [.quit]),
    UpdateRow(
        name: "a fade's frame: one step on, the next asked for a slot later",
        given: {
            lightAtNoon(&$0); fading(&$0)
        },
        event: .fadeFrame, then: { $0.fade?.frame = 6 }, effects: [nextFrame]),
    UpdateRow(
        name: "the fade's last frame is the target itself; no frame asked for after it",
        given: {
            lightAtNoon(&$0); fading(&$0); $0.fade?.frame = 14
        }, event: .fadeFrame, then: { $0.fade = nil }),
    UpdateRow(name: "a frame due after the fade ended changes nothing", given: onScreen, event: .fadeFrame),
    UpdateRow(
        name: "a fade's frame written in its slot: the fade goes on, the terminal gets the colours drawn",
        given: {
            handOut(&$0); lightAtNoon(&$0); fading(&$0)
        }, event: .frameWritten(took: FadePlan.standard.slot),
        then: { handOut(&$0) },
        effects: [
            .applyShown(
                after {
                    lightAtNoon(&$0); fading(&$0)
                }.shownAppliedTheme),
            .applyCommitted(after(lightAtNoon).committedAppliedTheme, scheduledSwitch: sevenOClock)
        ]),
    UpdateRow(
        name: "a frame later than its slot (a slow terminal) ends the fade at the target; the terminal gets the target",
        given: {
            $0.committed = 1; $0.highlighted = 1; fading(&$0); handOut(&$0)
        }, event: .frameWritten(took: FadePlan.standard.slot + 1),
        then: {
            $0.fade = nil; handOut(&$0)
        },
        effects: [
            .applyShown(
                after {
                    $0.committed = 1; $0.highlighted = 1
                }.shownAppliedTheme)
        ]),
    UpdateRow(
        name: "reduced animation asked during a fade ends it at the target",
        given: {
            lightAtNoon(&$0); fading(&$0)
        },
        event: .desktopPreferences(DesktopPreferences(reducedAnimation: true)),
        then: {
            $0.desktop = DesktopPreferences(reducedAnimation: true); $0.fade = nil
        }),
    UpdateRow(
        name: "back from Ctrl-Z during a fade: straight to the target",
        given: {
            lightAtNoon(&$0); fading(&$0)
        },
        event: .resumed, then: { $0.fade = nil }),
    UpdateRow(
        name: "a change during a fade fades again from where the colours are",
        given: { fading(&$0) }, event: .settingsChanged(SettingsChange(themeName: "test light")),
        then: {
            let drawn = Theme.fading(from: testDark, in: .dark, to: testDark, in: .dark, progress: FadePlan.standard.progress(atFrame: 5))
            $0.committed = 1; $0.highlighted = 1; $0.fade = Fade(from: drawn, in: .dark)
        }, effects: [nextFrame]),
    UpdateRow(
        name: "\"transition\": \"none\" from settings.json", event: .settingsChanged(SettingsChange(transition: .set(.none))),
        then: { $0.transition.setting = .none }),
    UpdateRow(
        name: "a \"transition\" that cannot be used: one line, fading, the rest kept",
        given: { $0.transition.setting = .none },
        event: .settingsChanged(
            SettingsChange(
                themeName: "test light", transition: .invalid("settings.json: transition: \"slow\" is not \"fade\" or \"none\"; fading (the default)"))),
        then: {
            $0.transition.setting = .fade
            $0.notices.settings = "settings.json: transition: \"slow\" is not \"fade\" or \"none\"; fading (the default)"
            $0.committed = 1
            $0.highlighted = 1
        })
]

private let dayAndNight = ScheduleSetting.fixed(light: 7 * 60, dark: 19 * 60 + 30)
private let badTime = ScheduleSettingError(field: "schedule.light", problem: "\"7:75\" is not a time (use \"HH:MM\", 00:00 to 23:59)")
private let noon = ScheduleReading(
    Schedule(.fixed(light: 7 * 60, dark: 19 * 60 + 30)), at: FixedOffsetCalendar.utc("2026-06-21T12:00:00Z"),
    calendar: FixedOffsetCalendar())
private let evening = ScheduleReading(
    Schedule(.fixed(light: 7 * 60, dark: 19 * 60 + 30)), at: FixedOffsetCalendar.utc("2026-06-21T19:30:00Z"),
    calendar: FixedOffsetCalendar())

@Suite struct UpdateTableTests {
    @Test("input events", arguments: inputRows)
    func input(_ row: UpdateRow) { check(row) }

    @Test("every other event", arguments: otherRows)
    func other(_ row: UpdateRow) { check(row) }

    @Test("calm transitions", arguments: fadeRows)
    func fade(_ row: UpdateRow) { check(row) }

    @Test("timers, frames and Ctrl-Z", arguments: timerRows)
    func timer(_ row: UpdateRow) { check(row) }

    @Test("every kind of event has a row")
    func everyKind() {
        let kinds = Set((inputRows + otherRows + fadeRows + timerRows).map { Self.kind($0.event) })
        #expect(
            kinds == [
                "input", "resize", "clock", "appearanceReported", "appearanceConfigured", "terminalQueriesConfigured",
                "settingsChanged", "settingsSaved", "themesReloaded", "notice", "resumed", "scheduled",
                "desktopPreferences", "startUpHandled", "fadeFrame", "frameWritten", "requeryDue", "scheduleSwitchDue",
                "suspendRequested", "jobControl"
            ])
    }

    /// The case's name; a new `AppEvent` case does not compile here until it is named (and so
    /// until `everyKind` asks for its row).
    static func kind(_ event: AppEvent) -> String {
        switch event {
        case .input: "input"
        case .resize: "resize"
        case .clock: "clock"
        case .appearanceReported: "appearanceReported"
        case .appearanceConfigured: "appearanceConfigured"
        case .terminalQueriesConfigured: "terminalQueriesConfigured"
        case .settingsChanged: "settingsChanged"
        case .settingsSaved: "settingsSaved"
        case .themesReloaded: "themesReloaded"
        case .notice: "notice"
        case .resumed: "resumed"
        case .scheduled: "scheduled"
        case .desktopPreferences: "desktopPreferences"
        case .startUpHandled: "startUpHandled"
        case .fadeFrame: "fadeFrame"
        case .frameWritten: "frameWritten"
        case .requeryDue: "requeryDue"
        case .scheduleSwitchDue: "scheduleSwitchDue"
        case .suspendRequested: "suspendRequested"
        case .jobControl: "jobControl"
        }
    }

    private func check(_ row: UpdateRow) {
        var state = UpdateRow.start()
        row.given(&state)
        var expected = state
        row.then(&expected)
        let effects = AppUpdate.update(&state, row.event)
        #expect(effects == row.effects)
        #expect(state == expected)
    }
}
