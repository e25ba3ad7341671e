import ArgumentParser
import DarkscreenCore
import DarkscreenState
import DarkscreenUI
import DarkscreenPlatform
import DarkscreenTools

/// `darkscreen set NAME`: commits a theme; every running darkscreen follows.
struct SetCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "set",
        abstract: "Commit a theme (every running darkscreen follows).",
        discussion: "NAME matches case-insensitively. An unknown NAME exits with status 2 and leaves the settings untouched.")

    @Argument(help: "The theme's name.", completion: ThemeNames.completion)
    var name: String

    @Option(help: ArgumentHelp("Also run CMD (with /bin/sh) as a hook for this change (repeatable).", valueName: "CMD"))
    var hook: [String] = []

    @OptionGroup var themeOptions: ThemeOptions

    func run() throws {
        let store = SettingsStore.standard()
        SettingsWarnings.report(store)
        let catalog = try themeOptions.loadCatalog(store: store)
        let index = try themeIndex(named: name, in: catalog)
        let canonical = catalog.themes[index].name
        // Hooks for this change are claimed before the running instances can see it, so they run
        // here (once, waited for) and not in each of them.
        let hooks = HookRunner(configFolder: store.directory, commands: hook)
        let appearance = CommandAppearance.resolve(settings: store.load().settings).appearance
        let environment = hooks.hooks.isEmpty ? [] : AppliedTheme(committed: catalog.themes[index], appearance: appearance).hookEnvironment
        let claimed = hooks.claim(environment)
        do {
            let update = try store.update { $0.themeName = canonical }
            if let problem = update.backedUp {
                CommandOutput.error("\(SafeText.escaped(store.path)) \(problem); the old file was kept as \(SafeText.escaped(update.backupPath ?? ""))")
            }
        } catch {
            CommandOutput.error("\(error)")
            throw ExitCode(1)
        }
        do { try ThemeMemory.rememberCommitted(canonical, in: .state()) } catch {
            CommandOutput.error("warning: cannot add \(SafeText.quoted(canonical)) to the recent themes: \(error.reason)")
        }
        // Every connected tool gets the theme (files written, running instances told).
        if let summary = IntegrationCommit.runClaimed(theme: catalog.themes[index], appearance: appearance, always: true) {
            StandardError.print("darkscreen: " + summary.line)
        }
        guard claimed else { return }
        // The same hooks a running darkscreen runs on a commit; waited for (each is stopped after 10 s).
        hooks.start(environment)
        hooks.waitForAll()
        if let problem = hooks.problem { CommandOutput.error("warning: \(problem)") }
    }

}

/// Theme names for shell completion (quietly empty when the themes cannot be read), for `set`,
/// `show` and `--theme`.
enum ThemeNames {
    /// Matches what the user typed case-insensitively. Shells filter the candidates by the typed
    /// prefix as written, so each candidate starts with exactly what was typed ("da" → "dark"):
    /// darkscreen takes names case-insensitively, so that completes to a working name.
    static let completion = CompletionKind.custom { _, _, prefix in forCompletion(prefix: prefix) }

    static func forCompletion(prefix: String = "") -> [String] {
        let store = SettingsStore.standard()
        guard let files = try? ThemeFiles.locate(commandLine: [], store: store),
            let loaded = try? files.load(strictUserFile: false)
        else { return [] }
        let typed = prefix.lowercased()
        return loaded.catalog.names.compactMap { name in
            guard name.lowercased().hasPrefix(typed) else { return nil }
            return prefix + String(name.dropFirst(prefix.count))
        }
    }
}

/// `darkscreen get`: prints the committed theme's name.
struct GetCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "get",
        abstract: "Print the committed theme's name.",
        discussion: "With nothing committed, prints the theme darkscreen starts with (the first).")

    @OptionGroup var themeOptions: ThemeOptions

    func run() throws {
        let store = SettingsStore.standard()
        let catalog = try themeOptions.loadCatalog(store: store)
        let committed = CommittedTheme.read(from: store, catalog: catalog)
        print(SafeText.escaped(committed.storedName ?? catalog.themes[committed.index].name))
    }
}
