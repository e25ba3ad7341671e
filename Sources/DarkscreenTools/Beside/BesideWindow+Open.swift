import DarkscreenPlatform
import DarkscreenCore
extension BesideWindow {
    /// Opens the companions (`split-window -f`, full height, focus kept) and, in the same tmux call,
    /// records what it changes, themes the window, gives the companions their widths, sets the
    /// hook and selects the user's pane again.
    /// `originals`: the answer to `originalsCommands` already read (nil: ask now).
    func open(pane: String, window: String, layout: BesideLayout, colours: Colours, launch: Launch, originals: [[String]]?) -> Outcome {
        let options = BesideOption.allCases
        let blocks: [[String]]
        if let originals {
            blocks = originals
        } else {
            let answer = server.run(TmuxServer.separated(Self.originalsCommands(window)))
            guard answer.succeeded else { return .failed(answer.problem) }
            blocks = answer.blocks
        }
        guard blocks.count == 2 * options.count + 5, let first = blocks[0].first,
            let space = first.lastIndex(of: " "), let windowWidth = Int(first[first.index(after: space)...]),
            let originalLayout = blocks[options.count + 1].first
        else {
            return .failed("tmux: unexpected answer to show-options")
        }
        let version = String(first[..<space])
        var original: [BesideOption: String?] = [:]
        for (option, block) in zip(options, blocks.dropFirst()) { original[option] = .some(block.first) }
        // An `--apply tmux` darkscreen holds the window: the user's values are the ones it recorded.
        for (option, block) in zip(options, blocks.suffix(options.count)) {
            if let line = block.first, let saved = TmuxSharing.decodeSaved(Substring(line)) { original[option] = .some(saved) }
        }
        var notices: [String] = []
        var paneColours: [Int: String]?
        if colours.palette != nil {
            if TmuxServer.version(version, isAtLeast: 3, 3) {
                paneColours = Self.parsePaneColours(blocks[options.count + 4])
            } else {
                notices.append("tmux \(SafeText.escaped(version)) has no pane-colours (3.3 and later): the panes keep their palette")
            }
        }

        // One call makes the whole change: the splits, then (tmux stops at the first refusal) the
        // record, the theme, the widths, the hook. The new panes' ids are not known before the
        // call: the record takes them from tmux (`BesideRecord.encodedAsFormat`) and the widths
        // name the companions by their edge of the window (`@N.{left}`), the only panes there
        // once split at full height; `-P` prints them for the failure paths below.
        let widths = layout.companions(windowWidth: windowWidth)
        let environment = (launch.environment + (colours.direct ? ["COLORTERM=truecolor"] : [])).flatMap { ["-e", $0] }
        // The window's first companion recolours it after each commit, wherever it was made (one writer).
        let recolouring = launch.companion + ["--beside-recolour", launch.recolourCommand(window: window)]
        var splits: [[String]] = []
        if let left = widths.left {
            splits.append(
                ["split-window", "-h", "-f", "-b", "-d", "-l", "\(left)", "-t", pane, "-P", "-F", "#{pane_id}"]
                    + environment + ["--"] + recolouring)
        }
        if let right = widths.right {
            splits.append(
                ["split-window", "-h", "-f", "-d", "-l", "\(right)", "-t", pane, "-P", "-F", "#{pane_id}"]
                    + environment + ["--"] + (splits.isEmpty ? recolouring : launch.companion))
        }
        var record = BesideRecord(
            left: nil, right: nil, layout: layout, original: original, originalPaneColours: paneColours,
            originalLayout: originalLayout, focusEventsBefore: nil)
        record.hadLayoutHooks = blocks[options.count + 3].contains { $0.hasPrefix("window-layout-changed[") }
        // The companions show their list when focus comes to them: tmux passes focus on only with focus-events.
        if blocks[options.count + 2].first == "off" { record.focusEventsBefore = "off" }

        // Whether the window is zoomed, before the splits unzoom it (`--off` zooms it again).
        var commands = [["set-option", "-w", "-F", "-t", window, Self.zoomedOption, "#{?window_zoomed_flag,1,}"]] + splits
        commands.append([
            "set-option", "-w", "-F", "-t", window, BesideRecord.option,
            record.encodedAsFormat(left: widths.left != nil, right: widths.right != nil)
        ])
        commands += Self.themeCommands(window, colours: colours, palette: paneColours != nil)
        // The second full-height split took its columns from every pane, the first companion's too.
        if let left = widths.left { commands.append(["resize-pane", "-t", window + ".{left}", "-x", "\(left)"]) }
        if let right = widths.right { commands.append(["resize-pane", "-t", window + ".{right}", "-x", "\(right)"]) }
        commands.append(Self.recordMadeLayout(window))
        commands.append(["set-hook", "-w", "-t", window, Self.hook, launch.hookCommand(window: window)])
        // With the user's `remain-on-exit on`, the user's pane ending leaves it dead (no layout change):
        // this hook closes beside then. The companions themselves close when they end (tmux 3.0
        // has pane options): a dead gutter is never left.
        commands.append(["set-hook", "-w", "-t", window, Self.diedHook, launch.relayoutCommand(window: window)])
        commands.append(["set-hook", "-w", "-t", window, Self.paneChangedHook, launch.hookCommand(window: window)])
        if TmuxServer.version(version, isAtLeast: 3, 0) {
            for edge in [widths.left.map { _ in "{left}" }, widths.right.map { _ in "{right}" }].compactMap({ $0 }) {
                commands.append(["set-option", "-p", "-t", window + "." + edge, "remain-on-exit", "off"])
            }
        }
        if record.focusEventsBefore != nil { commands.append(["set-option", "-s", "focus-events", "on"]) }
        commands.append(["select-pane", "-t", pane])
        let answer = server.run(commands)
        let lines = answer.output.split(separator: "\n").map(String.init)
        let ids = lines.filter(TmuxID.isPane)
        let problem = SafeText.escaped(lines.first { !TmuxID.isPane($0) } ?? "no answer")
        guard ids.count == splits.count else {
            if !ids.isEmpty { server.run(ids.map { ["kill-pane", "-t", $0] }) }
            return .failed("the window is too small for beside (\(problem))")
        }
        record.left = widths.left == nil ? nil : ids.first
        record.right = widths.right == nil ? nil : ids.last
        guard answer.succeeded else {
            close(
                Snapshot(window: window, width: windowWidth, height: 0, record: record, panes: ids.map { (id: $0, width: -1) }),
                record: record)
            return .failed(problem)
        }
        return .opened(window: window, notices: notices)
    }

    /// What opening changes, asked before: tmux's version and the window's width, each option's own
    /// value, the layout, focus-events, the window's own layout hooks, its pane-colours, and the
    /// values an `--apply tmux` darkscreen recorded as the user's (TmuxSharing).
    static func originalsCommands(_ target: String) -> [[String]] {
        [["display-message", "-p", "-t", target, "#{version} #{window_width}"]]
            + BesideOption.allCases.map { ["show-options", "-w", "-q", "-v", "-t", target, $0.rawValue] }
            + [
                ["display-message", "-p", "-t", target, "#{window_layout}"],
                ["show-options", "-s", "-v", "focus-events"],
                ["show-hooks", "-w", "-t", target, "window-layout-changed"],
                ["show-options", "-w", "-q", "-t", target, "pane-colours"]
            ]
            + BesideOption.allCases.compactMap { TmuxOption(rawValue: $0.rawValue) }
            .map { ["show-options", "-w", "-q", "-v", "-t", target, TmuxSharing.savedName($0)] }
    }

    /// `show-options -w pane-colours` lines (`pane-colours[3] #ff0000`, the value maybe quoted).
    static func parsePaneColours(_ lines: [String]) -> [Int: String] {
        var colours: [Int: String] = [:]
        for line in lines {
            guard line.hasPrefix("pane-colours["), let close = line.firstIndex(of: "]"),
                let index = Int(line[line.index(line.startIndex, offsetBy: 13)..<close]), (0..<256).contains(index)
            else { continue }
            var value = line[line.index(after: close)...].drop { $0 == " " }
            if value.count >= 2, let quote = value.first, quote == "\"" || quote == "'", value.last == quote {
                value = value.dropFirst().dropLast()
            }
            colours[index] = String(value)
        }
        return colours
    }

    /// Puts the window back: the hook and the record go, each option gets its own value again
    /// (unset where it was unset), the companions are closed and, when the window has the size
    /// and panes it had, its layout is the one it had. Failures are not fatal: the window may be gone.
    func close(_ window: Snapshot, record: BesideRecord) {
        let target = window.window
        let hook = record.hadLayoutHooks ? Self.hook : String(Self.hook.prefix { $0 != "[" })
        // The window's own pane-died and window-pane-changed hooks stay; with none, the name goes
        // (an emptied entry would stay listed).
        let hooks = server.run(
            TmuxServer.separated([
                ["show-hooks", "-w", "-t", target, "pane-died"],
                ["show-hooks", "-w", "-t", target, "window-pane-changed"]
            ])
        ).output
            .split(separator: "\n")
        func unset(_ entry: String) -> [String] {
            let name = String(entry.prefix { $0 != "[" })
            let users = hooks.contains { $0.hasPrefix(name + "[") && !$0.hasPrefix(entry) }
            return ["set-hook", "-w", "-u", "-t", target, users ? entry : name]
        }
        let wasZoomed =
            server.run([["show-options", "-w", "-q", "-v", "-t", target, Self.zoomedOption]]).output.hasPrefix("1")
            || window.zoomed
        var back: [[String]] = [
            ["set-hook", "-w", "-u", "-t", target, hook],
            unset(Self.diedHook), unset(Self.paneChangedHook),
            ["set-option", "-w", "-u", "-t", target, BesideRecord.option],
            ["set-option", "-w", "-u", "-t", target, Self.madeLayoutOption],
            ["set-option", "-w", "-u", "-t", target, Self.zoomedOption]
        ]
        for option in BesideOption.allCases {
            guard let value = record.original[option] else { continue }
            if let value {
                back.append(["set-option", "-w", "-t", target, option.rawValue, value])
            } else {
                back.append(["set-option", "-w", "-u", "-t", target, option.rawValue])
            }
        }
        if let colours = record.originalPaneColours {
            back.append(["set-option", "-w", "-u", "-t", target, "pane-colours"])
            for index in colours.keys.sorted() {
                back.append(["set-option", "-w", "-t", target, "pane-colours[\(index)]", colours[index]!])
            }
        }
        if let before = record.focusEventsBefore, !otherWindowsHaveBeside(than: target) {
            back.append(["set-option", "-s", "focus-events", before])
        }
        server.run(back)
        // Live or dead (a gutter `remain-on-exit` kept), each companion still in the window goes.
        let present = window.panes.map(\.id) + window.dead
        let killed = record.companions.filter(present.contains)
        var closing = killed.map { ["kill-pane", "-t", $0] }
        if !closing.isEmpty, let size = Self.size(ofLayout: record.originalLayout), size == (window.width, window.height) {
            closing.append(["select-layout", "-t", target, record.originalLayout])
        }
        if !closing.isEmpty { server.run(closing) }
        // Zoomed when beside opened, or when it closes: zoomed again (killing a pane unzooms).
        // tmux zooms only a window of more than one pane; with one there is nothing to hide.
        if wasZoomed, window.panes.count + window.dead.count - killed.count > 1 {
            server.run([["if-shell", "-F", "-t", target, "#{window_zoomed_flag}", "", "resize-pane -Z -t \(target)"]])
        }
    }

    /// Another window of the server runs beside (and needs focus-events still).
    func otherWindowsHaveBeside(than window: String) -> Bool {
        let answer = server.run([["list-windows", "-a", "-F", "#{window_id} #{?#{" + BesideRecord.option + "},1,0}"]])
        return answer.output.split(separator: "\n").contains { $0.hasSuffix(" 1") && !$0.hasPrefix(window + " ") }
    }

    /// The size at the head of a `#{window_layout}` (`ac9d,200x50,0,0,0` → 200, 50).
    static func size(ofLayout layout: String) -> (Int, Int)? {
        let fields = layout.split(separator: ",")
        guard fields.count > 1 else { return nil }
        let size = fields[1].split(separator: "x")
        guard size.count == 2, let width = Int(size[0]), let height = Int(size[1]) else { return nil }
        return (width, height)
    }
}
