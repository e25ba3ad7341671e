import DarkscreenCore
import DarkscreenPlatform
import DarkscreenTools

/// Calm transitions: a change that happens by itself (the schedule, the desktop, the terminal's
/// report, another darkscreen's commit, a themes file) fades from the colours on screen to the
/// new ones (`AppState.drawnTheme` blends them); the user's own input never fades and ends a fade
/// on its way at its target before it acts. Each frame asks for the next one a slot later
/// (`after(slot, .fadeFrame)`); a frame slow to reach the terminal ends the fade (`frameWritten`).
extension AppUpdate {
    /// What was shown before an event: the target and the colours actually on screen.
    struct ShownBefore {
        var theme: Theme
        var appearance: Appearance
        var drawn: Theme

        init(_ state: AppState) {
            theme = state.shownTheme
            appearance = state.appearance.traits.appearance.resolved
            drawn = state.drawnTheme
        }
    }

    /// Whether an event is a change that happens by itself (faded) rather than the user's (at once).
    static func happensByItself(_ event: AppEvent) -> Bool {
        switch event {
        case .input(let input, _):
            switch input {
            case .colorSchemeReport, .colorReport: true
            case .key, .mouse, .focusIn, .focusOut, .deviceAttributes, .cursorPositionReport, .ignored: false
            }
        case .appearanceReported, .settingsChanged, .themesReloaded, .scheduled, .desktopPreferences: true
        case .resize, .clock, .appearanceConfigured, .terminalQueriesConfigured, .settingsSaved, .notice, .resumed,
            .startUpHandled, .fadeFrame, .frameWritten, .requeryDue, .scheduleSwitchDue, .suspendRequested, .jobControl:
            false
        }
    }

    /// Whether a change by itself fades now: start-up is handled, `"transition"` is `fade` and
    /// the desktop does not ask for reduced animation.
    static func fades(_ state: AppState) -> Bool {
        state.transition.startUpHandled && state.transition.setting == .fade && !state.desktop.reducedAnimation
    }

    /// After an event: a fade begins (or begins again from where the colours are) when the event
    /// changed what is shown by itself; a fade that may no longer run ends at its target.
    static func fadeAfter(_ event: AppEvent, shownBefore before: ShownBefore, in state: inout AppState) -> [AppEffect] {
        let changed = state.shownTheme != before.theme || state.appearance.traits.appearance.resolved != before.appearance
        if changed && happensByItself(event) && fades(state) {
            let fade = Fade(from: before.drawn, in: before.appearance)
            state.fade = fade
            return [.after(ms: fade.plan.slot, .fadeFrame)]
        }
        if state.fade != nil && (changed || !fades(state)) { endFade(in: &state) }
        return []
    }

    /// The user's input acts on the target: a fade on its way jumps there first.
    static func interruptFade(by input: InputEvent, in state: inout AppState) {
        switch input {
        case .key, .mouse: endFade(in: &state)
        default: break
        }
    }

    /// The next frame is due: one step on and the one after asked for, or the end (the last
    /// frame is the target itself). Due after the fade ended: nothing.
    static func fadeFrame(in state: inout AppState) -> [AppEffect] {
        guard var fade = state.fade else { return [] }
        if fade.frame + 1 >= fade.plan.frames {
            endFade(in: &state)
            return []
        }
        fade.frame += 1
        state.fade = fade
        return [.after(ms: fade.plan.slot, .fadeFrame)]
    }

    /// The fade ends at its target (the shown theme itself); a frame still asked for finds no fade.
    static func endFade(in state: inout AppState) {
        state.fade = nil
    }

    /// settings.json's `"transition"`; a value that cannot be used says so and `fade` holds.
    static func transitionSettingChanged(_ choice: TransitionChoice, in state: inout AppState) {
        state.transition.setting = choice.transition
        if let problem = choice.problem { state.notices.settings = Notice(problem) }
    }
}
