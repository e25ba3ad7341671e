import DarkscreenCore

/// The app's state and update step. Owns the hub and the views; turns events into state
/// changes, applies the highlighted theme through the hub (every registered view re-themes),
/// and renders dirty views into the frame buffer. Pure Swift: tested without a terminal.
public final class AppController {
    public let hub: ThemeHub
    public let screen: ScreenView
    public internal(set) var catalog: ThemeCatalog
    public internal(set) var highlighted: Int
    public internal(set) var committed: Int
    public private(set) var frame: CellBuffer
    public var appearanceSource = ""
    /// Everything that decides light or dark (flag, environment, settings, terminal answers).
    public internal(set) var appearanceInputs = AppearanceResolver()
    /// When the terminal's colours are asked again while running.
    public var terminalQueries = TerminalQueryPolicy()
    /// The override chosen with the `a` key this session (beats flag, environment and settings).
    public internal(set) var keyOverride: AppearanceOverride?
    /// Status-line styles requested by what is on screen (the help overlay pushes one).
    public internal(set) var statusStyles = StatusLineStyleStack()
    var helpRequest: (token: StatusLineStyleStack.Token, style: StatusLineStyle)?
    /// The `/` filter while it is open.
    public internal(set) var filter: ThemeFilter?

    /// Tells double clicks from single ones; its clock is replaceable for tests.
    public var clicks = ClickTracker(clock: WallClock.monotonicMilliseconds)

    public init(catalog: ThemeCatalog, themeIndex: Int, traits: TraitCollection, size: Size, time: String = "", glyphs: Glyphs = .unicode) {
        precondition(!catalog.themes.isEmpty, "a catalog has at least one theme")
        let index = min(max(0, themeIndex), catalog.count - 1)
        self.catalog = catalog
        highlighted = index
        committed = index
        hub = ThemeHub(theme: catalog.themes[index], traits: traits)
        screen = ScreenView(size: size)
        frame = CellBuffer(size: size, fill: Cell(style: CellStyle(foreground: .white, background: .black)))
        screen.register(with: hub)
        screen.statusLine.glyphs = glyphs
        screen.split.listPane.glyphs = glyphs
        screen.split.separator.glyphs = glyphs
        screen.statusLine.time = time
        screen.split.listPane.names = catalog.names
        syncViews()
    }

    public var currentTheme: Theme { hub.theme }
    public var listPane: ThemeListView { screen.split.listPane }

    /// Handles one event; returns what the caller must do (quit, persist).
    public func handle(_ event: AppEvent) -> [AppEffect] {
        switch event {
        case .resize(let size):
            resize(to: size)
            return terminalQueries.requeriesOnResizeAndFocus ? [.queryTerminalColors] : []
        case .appearanceReported(let report):
            applyAppearanceReport(report)
            return []
        case .clock(let time):
            screen.statusLine.time = time
            return []
        case .input(let input):
            return handle(input)
        }
    }

    private func handle(_ input: InputEvent) -> [AppEffect] {
        switch input {
        case .key(let key): return handle(key)
        case .mouse(let event): return handle(mouse: event)
        case .colorSchemeReport(let dark): return handleColorSchemeReport(dark: dark)
        case .colorReport(let slot, let color): return handleColorReport(slot, color)
        case .focusIn: return focusGained()
        case .deviceAttributes, .cursorPositionReport, .ignored:
            // Fences and stray reports: consumed, nothing to do.
            return []
        }
    }


    private func handle(_ key: Key) -> [AppEffect] {
        if screen.helpOverlay.isPresented { return handleHelpKey(key) }
        if filter != nil { return handleFilterKey(key) }
        if let effects = handleLayoutKey(key) { return effects }
        let page = max(1, listPane.visibleRowCount)
        switch key {
        case .up, .character("k"): highlight(highlighted - 1)
        case .down, .character("j"): highlight(highlighted + 1)
        case .home: highlight(0)
        case .end: highlight(catalog.count - 1)
        case .pageUp: highlight(highlighted - page)
        case .pageDown: highlight(highlighted + page)
        case .enter: return commitHighlighted()
        case .escape: highlight(committed)
        case .character("a"): return cycleAppearance()
        case .character("?"): showHelp()
        case .character("/"): openFilter()
        case .character("q"), .controlC: return [.quit]
        default: break
        }
        return []
    }

    /// Commits the highlighted theme (Enter, double click).
    func commitHighlighted() -> [AppEffect] {
        committed = highlighted
        syncViews()
        return [.commit(themeName: catalog.themes[committed].name)]
    }

    /// Moves the highlight (clamped) and applies that theme live.
    public func highlight(_ index: Int) {
        highlighted = min(max(0, index), catalog.count - 1)
        syncViews()
    }

    /// Switches the appearance (traits) live; views re-resolve only if it really differs.
    public func apply(traits: TraitCollection) {
        hub.apply(traits: traits)
        syncViews()
    }

    public func resize(to size: Size) {
        screen.resize(to: size)
        frame = CellBuffer(size: size, fill: frame.cells.first ?? Cell(style: CellStyle(foreground: .white, background: .black)))
    }

    func syncViews() {
        hub.apply(theme: catalog.themes[highlighted])
        if let filter {
            listPane.highlighted = filter.matches.firstIndex(of: highlighted) ?? -1
            listPane.committed = filter.matches.firstIndex(of: committed) ?? -1
        } else {
            listPane.highlighted = highlighted
            listPane.committed = committed
        }
        syncStatusLineStyle()
        let status = screen.statusLine
        status.themeName = hub.theme.name
        let appearance = hub.traits.appearance.resolved.rawValue
        status.appearanceLabel = appearanceSource.isEmpty ? appearance : "\(appearance) · \(appearanceSource)"
    }

    /// Re-resolves the status line's style from scratch: the stack's top, else the focused view
    /// through its containers, else the theme. Called on every theme, appearance, stack or focus
    /// change, so the status line never keeps an old style.
    func syncStatusLineStyle() {
        let help = screen.helpOverlay
        if help.isPresented, let preferred = help.preferredStatusLineStyle, helpRequest?.style != preferred {
            // The overlay's preference follows the theme under it: replace its request.
            if let old = helpRequest { statusStyles.pop(old.token) }
            helpRequest = (statusStyles.push(preferred), preferred)
        }
        let status = screen.statusLine
        status.backgroundRole = help.isPresented ? .primary : .statusBackground
        status.requestedStyle = statusStyles.top ?? screen.effectiveStatusLineStyle ?? hub.theme.statusLine
    }

    /// Draws every dirty view into the frame; returns whether anything changed.
    @discardableResult
    public func render() -> Bool {
        screen.display(into: &frame)
    }
}
