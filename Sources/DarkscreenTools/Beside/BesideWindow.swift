import DarkscreenPlatform
import DarkscreenCore
/// `darkscreen beside` in tmux: opens the companion panes beside the user's pane, keeps their
/// widths when the window changes (`relayout`, run by a window hook), and closes them putting
/// back every window option and the layout (`close`). Everything it needs is read from tmux
/// and from the window's `BesideRecord`, so any darkscreen may relayout or close any window.
public struct BesideWindow {
    /// The window hook that keeps the layout: an entry of its own, so hooks the user set stay.
    public static let hook = "window-layout-changed[990]"
    /// The window hook that closes beside when the user's pane ends and `remain-on-exit` keeps it
    /// (dead): no layout change tells beside then.
    public static let diedHook = "pane-died[990]"
    /// The window hook that follows `rotate-window` (which changes the active pane and no layout
    /// hook fires); guarded like `hook`, so a focus change alone starts nothing.
    public static let paneChangedHook = "window-pane-changed[990]"
    /// Whether the window was zoomed when beside opened (splitting unzooms it): `--off` zooms it again.
    public static let zoomedOption = "@darkscreen-beside-zoomed"
    /// The window's layout as beside last made it (`#{window_layout}`, a window user option): the
    /// hook calls darkscreen only when the layout is another (tmux runs the hook once for each
    /// change beside itself makes, after the call that made them).
    public static let madeLayoutOption = "@darkscreen-beside-layout"

    public let server: TmuxServer

    public init(server: TmuxServer) {
        self.server = server
    }

    /// The theme's colours beside gives the window: its panes' default colours, the borders, the palette.
    public struct Colours: Sendable {
        public var background: RGB
        public var foreground: RGB
        /// ANSI 0–15, when the theme has a palette.
        public var palette: [RGB]?
        /// The companions draw exact RGB (tmux's client has RGB: they are started with
        /// `COLORTERM=truecolor`); otherwise they draw the nearest of the 256 colours, and so do the
        /// window's styles, so a gutter and the panes and borders around it are one tone.
        public var direct: Bool

        public init(background: RGB, foreground: RGB, palette: [RGB]?, direct: Bool = true) {
            self.background = background
            self.foreground = foreground
            self.palette = palette
            self.direct = direct
        }

        /// A colour as the window's styles give it: `#rrggbb`, or `colourN` as the companions quantise it.
        func style(_ rgb: RGB) -> String { direct ? XtermPalette.direct(rgb).hex : "colour\(XtermPalette.nearest256(rgb))" }

        var options: [BesideOption: String] {
            let panes = "bg=\(style(background)),fg=\(style(foreground))"
            let border = "fg=\(style(background)),bg=\(style(background))"
            return [.paneBorderStyle: border, .paneActiveBorderStyle: border, .windowStyle: panes, .windowActiveStyle: panes]
        }
    }

    /// How the companions are started and how the hook calls darkscreen back.
    public struct Launch: Sendable {
        /// The companion's program and arguments (run by tmux without a shell).
        public var companion: [String]
        /// `NAME=value` passed to the companions (`split-window -e`).
        public var environment: [String]
        /// darkscreen's path, for the hook (a shell line: plain characters only, else `darkscreen`).
        public var program: String

        public init(companion: [String], environment: [String], program: String) {
            self.companion = companion
            self.environment = environment
            self.program = program
        }

        func hookCommand(window: String) -> String {
            "if-shell -F '#{!=:#{window_layout},#{\(BesideWindow.madeLayoutOption)}}' "
                + "\"run-shell -b 'exec \(shellProgram) beside --relayout \(window) >/dev/null 2>&1'\""
        }

        /// What the `pane-died` hook runs: the same check as a layout change.
        func relayoutCommand(window: String) -> String {
            "run-shell -b 'exec \(shellProgram) beside --relayout \(window) >/dev/null 2>&1'"
        }

        /// The first companion's `--beside-recolour`: after each commit, the window takes its colours.
        func recolourCommand(window: String) -> String {
            "exec \(shellProgram) beside --recolour \(window)"
        }

        /// darkscreen's path in a shell line: plain characters only, else `darkscreen` from PATH.
        var shellProgram: String {
            let plain =
                !program.isEmpty
                && program.utf8.allSatisfy {
                    ($0 >= 0x30 && $0 <= 0x39) || ($0 >= 0x41 && $0 <= 0x5A) || ($0 >= 0x61 && $0 <= 0x7A) || "/._+-".utf8.contains($0)
                }
            return plain ? program : "darkscreen"
        }
    }

    public enum Outcome: Equatable, Sendable {
        /// Opened; notices (one line each) for what this tmux cannot do.
        case opened(window: String, notices: [String])
        /// A running beside closed (`--off`, or `beside` again).
        case closed(window: String)
        /// Nothing to do (no beside in that window; the layout already right).
        case unchanged
        /// Corrected the companions' widths.
        case resized
        /// The window took the theme's colours again.
        case recoloured
        /// tmux refused or is unreachable: one line.
        case failed(String)
    }

    /// What tmux says about a window: its id and size, the record, the live panes and their
    /// widths, the dead ones (`remain-on-exit` keeps a pane whose program ended), whether it is zoomed.
    struct Snapshot {
        var window: String
        var width: Int
        var height: Int
        var record: BesideRecord?
        var panes: [(id: String, width: Int)]
        var dead: [String] = []
        var zoomed = false
        /// Each live pane's left edge.
        var lefts: [String: Int] = [:]
        /// The window's active pane.
        var active: String?
    }

    func snapshot(of target: String) -> Result<Snapshot, BesideError> {
        let answer = server.run(TmuxServer.separated(Self.snapshotCommands(target)))
        guard answer.succeeded else { return .failure(BesideError(answer.problem)) }
        return Self.parseSnapshot(answer.blocks[...])
    }

    static func snapshotCommands(_ target: String) -> [[String]] {
        [
            ["display-message", "-p", "-t", target, "#{window_id} #{window_width} #{window_height} #{window_zoomed_flag}"],
            ["show-options", "-w", "-q", "-v", "-t", target, BesideRecord.option],
            ["list-panes", "-t", target, "-F", "#{pane_id} #{pane_width} #{pane_dead} #{pane_left} #{pane_active}"]
        ]
    }

    /// The first three blocks of an answer to `snapshotCommands`.
    static func parseSnapshot(_ all: ArraySlice<[String]>) -> Result<Snapshot, BesideError> {
        let blocks = Array(all.prefix(3))
        guard blocks.count == 3, let first = blocks[0].first else { return .failure(BesideError("tmux: unexpected answer to display-message")) }
        let ids = first.split(separator: " ")
        guard ids.count >= 3, TmuxID.isWindow(String(ids[0])), let width = Int(ids[1]), let height = Int(ids[2]) else {
            return .failure(BesideError("tmux: unexpected answer to display-message"))
        }
        let record = blocks[1].first.flatMap(BesideRecord.init(parsing:))
        var panes: [(id: String, width: Int)] = []
        var dead: [String] = []
        var lefts: [String: Int] = [:]
        var active: String?
        for line in blocks[2] {
            let parts = line.split(separator: " ")
            guard parts.count >= 2, TmuxID.isPane(String(parts[0])), let width = Int(parts[1]) else { continue }
            if parts.count > 2, parts[2] == "1" { dead.append(String(parts[0])) } else { panes.append((String(parts[0]), width)) }
            if parts.count > 3, let left = Int(parts[3]) { lefts[String(parts[0])] = left }
            if parts.count > 4, parts[4] == "1" { active = String(parts[0]) }
        }
        return .success(
            Snapshot(
                window: String(ids[0]), width: width, height: height, record: record, panes: panes,
                dead: dead, zoomed: ids.count > 3 && ids[3] == "1", lefts: lefts, active: active))
    }

    /// Whether a record's companions are all there with at least one other pane beside them.
    static func isWhole(_ record: BesideRecord, panes: [String]) -> Bool {
        record.companions.allSatisfy(panes.contains) && panes.contains { !record.companions.contains($0) }
    }

    /// `darkscreen beside`: opens the companions beside `pane`; in a window where beside runs,
    /// closes it instead (a window a killed companion left half-made is put right, then opened).
    /// `colours` (the theme's, read from files) is worked out while tmux answers the first call;
    /// what it throws is thrown once that call is answered.
    public func toggle(pane: String, layout: BesideLayout, launch: Launch, colours: () throws -> Colours) throws -> Outcome {
        // One call asks what the window is and what opening it would change.
        let originalsCount = Self.originalsCommands(pane).count
        let call = server.start(
            TmuxServer.separated(Self.snapshotCommands(pane) + Self.originalsCommands(pane) + WorkPaneTint.readCommands(pane)))
        let theme = Result { try colours() }
        let answer = call.answer()
        let blocks = answer.blocks
        // (the tint's reads come last: a tmux without pane options refuses them alone)
        guard answer.succeeded || blocks.count > 3 + originalsCount else {
            _ = try theme.get()
            return .failed(answer.problem)
        }
        // The pane's context tint, when it has one, is in the window's colours from the start.
        let colours = try theme.get().tinted(by: WorkPaneTint(answer: blocks.dropFirst(3 + originalsCount)))
        switch Self.parseSnapshot(blocks[...]) {
        case .failure(let error): return .failed(error.message)
        case .success(let window):
            if let record = window.record {
                let whole = Self.isWhole(record, panes: window.panes.map(\.id))
                close(window, record: record)
                if whole { return .closed(window: window.window) }
                // Put right: what the window has now is what opening changes.
                return open(pane: pane, window: window.window, layout: layout, colours: colours, launch: launch, originals: nil)
            }
            return open(
                pane: pane, window: window.window, layout: layout, colours: colours, launch: launch,
                originals: Array(blocks.dropFirst(3).prefix(originalsCount)))
        }
    }

    /// `darkscreen beside --off`: closes beside in `pane`'s window, if it runs there.
    public func off(target: String) -> Outcome {
        switch snapshot(of: target) {
        case .failure(let error): return .failed(error.message)
        case .success(let window):
            guard let record = window.record else { return .unchanged }
            close(window, record: record)
            return .closed(window: window.window)
        }
    }

    /// `darkscreen beside --relayout WINDOW` (the hooks): gives the companions their widths for
    /// the window's size, or closes beside when a companion or every other pane is gone or dead.
    /// A zoomed window is left as it is (a resize would unzoom it); its unzoom is a layout change
    /// that comes back here. After a `swap-pane` or `rotate-window` the companions are resized
    /// by id until the widths hold (a resize in the middle takes from both neighbours).
    public func relayout(window target: String) -> Outcome {
        var outcome = Outcome.unchanged
        for _ in 0..<3 {
            switch snapshot(of: target) {
            case .failure(let error): return .failed(error.message)
            case .success(let window):
                guard let record = window.record else { return outcome }
                guard Self.isWhole(record, panes: window.panes.map(\.id)) else {
                    close(window, record: record)
                    return .closed(window: window.window)
                }
                guard !window.zoomed else { return outcome }
                // A companion moved off its edge (swap-pane, rotate-window) goes back there first.
                let swaps = Self.edgeSwaps(record, window: window)
                if !swaps.isEmpty {
                    server.run(swaps)
                    outcome = .resized
                    continue
                }
                let resize = Self.resizes(record, windowWidth: window.width, current: window.panes)
                guard !resize.isEmpty else { return outcome }
                server.run(resize + [Self.recordMadeLayout(window.window)])
                outcome = .resized
            }
        }
        return outcome
    }

    /// `darkscreen beside --recolour WINDOW` (a companion's hook after a commit), and `context
    /// --apply` in the work pane: the window's borders, styles and palette take `colours` — the
    /// theme's — with the work pane's context tint in (`Colours.tinted(by:)`, read from the pane);
    /// what was there before stays recorded.
    public func recolour(window target: String, colours theme: Colours) -> Outcome {
        switch snapshot(of: target) {
        case .failure(let error): return .failed(error.message)
        case .success(let window):
            guard let record = window.record else { return .unchanged }
            var colours = theme
            if let work = Self.workPane(window, record: record) {
                let answer = server.run(TmuxServer.separated(WorkPaneTint.readCommands(work)))
                if answer.succeeded { colours = theme.tinted(by: WorkPaneTint(answer: answer.blocks[...])) }
            }
            // Only while beside is still on there, checked by tmux in the same command list: a
            // `beside --off` between this look and the call has put the user's values back.
            let commands = Self.themeCommands(window.window, colours: colours, palette: record.originalPaneColours != nil)
            let answer = server.run([
                [
                    "if-shell", "-F", "-t", window.window, "#{!=:#{\(BesideRecord.option)},}",
                    TmuxSharing.parsed(commands)
                ]
            ])
            return answer.succeeded ? .recoloured : .failed(answer.problem)
        }
    }

    /// Keeps the window's layout, once beside has made it, as `madeLayoutOption`.
    static func recordMadeLayout(_ window: String) -> [String] {
        ["set-option", "-w", "-F", "-t", window, madeLayoutOption, "#{window_layout}"]
    }

    /// `set-option -w` of the borders, styles and (when `palette`) pane-colours for `colours`.
    static func themeCommands(_ window: String, colours: Colours, palette: Bool) -> [[String]] {
        var commands: [[String]] = colours.options.sorted(by: { $0.key.rawValue < $1.key.rawValue }).map { option, value in
            ["set-option", "-w", "-t", window, option.rawValue, value]
        }
        if palette, let entries = colours.palette {
            for (index, colour) in entries.enumerated() {
                commands.append(["set-option", "-w", "-t", window, "pane-colours[\(index)]", colour.hex])
            }
        }
        return commands
    }

    /// `swap-pane` for each companion that is not at its edge of the window (the leftmost or the
    /// rightmost live pane), with the pane that is there.
    static func edgeSwaps(_ record: BesideRecord, window: Snapshot) -> [[String]] {
        var order = window.panes.map(\.id).filter { window.lefts[$0] != nil }.sorted { window.lefts[$0]! < window.lefts[$1]! }
        guard order.count == window.panes.count, order.count > 1 else { return [] }
        var swaps: [[String]] = []
        for (companion, edge) in [(record.left, 0), (record.right, order.count - 1)] {
            guard let companion, let at = order.firstIndex(of: companion), at != edge else { continue }
            swaps.append(["swap-pane", "-d", "-s", companion, "-t", order[edge]])
            order.swapAt(at, edge)
        }
        return swaps
    }

    /// `resize-pane` for each companion whose width differs from what the window's width asks.
    static func resizes(_ record: BesideRecord, windowWidth: Int, current: [(id: String, width: Int)]) -> [[String]] {
        let widths = record.layout.companions(windowWidth: windowWidth)
        return [(record.left, widths.left), (record.right, widths.right)].compactMap { pane, width in
            guard let pane, let width, current.first(where: { $0.id == pane })?.width != width else { return nil }
            return ["resize-pane", "-t", pane, "-x", "\(width)"]
        }
    }
}

/// A one-line reason beside could not do what was asked.
public struct BesideError: Error, Equatable, Sendable {
    public var message: String
    public init(_ message: String) { self.message = message }
}

extension BesideWindow {
    /// `darkscreen restore`: closes beside in every window of the server whose companions or
    /// work panes are gone (a killed companion whose hook could not run). One line per window.
    public func repairAll() -> [String] {
        let answer = server.run([["list-windows", "-a", "-F", "#{window_id} #{?#{" + BesideRecord.option + "},1,0}"]])
        guard answer.succeeded else { return [] }
        return answer.output.split(separator: "\n").compactMap { line -> String? in
            let parts = line.split(separator: " ")
            guard parts.count == 2, parts[1] == "1", TmuxID.isWindow(String(parts[0])) else { return nil }
            guard case .closed(let window) = relayout(window: String(parts[0])) else { return nil }
            return "closed beside in tmux window \(window) (a companion pane was gone) and put its options back"
        }
    }
}
