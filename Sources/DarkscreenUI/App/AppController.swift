import DarkscreenCore
import DarkscreenState
import DarkscreenPlatform
import DarkscreenTools

/// The UI's shell around the update step: holds the one `AppState`, feeds each event the run loop
/// hands it to `AppUpdate.update`, and at each frame posts the state through the hub: every
/// registered view renders it into the frame buffer (the frame diff below finds what changed).
/// Pure Swift: tested without a terminal.
public final class AppController {
    public let hub = ViewHub()
    public let screen = ScreenView()
    public private(set) var state: AppState
    public private(set) var frame: CellBuffer

    public init(
        catalog: ThemeCatalog, themeIndex: Int, traits: TraitCollection, size: Size, time: String = "",
        symbols: SymbolSet = .unicode, companion: Appearance = .unspecified, listShown: Bool = true
    ) {
        state = AppState(
            catalog: catalog, themeIndex: themeIndex, traits: traits, size: size, time: time, symbols: symbols,
            companion: companion, listShown: listShown)
        frame = CellBuffer(size: size, fill: Cell(style: CellStyle(foreground: .white, background: .black)))
        screen.register(with: hub)
    }

    /// Handles one event: the update step changes the state. Returns what the run loop must carry
    /// out (quit, persist, ask the terminal). Only the run loop calls it.
    @discardableResult
    public func handle(_ event: AppEvent) -> [AppEffect] {
        let effects = AppUpdate.update(&state, event)
        // Back from Ctrl-Z the terminal's screen was someone else's: the next frame is drawn in
        // full even though the state is what it was.
        if case .resumed = event { hub.invalidate() }
        return effects
    }

    /// Posts the state to the views, which draw it into the frame; returns whether it was drawn
    /// (the hub posts only a state that differs from the one drawn last).
    @discardableResult
    public func render() -> Bool {
        if frame.size != state.size {
            frame = CellBuffer(size: state.size, fill: frame.cells.first ?? Cell(style: CellStyle(foreground: .white, background: .black)))
        }
        return hub.post(state, into: &frame)
    }
}
