import DarkscreenCore
import DarkscreenState

/// The UI's shell around the update step: holds the one `AppState`, feeds each event the run loop
/// hands it to `AppUpdate.update`, then shows the new state — the hub posts the shown theme and
/// traits to the registered views, the views take what they draw from the state — and renders
/// dirty views into the frame buffer. Pure Swift: tested without a terminal.
public final class AppController {
    public let hub: ThemeHub
    public let screen: ScreenView
    public private(set) var state: AppState
    public private(set) var frame: CellBuffer

    public init(catalog: ThemeCatalog, themeIndex: Int, traits: TraitCollection, size: Size, time: String = "",
                symbols: SymbolSet = .unicode, companion: Appearance = .unspecified, listShown: Bool = true) {
        state = AppState(catalog: catalog, themeIndex: themeIndex, traits: traits, size: size, time: time, symbols: symbols,
                         companion: companion, listShown: listShown)
        hub = ThemeHub(theme: state.drawnTheme, traits: traits)
        screen = ScreenView(size: size)
        frame = CellBuffer(size: size, fill: Cell(style: CellStyle(foreground: .white, background: .black)))
        screen.register(with: hub)
        show()
    }

    /// Handles one event: the update step changes the state, the views show it. Returns what the
    /// run loop must carry out (quit, persist, ask the terminal). Only the run loop calls it.
    @discardableResult
    public func handle(_ event: AppEvent) -> [AppEffect] {
        let effects = AppUpdate.update(&state, event)
        show()
        return effects
    }

    /// Draws every dirty view into the frame; returns whether anything changed.
    @discardableResult
    public func render() -> Bool {
        screen.display(into: &frame)
    }

    private func show() {
        if frame.size != state.size {
            frame = CellBuffer(size: state.size, fill: frame.cells.first ?? Cell(style: CellStyle(foreground: .white, background: .black)))
        }
        hub.apply(traits: state.appearance.traits)
        hub.apply(theme: state.drawnTheme)
        screen.show(state)
        screen.statusLine.show(state.statusLine, on: state.statusLineBackground)
    }
}
