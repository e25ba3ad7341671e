import ArgumentParser
import DarkscreenCore

/// `darkscreen export NAME --format FORMAT [--appearance light|dark]`: a theme in a terminal's format, to stdout.
struct ExportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "Write a theme in a terminal's theme format to stdout.",
        discussion: """
            Formats: \(ExportFormat.allCases.map(\.rawValue).joined(separator: ", ")). A dynamic theme needs \
            --appearance, except for foot, whose file holds both ([colors-light] and [colors-dark]). \
            The palette is the theme's (xterm's colours when it has none), the cursor the theme's (else the primary colour).
            """)

    @Argument(help: "The theme's name (case-insensitive).", completion: .custom { _, _, _ in ThemeNames.forCompletion() })
    var name: String

    @Option(help: ArgumentHelp("The format: \(ExportFormat.allCases.map(\.rawValue).joined(separator: "|")).", valueName: "FORMAT"))
    var format: ExportFormat

    @Option(help: "Which variant of a dynamic theme: light or dark.")
    var appearance: Variant?

    enum Variant: String, CaseIterable, ExpressibleByArgument {
        case light, dark
        var appearance: Appearance { self == .light ? .light : .dark }
    }

    @OptionGroup var themeOptions: ThemeOptions

    func run() throws {
        let catalog = try themeOptions.loadCatalog(store: SettingsStore.standard())
        let theme = catalog.themes[try themeIndex(named: name, in: catalog)]
        do {
            print(try format.write(theme, appearance: appearance?.appearance), terminator: "")
        } catch {
            StandardError.print("darkscreen: \(error)")
            throw ExitStatus.usage
        }
    }
}

extension ExportFormat: ExpressibleByArgument {}
