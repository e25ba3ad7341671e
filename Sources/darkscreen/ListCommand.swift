import ArgumentParser
import DarkscreenCore

/// `darkscreen list`: the themes, in order, the committed one marked.
struct ListCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list",
        abstract: "List the themes, in order; * marks the committed one.",
        discussion: "With colour (see --color) each line starts with a swatch of the theme's background, primary, secondary and selection colours.")

    @Flag(help: "Print JSON: each theme's name, whether it is committed, and its colours in both appearances.")
    var json = false

    @OptionGroup var themeOptions: ThemeOptions
    @OptionGroup var colorOptions: ColorOutputOptions

    func run() throws {
        let store = SettingsStore.standard()
        let catalog = try themeOptions.loadCatalog(store: store)
        let committed = CommittedTheme.read(from: store, catalog: catalog)
        if json {
            print(JSONWriter.write(Self.json(catalog, committed: committed.index)))
            return
        }
        let swatch = colorOptions.isEnabled ? ThemeSwatch.forTerminal() : nil
        let appearance = Appearance(rawValue: FileSystem.environment("DARKSCREEN_APPEARANCE") ?? "")?.resolved
            ?? store.load().settings.appearance.forced ?? .dark
        for (index, theme) in catalog.themes.enumerated() {
            let mark = index == committed.index ? "* " : "  "
            let colors = swatch.map { $0.render(theme.colors.resolved(for: appearance)) + " " } ?? ""
            print(mark + colors + SafeText.escaped(theme.name))
        }
    }

    static func json(_ catalog: ThemeCatalog, committed: Int) -> JSONValue {
        let themes = catalog.themes.enumerated().map { index, theme -> JSONNode in
            let colors = ThemeRole.allCases.map { role -> JSONMember in
                let color = theme.colors[role]
                return JSONMember(key: role.rawValue, node: JSONNode(.object([
                    JSONMember(key: "light", node: JSONNode(.string(color.light.hex))),
                    JSONMember(key: "dark", node: JSONNode(.string(color.dark.hex))),
                ])))
            }
            return JSONNode(.object([
                JSONMember(key: "name", node: JSONNode(.string(theme.name))),
                JSONMember(key: "committed", node: JSONNode(.bool(index == committed))),
                JSONMember(key: "statusLine", node: JSONNode(.string(theme.statusLine.rawValue))),
                JSONMember(key: "colors", node: JSONNode(.object(colors))),
            ]))
        }
        return .object([
            JSONMember(key: "committed", node: JSONNode(.string(catalog.themes[committed].name))),
            JSONMember(key: "themes", node: JSONNode(.array(themes))),
        ])
    }
}
