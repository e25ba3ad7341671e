import ArgumentParser
import DarkscreenCore

/// `darkscreen show NAME [--json]`: every role of a theme resolved in both appearances,
/// optional and derived roles included.
struct ShowCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "show",
        abstract: "Show every colour role of a theme, resolved for light and for dark.")

    @Argument(help: "The theme's name (case-insensitive).")
    var name: String

    @Flag(help: "Print JSON: {\"name\": …, \"statusLine\": …, \"light\": {role: \"#RRGGBB\"}, \"dark\": {…}}.")
    var json = false

    @OptionGroup var themeOptions: ThemeOptions

    func run() throws {
        let catalog = try themeOptions.loadCatalog(store: SettingsStore.standard())
        let theme = catalog.themes[try themeIndex(named: name, in: catalog)]
        if json {
            print(JSONWriter.write(Self.json(for: theme)))
            return
        }
        print("\(SafeText.escaped(theme.name))  (status line: \(theme.statusLine.rawValue))")
        print("role".padding(18) + "light    dark")
        for role in ThemeRole.allCases {
            let color = theme.colors[role]
            let marker = theme.specs[role] == nil ? "  (default)" : ""
            print(role.rawValue.padding(18) + color.light.hex + "  " + color.dark.hex + marker)
        }
    }

    static func json(for theme: Theme) -> JSONValue {
        func appearance(_ which: Appearance) -> JSONNode {
            let resolved = theme.colors.resolved(for: which)
            return JSONNode(.object(ThemeRole.allCases.map { JSONMember(key: $0.rawValue, node: JSONNode(.string(resolved[$0].hex))) }))
        }
        return .object([
            JSONMember(key: "name", node: JSONNode(.string(theme.name))),
            JSONMember(key: "statusLine", node: JSONNode(.string(theme.statusLine.rawValue))),
            JSONMember(key: "light", node: appearance(.light)),
            JSONMember(key: "dark", node: appearance(.dark)),
        ])
    }
}

extension String {
    func padding(_ width: Int) -> String {
        count >= width ? self + " " : self + String(repeating: " ", count: width - count)
    }
}
