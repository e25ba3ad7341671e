import ArgumentParser
import DarkscreenCore

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
