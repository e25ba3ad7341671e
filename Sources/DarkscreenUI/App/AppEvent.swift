import DarkscreenCore

/// What reaches the app's update step: input, a new size, the clock.
public enum AppEvent: Hashable, Sendable {
    case input(InputEvent)
    case resize(Size)
    case clock(String)
    /// A source outside the key stream (the desktop setting) said light or dark, or went quiet.
    case appearanceReported(SourceReport)
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
    /// Ask the terminal its colours again (OSC 10/11): after a 997 report, and inside tmux on a
    /// resize or focus-in. The answers come back as input.
    case queryTerminalColors
}
