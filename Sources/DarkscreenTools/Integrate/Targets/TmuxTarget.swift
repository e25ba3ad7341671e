#if canImport(Glibc)
    import Glibc
#endif
import DarkscreenPlatform
import DarkscreenCore

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
        return IntegrationLayout(
            target: target, files: [file] + (dual ? [own + "/tmux-light.conf", own + "/tmux-dark.conf"] : []),
            lines: [line], dual: dual)
    }

    static func contents(of layout: IntegrationLayout, theme: Theme, appearance: Appearance) -> [String] {
        let hash = IntegrationFiles.hashHeader
        guard layout.files.count == 3 else { return [hash + TmuxThemeFile.write(theme, appearance: appearance.resolved)] }
        // The layout's paths passed `ConfigQuoting.tmux`, and the variants' names add no quote.
        let light = ConfigQuoting.tmux(layout.files[1]) ?? "''", dark = ConfigQuoting.tmux(layout.files[2]) ?? "''"
        let hub =
            hash + """
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

    /// `source-file` on the user's servers that read the connected config (their
    /// `#{config_files}`, tmux 3.2 and later); never a server started with a config of its own
    /// (`-f`), nor another user's (only sockets the user owns, in the user's folder). Every
    /// server is asked at once, the whole within the budget.
    static func tell(_ layout: IntegrationLayout, appearance: Appearance, in environment: IntegrationEnvironment) -> IntegrationOutcome {
        guard let program = environment.locate("tmux") else { return .reached("tmux is not installed") }
        let deadline = MonotonicClock.milliseconds() + LiveReach.budget
        let (servers, others) = serversReading(layout, program: program, environment: environment, deadline: deadline)
        let results = run(servers.map { [program, "-S", $0, "source-file", layout.files[0]] }, until: deadline)
        var told = 0
        var failures: [String] = []
        for (socket, result) in zip(servers, results) {
            switch result {
            case .success: told += 1
            case .failure("gone"): continue
            case .failure(let reason): failures.append("tmux server \(socket.lastPathComponent): " + reason)
            }
        }
        let left = others > 0 ? " (\(others) with a config of its own left alone)" : ""
        if let failure = failures.first {
            return .failed(SafeText.escaped(failure) + (failures.count > 1 ? " (and \(failures.count - 1) more)" : "") + left)
        }
        return .reached((told == 0 ? "no tmux server running" : "told \(told) tmux server\(told == 1 ? "" : "s")") + left)
    }

    /// At `--undo`: in the servers that read the connected config, every option the file set is
    /// put back to the value it had before darkscreen's file was first read (kept by the file in
    /// `@darkscreen-was-…`), else to tmux's default; `pane-colours` and darkscreen's hook entries
    /// are unset.
    static func undo(_ layout: IntegrationLayout, in environment: IntegrationEnvironment) -> String? {
        guard let program = environment.locate("tmux") else { return nil }
        let deadline = MonotonicClock.milliseconds() + LiveReach.budget
        let (servers, _) = serversReading(layout, program: program, environment: environment, deadline: deadline)
        guard !servers.isEmpty else { return nil }
        let file = layout.files[0].deletingLastPathComponent + "/tmux-undo.conf"
        guard IntegrationFiles.isOwned(file),
            (try? FileSystem.writeAtomically(
                Array((IntegrationFiles.hashHeader + TmuxThemeFile.undo(hooks: layout.dual)).utf8),
                to: file, durable: false)) != nil
        else {
            return "the running tmux servers keep darkscreen's colours until they restart"
        }
        defer { unlink(file) }
        let results = run(servers.map { [program, "-S", $0, "source-file", file] }, until: deadline)
        let failed = results.filter { if case .failure(let reason) = $0 { reason != "gone" } else { false } }.count
        return failed == 0 ? nil : "\(failed) tmux server\(failed == 1 ? "" : "s") did not take back darkscreen's colours"
    }

    /// The user's server sockets whose `#{config_files}` holds the config darkscreen's line is
    /// in (as written or its real path), and how many others there are.
    static func serversReading(
        _ layout: IntegrationLayout, program: String, environment: IntegrationEnvironment,
        deadline: Int
    ) -> (servers: [String], others: Int) {
        let folder = environment.tmuxTemporaryFolder + "/tmux-\(environment.uid)"
        let sockets = LiveReach.sockets(in: folder, uid: environment.uid)
        var configs = Set(layout.lines.map(\.config))
        for config in configs { if let real = try? FileSystem.writeTarget(for: config).path { configs.insert(real) } }
        let answers = run(sockets.map { [program, "-S", $0, "display-message", "-p", "#{config_files}"] }, until: deadline)
        var servers: [String] = []
        var others = 0
        for (socket, answer) in zip(sockets, answers) {
            guard case .success(let output) = answer else { continue }  // gone, or not answering: not told
            let read = output.trimmingWhitespace.split(separator: ",").map(String.init)
            if read.contains(where: configs.contains) { servers.append(socket) } else { others += 1 }
        }
        return (servers, others)
    }

    enum CallResult {
        case success(String)
        case failure(String)
    }

    /// Each command started at once and awaited until `deadline`; a server gone is a failure
    /// with "gone" (the caller skips it).
    static func run(_ commands: [[String]], until deadline: Int) -> [CallResult] {
        let started = commands.map { ChildProcess($0, output: .capture, detached: false) }
        return started.map { process in
            guard let process else { return .failure("could not be started") }
            let done = process.wait(upTo: Int64(max(1, deadline - MonotonicClock.milliseconds())))
            let output = process.output
            if done, process.exitCode == 0 { return .success(output) }
            if output.contains("no server running") || output.contains("error connecting") || output.contains("No such file") {
                return .failure("gone")
            }
            return .failure(done ? String(output.split(separator: "\n").first ?? "refused") : "did not answer within \(LiveReach.budget) ms")
        }
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
        let styles = TmuxCommand.styles(
            statusBackground: colors[.statusBackground], statusText: status.textColor,
            separator: colors[.separator], secondary: colors[.secondary],
            background: colors[.background], primary: colors[.primary])
        var lines = ["# " + ExportScheme.safe(theme.name) + " (\(appearance.rawValue))"]
        lines += saved()
        for option in TmuxOption.allCases {
            if let value = styles[option] ?? nil { lines.append("set-option -g \(option.rawValue) \"\(value)\"") }
        }
        lines.append("set-option -g message-style \"bg=\(colors[.statusBackground].hex),fg=\(status.textColor.hex)\"")
        lines.append("set-option -g mode-style \"bg=\(colors[.selection].hex),fg=\(colors[.background].hex)\"")
        let palette = ExportScheme(theme, appearance: appearance).palette
        lines += palette.enumerated().map { "set-option -g pane-colours[\($0.offset)] \"\($0.element.hex)\"" }
        // darkscreen's mark: tmux answers a colour question from `window-style`, and this is its paint (TmuxOwnPaint).
        lines.append("set-option -g \(TmuxOwnPaint.integrationMark) \"\(colors[.background].hex)\"")
        return lines.joined(separator: "\n") + "\n"
    }

    /// The options the file sets (besides `pane-colours`).
    static let options = TmuxOption.allCases.map(\.rawValue) + ["message-style", "mode-style"]

    /// The first time a server reads the file, the values the options had (`--undo` gives them back).
    static func saved() -> [String] {
        ["%if \"#{==:#{@darkscreen-saved},}\"", "set-option -g @darkscreen-saved 1"]
            + options.map { "set-option -gF @darkscreen-was-\($0) \"#{\($0)}\"" } + ["%endif"]
    }

    /// What `--undo` sources: each option back to its value before, else to tmux's default.
    static func undo(hooks: Bool) -> String {
        var lines = ["set-option -gu pane-colours"]
        if hooks {
            lines += ["client-light-theme", "client-dark-theme"].map { "set-hook -gu \($0)[\(TmuxTarget.hookIndex)]" }
        }
        lines.append("%if \"#{!=:#{@darkscreen-saved},}\"")
        lines += options.map { "set-option -gF \($0) \"#{@darkscreen-was-\($0)}\"" }
        lines.append("%else")
        lines += options.map { "set-option -gu \($0)" }
        lines.append("%endif")
        lines += options.map { "set-option -gu @darkscreen-was-\($0)" } + ["set-option -gu @darkscreen-saved"]
        lines.append("set-option -gu \(TmuxOwnPaint.integrationMark)")
        return lines.joined(separator: "\n") + "\n"
    }
}
