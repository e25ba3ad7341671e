import DarkscreenPlatform
/// A calm transition: how many frames a fade shows and how far along each one is.
/// Frame 1 is drawn at once (with the change that started it), one more each `slot`
/// milliseconds, and frame `frames` is the target exactly (the fade is over then).
public struct FadePlan: Hashable, Sendable {
    public let frames: Int
    /// Milliseconds between two frames.
    public let slot: Int

    public init(frames: Int, slot: Int) {
        precondition(frames >= 1 && slot >= 1, "a fade has at least one frame and a slot")
        self.frames = frames
        self.slot = slot
    }

    /// 15 frames, 35 ms apart: the target 490 ms after the change (DECISIONS.md "Calm transitions").
    public static let standard = FadePlan(frames: 15, slot: 35)

    /// From the first frame to the last (ms).
    public var duration: Int { (frames - 1) * slot }

    /// How far along frame `frame` (1…frames) is: 0 < progress ≤ 1, 1 exactly at the last. Even
    /// steps: the mix is in OKLab, so an even step of progress is an even step of lightness as the
    /// eye sees it, and the first frame (drawn with the change) already moves visibly.
    public func progress(atFrame frame: Int) -> Double {
        min(1, max(0, Double(frame) / Double(frames)))
    }
}

extension Theme {
    /// What is shown part of the way from one theme (as shown in `fromAppearance`) to another (in
    /// `toAppearance`), each colour mixed in OKLab: the roles, the terminal's palette and cursor.
    /// It is `to`'s name, status-line style and metadata; its colours stay dynamic, so a view whose
    /// appearance is forced (`--companion`) fades between the two themes in its own appearance.
    /// At `progress` 1 the colours are `to`'s exactly.
    public static func fading(
        from: Theme, in fromAppearance: Appearance, to: Theme, in toAppearance: Appearance,
        progress: Double
    ) -> Theme {
        let fromResolved = fromAppearance.resolved, toResolved = toAppearance.resolved
        /// The appearance `from` was seen in by a view now in `appearance`: the old main one for
        /// views that follow it, the view's own for one that keeps its own.
        func before(_ appearance: Appearance) -> Appearance { appearance == toResolved ? fromResolved : appearance }
        func mixed(_ old: DynamicColor?, _ new: DynamicColor?) -> DynamicColor? {
            guard let new else { return nil }
            guard let old else { return new }
            return DynamicColor(
                light: OKLab.mix(old.resolved(for: before(.light)), new.light, at: progress),
                dark: OKLab.mix(old.resolved(for: before(.dark)), new.dark, at: progress))
        }
        let colors = ThemeColors { role in mixed(from.colors[role], to.colors[role])! }
        let palette: [DynamicColor]? = to.palette.map { target in
            guard let old = from.palette else { return target }
            return zip(old, target).map { mixed($0, $1)! }
        }
        return Theme(
            name: to.name, statusLine: to.statusLine, colors: colors, givenRoles: to.givenRoles, palette: palette,
            cursor: mixed(from.cursor, to.cursor), sharedMetadata: to.metadataBox)
    }
}
