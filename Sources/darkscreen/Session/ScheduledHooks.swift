import DarkscreenCore
import DarkscreenState
import DarkscreenPlatform
import DarkscreenTools

/// Hooks and the tools connected by `integrate` are told of a scheduled switch by one darkscreen
/// only: when the committed theme is the same
/// and only the appearance changed because the schedule switched, the switch is claimed
/// (`ScheduledSwitchClaim`); any other committed change (Enter, `darkscreen set`, the terminal or
/// the desktop) runs them as always.
final class ScheduledHooks {
    private let claim: ScheduledSwitchClaim
    private var lastThemeName: String

    init(claim: ScheduledSwitchClaim, committedThemeName: String) {
        self.claim = claim
        lastThemeName = committedThemeName
    }

    /// Whether this darkscreen runs the hooks for `committed`, given the state that led to it.
    func shouldRun(_ committed: AppliedTheme, in state: AppState) -> Bool {
        defer { lastThemeName = committed.themeName }
        guard committed.themeName == lastThemeName, state.appearance.decision.source == .schedule,
              let since = state.appearance.schedule?.status.since else { return true }
        return claim.claim(moment: since, scheme: state.appearance.decision.scheme)
    }
}
