import DarkscreenCore
import TerminalAppearance
import DarkscreenPlatform
import DarkscreenTools

/// Light or dark, live: the terminal's reports and colours, the desktop setting, the `a` key and
/// settings changes all end in `AppearanceState.resolve()`; the views draw the next frame
/// from the new traits (every dynamic and derived colour resolved again).
extension AppUpdate {
    static func configureAppearance(_ inputs: AppearanceInputs, in state: inout AppState) {
        state.appearance.inputs = inputs
        state.appearance.resolve()
    }

    /// A source said something new (the desktop setting, followed live; tmux; the terminal).
    static func record(_ report: SourceReport, in state: inout AppState) {
        state.appearance.inputs.detections.record(report)
        state.appearance.resolve()
    }

    /// Mode 2031 / `CSI ? 997 ; n`: the terminal switched between light and dark, or its palette
    /// changed: recorded, and its colours asked again.
    static func reportColorScheme(dark: Bool, in state: inout AppState) -> [AppEffect] {
        guard state.appearance.queries.followsReports else { return [] }
        state.appearance.inputs.terminalReport = dark ? .dark : .light
        state.appearance.resolve()
        return state.appearance.queries.asksTerminal ? requery(state) : []
    }

    /// Asks the terminal its colours again: at once, or through tmux's passthrough after
    /// `requeryDelay` (asked again within it, the delay starts over: one exchange for a burst).
    static func requery(_ state: AppState) -> [AppEffect] {
        let delay = state.appearance.queries.requeryDelay
        return delay > 0 ? [.after(ms: delay, .requeryDue)] : [.queryTerminalColors]
    }

    /// An OSC 10/11 answer to a re-query (other colour replies are `--apply terminal`'s).
    static func reportColor(_ slot: ColorSlot, _ color: TerminalColor, in state: inout AppState) -> [AppEffect] {
        guard state.appearance.queries.asksTerminal else { return [] }
        state.appearance.inputs.recordTerminalColor(slot, color)
        state.appearance.resolve()
        return []
    }

    /// Focus came back: inside tmux the outer terminal may have changed meanwhile.
    static func focusGained(in state: inout AppState) -> [AppEffect] {
        state.appearance.queries.requeriesOnResizeAndFocus ? requery(state) : []
    }

    /// `a`: auto → light → dark → auto, starting from the override in force. On a scheduled day
    /// (the schedule deciding): the other appearance, then back to the schedule; the choice is
    /// this session's and ends at the schedule's next switch.
    static func cycleAppearance(in state: inout AppState) -> [AppEffect] {
        if let schedule = state.appearance.schedule, state.appearance.inputs.override == nil {
            let shown = state.appearance.decision.scheme
            let next: AppearanceOverride = state.appearance.keyOverride == nil ? (shown == .light ? .dark : .light) : .auto
            state.appearance.keyOverride = next == .auto ? nil : next
            state.appearance.keyOverrideUntil = next == .auto ? nil : schedule.status.next?.moment ?? Int.max
            state.appearance.resolve()
            return []
        }
        let override = state.appearance.inputs.override
        let current = state.appearance.keyOverride ?? (override == nil ? .auto : (override!.appearance == .light ? .light : .dark))
        let next: AppearanceOverride =
            switch current {
            case .auto: .light
            case .light: .dark
            case .dark: .auto
            }
        state.appearance.keyOverride = next
        state.appearance.resolve()
        return [.appearanceOverride(next)]
    }
}

/// When the running app asks the terminal its colours again.
public struct TerminalQueryPolicy: Equatable, Sendable {
    /// The terminal may be asked at all (it was asked at start-up, not refused).
    public var asksTerminal: Bool
    /// Also on a resize and on focus-in: inside tmux, whose cached colours go stale.
    public var requeriesOnResizeAndFocus: Bool

    /// The terminal's own light/dark reports (mode 2031) count. Off while darkscreen sets the
    /// terminal's colours (`--apply terminal`): a terminal may report the background darkscreen
    /// itself set, so the appearance stays with what the terminal had before the first change.
    public var followsReports: Bool

    /// How long a re-query waits (ms; 0: asked at once). Through tmux's passthrough 150 ms after
    /// the last request, because tmux 3.3 drops a passthrough that arrives while it still has to
    /// redraw the client after a resize.
    public var requeryDelay: Int

    public init(asksTerminal: Bool = false, requeriesOnResizeAndFocus: Bool = false, followsReports: Bool = true, requeryDelay: Int = 0) {
        self.requeryDelay = requeryDelay
        self.asksTerminal = asksTerminal
        self.requeriesOnResizeAndFocus = requeriesOnResizeAndFocus
        self.followsReports = followsReports
    }

    /// While darkscreen applies its theme to the terminal's own colours: never asked again and
    /// its reports not followed (no feedback from darkscreen's own background).
    public static let colorsApplied = TerminalQueryPolicy(followsReports: false)
}
