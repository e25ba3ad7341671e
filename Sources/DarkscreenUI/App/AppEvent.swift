import DarkscreenCore

/// What reaches the app's update step: input, a new size, the clock.
public enum AppEvent: Hashable, Sendable {
    case input(InputEvent)
    case resize(Size)
    case clock(String)
}

/// What the update step asks the outside world to do.
public enum AppEffect: Hashable, Sendable {
    case quit
    /// The user committed a theme (Enter): persist it.
    case commit(themeName: String)
    /// The user chose an appearance override with the `a` key: persist it.
    case appearanceOverride(AppearanceOverride)
    /// The user changed the split (`[`, `]`, `s`): persist it with the settings.
    case layoutChanged(ratio: SplitRatio, listOnRight: Bool)
    /// The shown theme or appearance changed: the terminal's colours and tmux follow it.
    case surroundingsChanged(Surroundings)
    /// The committed theme or the resolved appearance changed: hooks run.
    case committedSurroundingsChanged(Surroundings)
}
