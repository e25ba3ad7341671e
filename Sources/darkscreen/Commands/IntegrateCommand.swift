import ArgumentParser
import DarkscreenCore
#if canImport(Glibc)
    import Glibc
#endif
import DarkscreenPlatform
import DarkscreenTools

/// `darkscreen integrate TARGET`: the committed theme reaches a tool for good — a file darkscreen
/// owns (rewritten on each commit) and one line in the tool's config that reads it, added only
/// after the user says yes. `--undo TARGET` takes exactly that away; `--status` lists them all.
struct IntegrateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "integrate",
        abstract: "Keep the committed theme in a terminal, the shell, tmux, Vim or Neovim, after darkscreen quits.",
        discussion: """
            Targets: \(IntegrationTarget.allCases.map(\.rawValue).joined(separator: ", ")). darkscreen writes a file of its own \
            for the target (under $XDG_CONFIG_HOME/darkscreen/integrations, or the editor's colors folder) and, after \
            showing it and asking, adds one line that reads it to the tool's config; a backup of the config is kept beside \
            it. Every commit then rewrites the file and tells running kitty, tmux and Neovim instances. See keep-the-theme.md in darkscreen's documents \
            (share/doc/darkscreen beside the bin folder it is installed in: /usr/share/doc/darkscreen for the Debian package).
            """)

    @Argument(
        help: ArgumentHelp("What to connect: \(IntegrationTarget.allCases.map(\.rawValue).joined(separator: "|")), or template NAME.", valueName: "TARGET"))
    var target: IntegrationTarget?

    @Argument(help: ArgumentHelp("With template: the template target's name (1 to 40 of a-z, 0-9, - and _).", valueName: "NAME"))
    var name: String?

    @Option(help: ArgumentHelp("With template: the base16 or base24 mustache template to render on each commit.", valueName: "FILE"))
    var template: String?

    @Option(help: ArgumentHelp("With template: the file darkscreen renders it into (its own from then on).", valueName: "PATH"))
    var output: String?

    @Option(help: ArgumentHelp("With template: a command run (by sh) after each rendering, for the tool to read the file again.", valueName: "CMD"))
    var reload: String?

    @Option(help: ArgumentHelp("With template: a line to add to a config file that reads the output, as every target's line.", valueName: "FILE:LINE"))
    var line: String?

    @Flag(help: "Disconnect TARGET: take out darkscreen's line and remove its file.")
    var undo = false

    @Flag(help: "List each target: connected or not, its files, and how the last commit reached it.")
    var status = false

    @Flag(name: [.customShort("y"), .long], help: "Do not ask (for scripts): add the line.")
    var yes = false

    @Flag(
        help:
            "Also keep the connected tools in light or dark when no darkscreen runs: start 'darkscreen follow' (a systemd user unit where systemctl --user works)."
    )
    var follow = false

    @Flag(help: "List the targets darkscreen knows, one a line, with how a running instance follows a commit.")
    var listTargets = false

    @OptionGroup var themeOptions: ThemeOptions

    func validate() throws {
        if listTargets {
            if target != nil || undo || yes || status || follow { throw ValidationError("--list-targets takes no target and no other flag") }
            return
        }
        if status {
            if target != nil || undo || yes || follow { throw ValidationError("--status takes no target and no other flag") }
            return
        }
        guard let target else {
            throw ValidationError("name a target: \(IntegrationTarget.allCases.map(\.rawValue).joined(separator: ", ")), or template NAME")
        }
        guard target.rawValue == IntegrationTarget.templateWord else {
            if name != nil || template != nil || output != nil || reload != nil || line != nil {
                throw ValidationError("a name, --template, --output, --reload and --line go with 'template' only")
            }
            return
        }
        guard name != nil else { throw ValidationError("template takes a name: darkscreen integrate template NAME --template FILE --output PATH") }
        if undo {
            if template != nil || output != nil || reload != nil || line != nil { throw ValidationError("--undo template NAME takes no other option") }
        } else if template == nil || output == nil {
            throw ValidationError("template NAME needs --template FILE and --output PATH")
        }
    }

    /// The target named: `template NAME` is the target `template:NAME`.
    private func resolved(_ target: IntegrationTarget) throws -> IntegrationTarget {
        guard target.rawValue == IntegrationTarget.templateWord else { return target }
        guard let name, let resolved = IntegrationTarget.template(named: name) else {
            throw ValidationError("\(SafeText.quoted(name ?? "")) is not a template's name: 1 to 40 of a-z, 0-9, - and _")
        }
        return resolved
    }

    /// `FILE:LINE` with FILE from the current folder.
    private func absoluteLine(_ text: String) -> String {
        guard let colon = text.firstIndex(of: ":") else { return text }
        return absolute(String(text[..<colon])) + text[colon...]
    }

    /// `path` from the current folder, when it is relative.
    private func absolute(_ path: String) -> String {
        guard !path.hasPrefix("/") else { return path }
        var buffer = [CChar](repeating: 0, count: 4096)
        guard getcwd(&buffer, buffer.count) != nil else { return path }
        return String(decoding: buffer.prefix(while: { $0 != 0 }).map { UInt8(bitPattern: $0) }, as: UTF8.self) + "/" + path
    }

    func run() throws {
        if listTargets {
            for target in IntegrationTarget.allCases { print(target.rawValue + "\t" + target.reach.followText) }
            return
        }
        let integrator = Integrator()
        if status {
            integrator.status().forEach { print($0) }
            print(FollowLaunch.statusLine(folder: SettingsStore.state().directory))
            return
        }
        guard let named = target else { return }
        let target = try resolved(named)
        do {
            if undo {
                for note in try integrator.disconnect(target) { StandardError.print("darkscreen: note: " + note) }
                print("darkscreen: \(target.rawValue) disconnected")
                // The last one gone: the follower has nothing left to keep.
                if IntegrationRecord.load(IntegrationEnvironment().recordPath).connected.isEmpty,
                    let stopped = FollowLaunch.stopForUndo(folder: SettingsStore.state().directory)
                {
                    print("darkscreen: " + stopped)
                }
                return
            }
            let (layout, edits) =
                try target.isTemplate
                ? integrator.plan(
                    layout: IntegrationLayout.template(
                        name: name ?? "", template: absolute(template ?? ""), output: absolute(output ?? ""),
                        reload: reload, line: line.map { absoluteLine($0) }, in: integrator.environment))
                : integrator.plan(target)
            print(
                "darkscreen integrate \(target.rawValue) writes "
                    + (layout.files.isEmpty
                        ? "no file of its own"
                        : layout.files.map(SafeText.quoted).joined(separator: " and ")))
            for edit in edits {
                print("and adds this line to \(SafeText.escaped(edit.config))\(edit.created ? " (a new file)" : ""):")
                print("  " + SafeText.escaped(edit.line))
            }
            if edits.isEmpty { print("(no line in your configuration: the tool reads darkscreen's file by itself)") }
            guard yes || edits.isEmpty || confirmed(edits) else {
                print("darkscreen: nothing changed")
                throw ExitCode(1)
            }
            let store = SettingsStore.standard()
            let catalog = try themeOptions.loadCatalog(store: store)
            let theme = catalog.themes[CommittedTheme.read(from: store, catalog: catalog).index]
            let outcome = try integrator.connect(layout, theme: theme, appearance: appearance(store))
            print("darkscreen: \(target.rawValue) connected: \(SafeText.escaped(theme.name)) \(outcome.kindText) (\(SafeText.escaped(outcome.detail)))")
            if case .failed = outcome { throw ExitCode(1) }
            if follow { print("darkscreen: " + FollowLaunch.startForIntegrate(folder: SettingsStore.state().directory)) }
        } catch let failure as IntegrationFailure {
            StandardError.print("darkscreen: \(failure)")
            throw ExitCode(1)
        }
    }

    /// Asks on the terminal; without one (and without --yes) nothing is changed and the lines to
    /// add by hand are shown. The answer is awaited at most 5 minutes and read up to 64 bytes.
    private func confirmed(_ edits: [ConfigEdit]) -> Bool {
        guard isatty(0) == 1 else {
            StandardError.print(
                "darkscreen: no terminal to ask on, and no --yes: nothing changed. To connect by hand, add the line above to the file named; or run again with --yes"
            )
            return false
        }
        print("Add \(edits.count == 1 ? "it" : "them")? [y/N] ", terminator: "")
        fflush(nil)
        var descriptor = pollfd(fd: 0, events: Int16(POLLIN), revents: 0)
        guard poll(&descriptor, 1, 300_000) > 0 else { return false }
        var buffer = [UInt8](repeating: 0, count: 64)
        let count = read(0, &buffer, buffer.count)
        guard count > 0 else { return false }
        let spaces: Set<UInt8> = [0x20, 0x09, 0x0D, 0x0A]
        let answer = String(decoding: buffer[0..<count].filter { !spaces.contains($0) }, as: UTF8.self).lowercased()
        return answer == "y" || answer == "yes"
    }

    /// Light or dark now, as every darkscreen decides it (`CommandAppearance`).
    private func appearance(_ store: SettingsStore) -> Appearance {
        CommandAppearance.resolve(settings: store.load().settings).appearance
    }
}

extension IntegrationTarget: ExpressibleByArgument {}

extension IntegrationTarget.Reach {
    /// How a running instance follows a commit, as the docs' table says it.
    var followText: String {
        switch self {
        case .told: "live"
        case .readsItself: "by itself"
        case .nextStart: "at next start"
        }
    }
}

extension IntegrationOutcome {
    var kindText: String {
        switch self {
        case .reached: "reached"
        case .nextStart: "written; taken at next start"
        case .failed: "failed"
        }
    }
}
