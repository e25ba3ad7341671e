import DarkscreenCore
import DarkscreenState
import DarkscreenPlatform
import DarkscreenTools

/// The hub the views register with: it posts the app's state, and each view renders it into the
/// frame's cell buffer.
public typealias ViewHub = StateHub<AppState, CellBuffer>

/// The base of every view, ratatui's widget in a retained tree: a view keeps nothing of what it
/// shows. Registered with the hub, it is handed each new state and draws it, where the state's
/// layout puts it, into the frame's buffer; the frame diff (`FramePainter`) finds what changed.
/// Subviews only give the registration order, which is the drawing order (a container before what
/// it holds, an overlay last).
open class View: StateObserver {
    public private(set) var subviews: [View] = []

    public init() {}

    public func addSubview(_ view: View) {
        subviews.append(view)
    }

    /// Registers this view, then its subviews, with the hub.
    public func register(with hub: ViewHub) {
        hub.register(self)
        for view in subviews { view.register(with: hub) }
    }

    /// Where this view draws in `state` (empty: not shown).
    open func rect(in state: AppState, layout: ScreenLayout) -> Rect { .empty }

    /// Where this view draws in `state`.
    public func rect(in state: AppState) -> Rect { rect(in: state, layout: state.screenLayout) }

    /// Subclasses draw `state` into `rect` here, every cell of it.
    open func draw(_ state: AppState, in rect: Rect, into buffer: inout CellBuffer) {}

    public final func hub(didPost state: AppState, into buffer: inout CellBuffer) {
        let rect = rect(in: state)
        guard !rect.isEmpty else { return }
        draw(state, in: rect, into: &buffer)
    }
}

extension Rect {
    static let empty = Rect(column: 0, row: 0, width: 0, height: 0)
}

extension AppState {
    /// The appearance the views draw in; the companion pane's own with `--companion`.
    func viewAppearance(companion: Bool = false) -> Appearance {
        let traits = appearance.traits
        return (companion ? traits.overriding(appearance: companionAppearance) : traits).appearance.resolved
    }

    /// The drawn theme's colours (legible, during a fade the blend) for the views in `appearance`.
    func viewColors(companion: Bool = false) -> ResolvedColors {
        ThemeLegibility.drawn(drawnTheme, for: viewAppearance(companion: companion))
    }
}
