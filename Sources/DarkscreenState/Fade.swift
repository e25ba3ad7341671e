import DarkscreenCore
import DarkscreenPlatform
import DarkscreenTools

/// A fade on its way: what was on screen when it began (itself part of a fade when one was
/// interrupted by another change), the appearance it was seen in, and the frame reached. The
/// target is always the state's own (the shown theme in the appearance in force), so a change
/// during the fade is faded to from where the colours are.
public struct Fade: Equatable, Sendable {
    public let from: Theme
    public let fromAppearance: Appearance
    public let plan: FadePlan
    /// The frame shown now (1…plan.frames - 1; at plan.frames the fade is over).
    public internal(set) var frame: Int

    public init(from: Theme, in fromAppearance: Appearance, plan: FadePlan = .standard, frame: Int = 1) {
        self.from = from
        self.fromAppearance = fromAppearance.resolved
        self.plan = plan
        self.frame = frame
    }

    public var progress: Double { plan.progress(atFrame: frame) }
}

/// When a change fades: the `"transition"` setting, and whether start-up is handled (the first frame
/// is drawn after it; start-up's changes are never faded: there was nothing to fade from).
public struct TransitionState: Equatable, Sendable {
    public internal(set) var setting = Transition.fade
    public internal(set) var startUpHandled = false
}
