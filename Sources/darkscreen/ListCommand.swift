import ArgumentParser
import DarkscreenCore

/// `darkscreen list`: the themes, in order.
struct ListCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "list", abstract: "List the themes, in order.")

    @OptionGroup var themeOptions: ThemeOptions

    func run() throws {
        let catalog = try themeOptions.loadCatalog()
        for theme in catalog.themes { print(SafeText.escaped(theme.name)) }
    }
}
