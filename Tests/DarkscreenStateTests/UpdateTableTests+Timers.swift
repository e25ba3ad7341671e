import Testing
import DarkscreenCore
import DarkscreenPlatform
import DarkscreenTools
import DarkscreenTestSupport
import TerminalAppearance
@testable import DarkscreenState

private let catalog = TestCatalog.catalog()
private let throughTmux = TerminalQueryPolicy(asksTerminal: true, requeriesOnResizeAndFocus: true, requeryDelay: 150)
private let dayAndNight = Schedule(.fixed(light: 7 * 60, dark: 19 * 60 + 30))
/// Noon; the next switch (to dark at 19:30) is 27 000 s away.
private let noon = ScheduleReading(dayAndNight, at: FixedOffsetCalendar.utc("2026-06-21T12:00:00Z"), calendar: FixedOffsetCalendar())
/// One second before the switch at 19:30.
private let justBefore = ScheduleReading(dayAndNight, at: FixedOffsetCalendar.utc("2026-06-21T19:29:59Z"), calendar: FixedOffsetCalendar())
private func key(_ key: Key) -> AppEvent { .input(.key(key)) }

/// The effects that come back as events (`after`), what the run loop posts after a frame
/// (`frameWritten`: what `--apply` hands out) and Ctrl-Z (`suspend`).
let timerRows: [UpdateRow] = [
    // The re-query through tmux: asked for after a delay, the delay starting over on each request.
    UpdateRow(
        name: "a resize inside tmux through the passthrough: the terminal asked 150 ms later",
        given: { $0.appearance.queries = throughTmux }, event: .resize(Size(width: 100, height: 30)),
        then: { $0.size = Size(width: 100, height: 30) }, effects: [.after(ms: 150, .requeryDue)]),
    UpdateRow(
        name: "focus back through the passthrough: the same delay", given: { $0.appearance.queries = throughTmux },
        event: .input(.focusIn), effects: [.after(ms: 150, .requeryDue)]),
    UpdateRow(
        name: "the re-query's delay passed: the terminal is asked now", given: { $0.appearance.queries = throughTmux },
        event: .requeryDue, effects: [.queryTerminalColors]),
    UpdateRow(name: "the delay passed where the terminal may no longer be asked: nothing", event: .requeryDue),

    // The schedule's next switch.
    UpdateRow(
        name: "a reading a second before its switch asks to be told just after it",
        event: .scheduled(justBefore),
        then: {
            $0.appearance.schedule = justBefore
            $0.appearance.inputs.detections.record(justBefore.report)
            $0.appearance.traits = TraitCollection(appearance: .light)
            $0.appearance.sourceLabel = "schedule"
        }, effects: [.after(ms: 1_001, .scheduleSwitchDue)]),
    UpdateRow(
        name: "read 400 ms into its second: the switch is 600 ms away",
        event: .scheduled(justBefore, msIntoSecond: 400),
        then: {
            $0.appearance.schedule = justBefore
            $0.appearance.inputs.detections.record(justBefore.report)
            $0.appearance.traits = TraitCollection(appearance: .light)
            $0.appearance.sourceLabel = "schedule"
        }, effects: [.after(ms: 601, .scheduleSwitchDue)]),
    UpdateRow(
        name: "the schedule's switch is due: what it says is read again", given: { $0.appearance.schedule = noon },
        event: .scheduleSwitchDue, effects: [.readSchedule]),
    UpdateRow(name: "a switch due after the schedule was turned off: nothing read", event: .scheduleSwitchDue),

    // After each frame: what `--apply` hands out.
    UpdateRow(
        name: "the first frame hands out the shown theme (start-up's commit is no new one)", event: .frameWritten(took: 3),
        then: { handOut(&$0) }, effects: [.applyShown(UpdateRow.start().shownAppliedTheme)]),
    UpdateRow(name: "a frame showing nothing new hands out nothing", given: { handOut(&$0) }, event: .frameWritten(took: 3)),
    UpdateRow(
        name: "after Enter on another theme: the shown and the committed theme, hooks run here",
        given: {
            handOut(&$0); $0.highlighted = 1; $0.committed = 1; $0.commitsMade = 1
        }, event: .frameWritten(took: 3),
        then: { handOut(&$0) },
        effects: [
            .applyShown(after { $0.highlighted = 1 }.shownAppliedTheme),
            .applyCommitted(after { $0.committed = 1 }.committedAppliedTheme)
        ]),
    UpdateRow(name: "a slow frame without a fade is only a frame", given: { handOut(&$0) }, event: .frameWritten(took: 5_000)),

    // Ctrl-Z.
    UpdateRow(name: "Ctrl-Z suspends and changes nothing", event: key(.controlZ), effects: [.suspend]),
    UpdateRow(
        name: "Ctrl-Z in the help suspends, the help stays open", given: { $0.overlays.help = HelpState() },
        event: key(.controlZ), effects: [.suspend]),
    UpdateRow(name: "SIGTSTP from outside suspends as Ctrl-Z does", event: .suspendRequested, effects: [.suspend]),
    UpdateRow(
        name: "no shell to resume it (a pane beside opened): Ctrl-Z is ignored", given: { $0.suspends = false },
        event: key(.controlZ)),
    UpdateRow(name: "and so is SIGTSTP", given: { $0.suspends = false }, event: .suspendRequested),
    UpdateRow(name: "start-up in a pane beside opened: no job control", event: .jobControl(false), then: { $0.suspends = false })
]
