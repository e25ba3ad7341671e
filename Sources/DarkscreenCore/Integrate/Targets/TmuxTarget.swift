/// tmux: `source-file -q '…/integrations/tmux.conf'` at the end of `~/.tmux.conf`; the file sets
/// darkscreen's styles as global options. tmux 3.6 and later run the `client-light-theme` and
/// `client-dark-theme` hooks when the terminal turns light or dark: there the file holds both
/// variants (one file each) and hooks that source the one the terminal asks for, and starts in
/// the client's theme, else the variant the commit resolved. Older tmux (Debian 12's 3.3a) gets
/// one variant. Running servers are told by `source-file` over their sockets.
enum TmuxTarget: IntegrationTargetKind {
    static let name = "tmux"
    static let reach = IntegrationTarget.Reach.told
    static let dualForm: DualFormRequirement? = DualFormRequirement(
        program: "tmux", arguments: ["-V"], minimum: ToolVersion(3, 6),
        what: "run the client-light-theme and client-dark-theme hooks", whenUnknown: false)

    /// The index of darkscreen's entry in each theme hook (the user's own entries stay).
    static let hookIndex = 61

    static func layout(in environment: IntegrationEnvironment, dual: Bool) throws(IntegrationFailure) -> IntegrationLayout {
        let own = environment.ownFolder
        let file = own + "/tmux.conf"
        let main = IntegrationLayout.firstExisting([environment.home + "/.tmux.conf", environment.xdg.configHome + "/tmux/tmux.conf"])
        let line = ConfigLine(config: main, line: "source-file -q " + (try IntegrationLayout.quoted(ConfigQuoting.tmux, file, "tmux")))
        return IntegrationLayout(target: target, files: [file] + (dual ? [own + "/tmux-light.conf", own + "/tmux-dark.conf"] : []),
                                 lines: [line], dual: dual)
    }

    static func contents(of layout: IntegrationLayout, theme: Theme, appearance: Appearance) -> [String] {
        let hash = IntegrationFiles.hashHeader
        guard layout.files.count == 3 else { return [hash + TmuxThemeFile.write(theme, appearance: appearance.resolved)] }
        // The layout's paths passed `ConfigQuoting.tmux`, and the variants' names add no quote.
        let light = ConfigQuoting.tmux(layout.files[1]) ?? "''", dark = ConfigQuoting.tmux(layout.files[2]) ?? "''"
        let hub = hash + """
            # \(ExportScheme.safe(theme.name)): tmux runs these hooks when the terminal turns light or dark
            set-hook -g client-light-theme[\(hookIndex)] { source-file -q \(light) }
            set-hook -g client-dark-theme[\(hookIndex)] { source-file -q \(dark) }
            %if "#{==:#{client_theme},light}"
            source-file -q \(light)
            %elif "#{==:#{client_theme},dark}"
            source-file -q \(dark)
            %else
            source-file -q \(appearance.resolved == .light ? light : dark)
            %endif

            """
        return [hub, hash + TmuxThemeFile.write(theme, appearance: .light), hash + TmuxThemeFile.write(theme, appearance: .dark)]
    }

    /// `source-file` on every server socket of the user's, all started at once, the whole bounded.
    static func tell(_ layout: IntegrationLayout, appearance: Appearance, in environment: IntegrationEnvironment) -> IntegrationOutcome {
        guard let program = environment.locate("tmux") else { return .reached("tmux is not installed") }
        let file = layout.files[0]
        let folder = environment.tmuxTemporaryFolder + "/tmux-\(environment.uid)"
        let started = LiveReach.sockets(in: folder, uid: environment.uid).compactMap { socket in
            ChildProcess([program, "-S", socket, "source-file", file], output: .capture, detached: false).map { (socket, $0) }
        }
        var told = 0
        var failures: [String] = []
        let deadline = MonotonicClock.milliseconds() + LiveReach.budget
        for (socket, process) in started {
            let done = process.wait(upTo: Int64(max(1, deadline - MonotonicClock.milliseconds())))
            if done, process.exitCode == 0 { told += 1; continue }
            let output = process.output
            if output.contains("no server running") || output.contains("error connecting") || output.contains("No such file") { continue }
            let reason = done ? String(output.split(separator: "\n").first ?? "refused") : "did not answer within \(LiveReach.budget) ms"
            failures.append("tmux server \(socket.lastPathComponent): " + reason)
        }
        if let failure = failures.first {
            return .failed(SafeText.escaped(failure) + (failures.count > 1 ? " (and \(failures.count - 1) more)" : ""))
        }
        return .reached(told == 0 ? "no tmux server running" : "told \(told) tmux server\(told == 1 ? "" : "s")")
    }
}

/// The tmux file `integrate tmux` sources: the styles `--apply tmux` gives darkscreen's window,
/// here as global options for every session and window (status line, pane borders, the panes'
/// default colours, messages and copy mode), and the theme's 16 colours as `pane-colours`.
/// Only `#rrggbb` values: nothing of the theme's text reaches tmux but the escaped name in a comment.
enum TmuxThemeFile {
    static func write(_ theme: Theme, appearance: Appearance) -> String {
        let colors = theme.colors.resolved(for: appearance)
        let status = StatusLineResolution.legible(theme.statusLine.resolved(for: appearance), on: colors[.statusBackground]).0
        let styles = TmuxCommand.styles(statusBackground: colors[.statusBackground], statusText: status.textColor,
                                        separator: colors[.separator], secondary: colors[.secondary],
                                        background: colors[.background], primary: colors[.primary])
        var lines = ["# " + ExportScheme.safe(theme.name) + " (\(appearance.rawValue))"]
        for option in TmuxOption.allCases {
            if let value = styles[option] ?? nil { lines.append("set-option -g \(option.rawValue) \"\(value)\"") }
        }
        lines.append("set-option -g message-style \"bg=\(colors[.statusBackground].hex),fg=\(status.textColor.hex)\"")
        lines.append("set-option -g mode-style \"bg=\(colors[.selection].hex),fg=\(colors[.background].hex)\"")
        let palette = ExportScheme(theme, appearance: appearance).palette
        lines += palette.enumerated().map { "set-option -g pane-colours[\($0.offset)] \"\($0.element.hex)\"" }
        return lines.joined(separator: "\n") + "\n"
    }
}
