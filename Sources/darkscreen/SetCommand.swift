import ArgumentParser
import DarkscreenCore

/// `darkscreen set NAME`: commits a theme; every running darkscreen follows.
struct SetCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "set",
        abstract: "Commit a theme (every running darkscreen follows).",
        discussion: "NAME matches case-insensitively. An unknown NAME exits with status 2 and leaves the settings untouched.")

    @Argument(help: "The theme's name.", completion: .custom { _, _, _ in ThemeNames.forCompletion() })
    var name: String

    @OptionGroup var themeOptions: ThemeOptions

    func run() throws {
        let store = SettingsStore.standard()
        let catalog = try themeOptions.loadCatalog(store: store)
        let index = try themeIndex(named: name, in: catalog)
        let canonical = catalog.themes[index].name
        do {
            let update = try store.update { $0.themeName = canonical }
            if let problem = update.backedUp {
                StandardError.print("darkscreen: \(SafeText.escaped(store.path)) \(problem); the old file was kept as \(SafeText.escaped(store.backupPath))")
            }
        } catch {
            StandardError.print("darkscreen: \(error)")
            throw ExitCode(1)
        }
    }
}

/// Theme names for shell completion (quietly empty when the themes cannot be read).
enum ThemeNames {
    static func forCompletion() -> [String] {
        let store = SettingsStore.standard()
        guard let files = try? ThemeFiles.locate(commandLine: [], store: store),
              let loaded = try? files.load(strictUserFile: false) else { return [] }
        return loaded.catalog.names
    }
}
