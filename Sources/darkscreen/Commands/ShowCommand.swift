import ArgumentParser
import DarkscreenCore
import DarkscreenPlatform
import DarkscreenTools

/// `darkscreen show NAME [--json]`: every role of a theme resolved in both appearances,
/// optional and derived roles included.
struct ShowCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "show",
        abstract: "Show every colour role of a theme, resolved for light and for dark.")

    @Argument(help: "The theme's name (case-insensitive).", completion: ThemeNames.completion)
    var name: String

    @Flag(
        help:
            "Print JSON (version 1): {\"version\": 1, \"theme\": THEME, \"contrast\": CONTRAST}, THEME as in `list --json`, CONTRAST in picker.md (share/doc/darkscreen)."
    )
    var json = false

    @OptionGroup var themeOptions: ThemeOptions

    func run() throws {
        let store = SettingsStore.standard()
        let catalog = try themeOptions.loadCatalog(store: store)
        let index = try themeIndex(named: name, in: catalog)
        let theme = catalog.themes[index]
        if json {
            let committed = CommittedTheme.read(from: store, catalog: catalog).index == index
            print(JSONWriter.write(Self.json(for: theme, committed: committed)))
            return
        }
        print("\(SafeText.escaped(theme.name))  (status line: \(theme.statusLine.rawValue))")
        print("role".padding(18) + "light    dark")
        for role in ThemeRole.allCases {
            let color = theme.colors[role]
            let marker = theme.gives(role) ? "" : "  (default)"
            print(role.rawValue.padding(18) + color.light.hex + "  " + color.dark.hex + marker)
        }
        for (index, color) in (theme.palette ?? []).enumerated() {
            print("palette \(index)".padding(18) + color.light.hex + "  " + color.dark.hex)
        }
        if let cursor = theme.cursor { print("cursor".padding(18) + cursor.light.hex + "  " + cursor.dark.hex) }
        for line in ThemeDetails.lines(for: theme.metadata) {
            print((line.label + ":").padding(18) + SafeText.escaped(line.value))
        }
        print("")
        for line in Self.contrastLines(for: theme) { print(line) }
    }

    /// The contrast table: each text role and ANSI colour, WCAG 2 ratio and APCA Lc, light then dark;
    /// a `!` marks a figure below 4.5:1 or Lc 30 (what `validate` warns of) for the text roles that must be legible.
    static func contrastLines(for theme: Theme) -> [String] {
        let width = 22
        var lines = ["contrast".padding(18) + "light".padding(width) + "dark"]
        let light = ContrastFigures.textRoles(of: theme, for: .light) + ContrastFigures.palette(of: theme, for: .light)
        let dark = ContrastFigures.textRoles(of: theme, for: .dark) + ContrastFigures.palette(of: theme, for: .dark)
        let judged: Set<String> = ["primary", "statusLine"]
        for (l, d) in zip(light, dark) {
            func cell(_ figure: ContrastFigure) -> String {
                figure.summary + (judged.contains(figure.label) && ThemeLegibility.isLow(figure) ? " !" : "")
            }
            lines.append(l.label.padding(18) + cell(l).padding(width) + cell(d))
        }
        return lines
    }

    static func json(for theme: Theme, committed: Bool) -> JSONValue {
        JSONEnvelope.make([
            JSONEnvelope.member("theme", ThemeJSON.theme(theme, committed: committed)),
            JSONEnvelope.member("contrast", ThemeJSON.contrast(theme))
        ])
    }
}

extension String {
    func padding(_ width: Int) -> String {
        count >= width ? self + " " : self + String(repeating: " ", count: width - count)
    }
}
