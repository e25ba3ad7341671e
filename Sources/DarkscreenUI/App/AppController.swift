import DarkscreenCore

/// The UI's shell around the update step: holds the one `AppState`, feeds each event to
/// `AppUpdate.update`, then shows the new state — the hub posts the shown theme and traits to
/// the registered views, the views take what they draw from the state — and renders dirty views
/// into the frame buffer. Pure Swift: tested without a terminal.
public final class AppController {
    public let hub: ThemeHub
    public let screen: ScreenView
    public internal(set) var state: AppState
    public private(set) var frame: CellBuffer
    /// Status-line styles requested by what is on screen (the help overlay pushes one).
    public private(set) var statusStyles = StatusLineStyleStack()
    private var helpRequest: (token: StatusLineStyleStack.Token, style: StatusLineStyle)?
    /// What was last handed out as surroundings (see `surroundingsEffects()`).
    var reportedSurroundings: (shown: Surroundings, committed: Surroundings)?

    public init(catalog: ThemeCatalog, themeIndex: Int, traits: TraitCollection, size: Size, time: String = "",
                symbols: SymbolSet = .unicode, companion: Appearance = .unspecified) {
        state = AppState(catalog: catalog, themeIndex: themeIndex, traits: traits, size: size, time: time, symbols: symbols)
        state.companionAppearance = companion
        hub = ThemeHub(theme: state.shownTheme, traits: traits)
        screen = ScreenView(size: size)
        frame = CellBuffer(size: size, fill: Cell(style: CellStyle(foreground: .white, background: .black)))
        screen.register(with: hub)
        show()
    }

    /// Handles one event: the update step changes the state, the views show it. Returns what the
    /// caller must do (quit, persist).
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
        hub.apply(theme: state.shownTheme)
        screen.show(state)
        showStatusLineStyle()
    }

    /// Re-resolves the status line's style from scratch (`StatusLineResolution`: the stack's top,
    /// else the focused view through its containers, else the theme; then legible on its
    /// background), so the status line never keeps an old style.
    private func showStatusLineStyle() {
        let help = screen.helpOverlay
        if help.isPresented, let preferred = help.preferredStatusLineStyle, helpRequest?.style != preferred {
            // The overlay's preference follows the theme under it: replace its request.
            if let old = helpRequest { statusStyles.pop(old.token) }
            helpRequest = (statusStyles.push(preferred), preferred)
        } else if !help.isPresented, let request = helpRequest {
            statusStyles.pop(request.token) // pops exactly its own (on disappear)
            helpRequest = nil
        }
        let role: ThemeRole = help.isPresented ? .primary : .statusBackground
        let resolution = StatusLineResolution(stack: statusStyles, focused: screen, theme: hub.theme.statusLine,
                                              appearance: screen.statusLine.traits.appearance, background: screen.statusLine.colors[role])
        screen.statusLine.show(resolution, on: role)
    }
}
