import DarkscreenCore
import DarkscreenPlatform
import DarkscreenTools

/// What the state shows beyond the cells: the status line's style and what `--apply` hands to
/// the terminal, tmux and hooks. Functions of the state alone, so the views, the golden frames
/// and what reaches tmux cannot disagree.
extension AppState {
    /// The colour behind the status line: `statusBackground`, or the help panel's (`primary`) while
    /// it is open (iOS's view behind the status bar).
    public var statusLineBackground: ThemeRole { overlays.help == nil ? .statusBackground : .primary }

    /// The styles asked for by what is on screen, a stack (the last wins): the help panel asks
    /// for the content style legible on its colour (light text on a dark panel, dark text on a
    /// light one).
    public var statusLineRequests: [StatusLineStyle] {
        guard overlays.help != nil else { return [] }
        return [shownColors.primary.isLight ? .darkContent : .lightContent]
    }

    /// The status line's style, decided from scratch (`StatusLineResolution`: the requests, else
    /// the theme's own; then legible on its background), so it never keeps an old style.
    public var statusLine: StatusLineResolution {
        StatusLineResolution(
            requests: statusLineRequests, theme: shownTheme.statusLine,
            appearance: appearance.traits.appearance, background: shownColors[statusLineBackground])
    }

    /// The shown theme's colours for the appearance in force.
    public var shownColors: ResolvedColors { shownTheme.colors.resolved(for: appearance.traits.appearance.resolved) }

    /// What the views draw: the shown theme, or during a fade the colours part of the way there
    /// (`Theme.fading`, mixed in OKLab).
    public var drawnTheme: Theme {
        guard let fade else { return shownTheme }
        return Theme.fading(
            from: fade.from, in: fade.fromAppearance, to: shownTheme, in: appearance.traits.appearance,
            progress: fade.progress)
    }

    /// The highlighted theme as it reaches the terminal and tmux (live, on every highlight move).
    /// During a fade the terminal's colours fade with the views; tmux's styles and hooks go to the
    /// target at once (one tmux call, not one per frame).
    public var shownAppliedTheme: AppliedTheme {
        var applied = AppliedTheme(theme: shownTheme, appearance: appearance.traits.appearance, statusStyle: statusLine.style)
        if fade != nil {
            let drawn = drawnTheme
            applied.terminal = TerminalColorSet(
                colors: drawn.colors, cursor: drawn.cursor, palette: drawn.palette,
                appearance: appearance.traits.appearance)
        }
        return applied
    }

    /// The committed theme and the resolved appearance, as hooks see it (changes only on a commit
    /// or an appearance change, never on a highlight move).
    public var committedAppliedTheme: AppliedTheme {
        AppliedTheme(committed: committedTheme, appearance: appearance.traits.appearance)
    }
}

/// What `--apply` last handed out, so only a change is handed out again (kept in the state; the
/// update step hands out on `.frameWritten`).
public struct LastApplied: Equatable, Sendable {
    private var shown: AppliedTheme?
    private var committed: AppliedTheme?

    public init() {}

    /// The `--apply` effects due for `state` since the last call: the shown theme's when it
    /// changed, the committed theme's when it changed. The first call hands out the shown theme,
    /// and the committed theme only when a key typed before the first frame committed it (what
    /// start-up read from settings.json is no new commit).
    public mutating func effects(for state: AppState) -> [AppEffect] {
        let shown = state.shownAppliedTheme
        let committed = state.committedAppliedTheme
        defer { (self.shown, self.committed) = (shown, committed) }
        guard let lastShown = self.shown, let lastCommitted = self.committed else {
            return state.commitsMade > 0 ? [.applyShown(shown), .applyCommitted(committed)] : [.applyShown(shown)]
        }
        var effects: [AppEffect] = []
        if shown != lastShown { effects.append(.applyShown(shown)) }
        if committed != lastCommitted {
            // The same theme in the other appearance because the schedule switched: one darkscreen tells hooks.
            let scheduled = committed.themeName == lastCommitted.themeName ? state.scheduledSwitch : nil
            effects.append(.applyCommitted(committed, scheduledSwitch: scheduled))
        }
        return effects
    }
}

extension AppState {
    /// The schedule's switch that decided the appearance in force (nil: something else decided it).
    public var scheduledSwitch: ScheduledSwitch? {
        let decision = appearance.decision
        guard decision.source == .schedule, let since = appearance.schedule?.status.since else { return nil }
        return ScheduledSwitch(moment: since, scheme: decision.scheme)
    }
}
