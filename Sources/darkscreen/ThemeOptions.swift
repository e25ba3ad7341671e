import ArgumentParser
import DarkscreenCore

/// Options shared by every command that reads themes.
struct ThemeOptions: ParsableArguments {
    @Option(name: .customLong("themes"), help: ArgumentHelp("Also load themes from FILE (merged over the shipped ones).", valueName: "FILE"))
    var themeFiles: [String] = []

    /// The catalog, or a clear message on stderr and exit status 2.
    func loadCatalog() throws -> ThemeCatalog {
        do {
            return try ThemeSource.loadCatalog(extra: themeFiles)
        } catch {
            StandardError.print("darkscreen: invalid themes file")
            for diagnostic in error.diagnostics { StandardError.print("  " + diagnostic.description) }
            throw ExitCode(2)
        }
    }
}

/// Resolves a theme name, or says which names exist and exits 2.
func themeIndex(named name: String, in catalog: ThemeCatalog) throws -> Int {
    guard let index = catalog.index(named: name) else {
        let available = catalog.names.map(SafeText.escaped).joined(separator: ", ")
        StandardError.print("darkscreen: unknown theme \(SafeText.quoted(name)); available: \(available)")
        throw ExitCode(2)
    }
    return index
}
