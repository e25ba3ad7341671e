import DarkscreenCore
import DarkscreenState
import DarkscreenPlatform
import DarkscreenTools

/// The base of every view: a frame, subviews, inherited traits with an optional appearance
/// override, and a dirty flag. A view registers with the hub; when the hub posts, it records
/// what changed and marks itself dirty. It draws only when the next frame asks it to.
open class View: ThemeObserver {
    /// Set by the view's container as the layout says (`show(...)`), never from outside the UI.
    public internal(set) var frame: Rect {
        didSet { if frame != oldValue { setNeedsDisplay() } }
    }
    public private(set) var subviews: [View] = []
    public private(set) weak var superview: View?
    public private(set) weak var hub: ThemeHub?
    public private(set) var needsDisplay = true
    /// How many times this view re-resolved its colours (tests check it stays put when nothing changed).
    public private(set) var colorResolutionCount = 0

    /// Forces this view's appearance (like overrideUserInterfaceStyle); `.unspecified` inherits.
    public internal(set) var overrideAppearance: Appearance = .unspecified {
        didSet { if overrideAppearance != oldValue { traitsMayHaveChanged() } }
    }

    private var cachedColors: ResolvedColors?
    private var cachedAppearance: Appearance?

    public init(frame: Rect = Rect(column: 0, row: 0, width: 0, height: 0)) {
        self.frame = frame
    }

    public func addSubview(_ view: View) {
        view.superview = self
        subviews.append(view)
        if let hub { view.register(with: hub) }
    }

    /// Registers this view and its subviews with the hub.
    public func register(with hub: ThemeHub) {
        self.hub = hub
        hub.register(self)
        for view in subviews { view.register(with: hub) }
    }

    /// The traits this view draws with: its superview's (the hub's at the root), overridden.
    public var traits: TraitCollection {
        let inherited = superview?.traits ?? hub?.traits ?? TraitCollection()
        return inherited.overriding(appearance: overrideAppearance)
    }

    public var theme: Theme? { hub?.theme }

    /// The theme's colours resolved for this view's appearance, cached until either changes.
    public var colors: ResolvedColors {
        let appearance = traits.appearance.resolved
        if let cachedColors, cachedAppearance == appearance { return cachedColors }
        let theme = hub?.theme ?? Theme(name: "", statusLine: .default, colors: ThemeColors { _ in DynamicColor(.black) })
        let resolved = ThemeLegibility.drawn(theme, for: appearance)
        cachedColors = resolved
        cachedAppearance = appearance
        colorResolutionCount += 1
        return resolved
    }

    public func setNeedsDisplay() {
        needsDisplay = true
    }

    open func hub(_ hub: ThemeHub, didPost notification: ThemeNotification) {
        switch notification {
        case .themeDidChange:
            cachedColors = nil
            setNeedsDisplay()
        case .traitsDidChange:
            traitsMayHaveChanged()
        }
    }

    private func traitsMayHaveChanged() {
        guard let cachedAppearance else {
            setNeedsDisplay()
            return
        }
        if cachedAppearance != traits.appearance.resolved {
            cachedColors = nil
            setNeedsDisplay()
        }
        for view in subviews { view.traitsMayHaveChanged() }
    }

    /// Draws this view if dirty (and every subview of a view that drew), then dirty subviews.
    /// Returns whether anything was drawn.
    @discardableResult
    public func display(into buffer: inout CellBuffer, force: Bool = false) -> Bool {
        var drew = false
        let drawSelf = force || needsDisplay
        if drawSelf && !frame.isEmpty {
            draw(into: &buffer)
            drew = true
        }
        needsDisplay = false
        var siblingDrew = false
        for view in subviews {
            let forceChild = drawSelf || (siblingDrew && view.redrawsWithSiblings)
            if view.display(into: &buffer, force: forceChild) {
                drew = true
                siblingDrew = true
            }
        }
        return drew
    }

    /// An overlay says true: when a sibling before it draws (possibly over its area), it draws
    /// again on top.
    open var redrawsWithSiblings: Bool { false }

    /// Subclasses draw their own cells here (subviews draw after).
    open func draw(into buffer: inout CellBuffer) {}
}
