import DarkscreenPlatform
import DarkscreenCore

/// The context tint of beside's work pane, as the pane shows it: the colours `context --apply`
/// gave the pane (its own `window-style` and `pane-colours`), read only when the pane's
/// `@darkscreen-context` says darkscreen tinted it. One more input to the decision of the window's
/// colours (`BesideWindow.Colours.tinted(by:)`): the gutters say where the work pane is.
public struct WorkPaneTint: Equatable, Sendable {
    public var background: RGB
    public var foreground: RGB
    /// The ANSI colours the pane has (index → colour).
    public var palette: [Int: RGB]

    public init(background: RGB, foreground: RGB, palette: [Int: RGB]) {
        self.background = background
        self.foreground = foreground
        self.palette = palette
    }

    /// What tmux answers `readCommands` with: nil when the pane is not tinted by darkscreen.
    public init?(answer blocks: ArraySlice<[String]>) {
        let blocks = Array(blocks)
        guard blocks.count == 3, let record = blocks[0].first, !record.isEmpty, let style = blocks[1].first else { return nil }
        var background: RGB?
        var foreground: RGB?
        for part in style.split(separator: ",") {
            if part.hasPrefix("bg=") { background = RGB(hex: String(part.dropFirst(3))) }
            if part.hasPrefix("fg=") { foreground = RGB(hex: String(part.dropFirst(3))) }
        }
        guard let background, let foreground else { return nil }
        var palette: [Int: RGB] = [:]
        for (index, value) in BesideWindow.parsePaneColours(blocks[2]) where index < 16 {
            if let rgb = RGB(hex: value) { palette[index] = rgb }
        }
        self.init(background: background, foreground: foreground, palette: palette)
    }

    /// The three reads (one tmux call, or the end of one): the pane's tint record, its
    /// `window-style`, its `pane-colours`.
    public static func readCommands(_ pane: String) -> [[String]] {
        [
            ["show-options", "-p", "-q", "-v", "-t", pane, PaneTint.option],
            ["show-options", "-p", "-q", "-v", "-t", pane, "window-style"],
            ["show-options", "-p", "-q", "-t", pane, "pane-colours"]
        ]
    }
}

extension BesideWindow.Colours {
    /// The window's colours with the work pane's tint in: its background and text for the
    /// panes' default colours and the borders, its ANSI colours where it has them (the theme's
    /// elsewhere). No tint: the theme's, unchanged.
    public func tinted(by tint: WorkPaneTint?) -> Self {
        guard let tint else { return self }
        var colours = self
        colours.background = tint.background
        colours.foreground = tint.foreground
        if var palette = colours.palette {
            for (index, rgb) in tint.palette where palette.indices.contains(index) { palette[index] = rgb }
            colours.palette = palette
        }
        return colours
    }
}

extension BesideWindow {
    /// The work pane of a window beside runs in: its active pane, unless that is a companion;
    /// else its first pane that is not.
    static func workPane(_ window: Snapshot, record: BesideRecord) -> String? {
        if let active = window.active, !record.companions.contains(active) { return active }
        return window.panes.map(\.id).first { !record.companions.contains($0) }
    }

    /// After `context --apply` changed `pane`'s tint: when the pane is the work pane of a window
    /// beside runs in, the window takes its colours again (`colours`: the theme's, worked out only
    /// then, in exact RGB or not as beside gave them to the window: `direct`), with the tint in or
    /// out. Nil: not beside's work pane, nothing done.
    public func follow(tintOf pane: String, colours: (_ direct: Bool) throws -> Colours) rethrows -> Outcome? {
        guard case .success(let window) = snapshot(of: pane), let record = window.record,
            Self.workPane(window, record: record) == pane
        else { return nil }
        let style = server.run([["show-options", "-w", "-q", "-v", "-t", window.window, BesideOption.windowStyle.rawValue]]).output
        return recolour(window: window.window, colours: try colours(!style.contains("colour")))
    }
}
