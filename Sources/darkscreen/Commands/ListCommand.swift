import ArgumentParser
import DarkscreenCore
import DarkscreenUI
import DarkscreenPlatform
import DarkscreenTools

/// `darkscreen list`: the themes, in order, the committed one marked.
struct ListCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list",
        abstract: "List the themes, in order; * marks the committed one.",
        discussion:
            "With colour (see --color) each line starts with a swatch of the theme's background, primary, secondary and selection colours. A theme that is not one of the shipped ones says where it came from: (from FILE (FORMAT)), or (catalog)."
    )

    @Flag(help: "Print JSON (version 1): {\"version\": 1, \"committed\": NAME, \"themes\": [THEME, ...]}; see user-guide.md (share/doc/darkscreen).")
    var json = false

    @Option(
        help: ArgumentHelp(
            "Rank the themes by how well their red, green, yellow and blue (ANSI 1-4) stay apart for someone with protanopia, deuteranopia, tritanopia, protanomaly, deuteranomaly or tritanomaly (at settings.json's lensSeverity): the smallest OKLab difference between any two, largest first.",
            valueName: "VISION"))
    var safeFor: ColorVision?

    @OptionGroup var themeOptions: ThemeOptions
    @OptionGroup var colorOptions: ColorOutputOptions

    func validate() throws {
        if safeFor == ColorVision.none {
            throw ValidationError("--safe-for takes protanopia, deuteranopia, tritanopia, protanomaly, deuteranomaly or tritanomaly")
        }
        if safeFor != nil && json { throw ValidationError("--safe-for prints a ranking; it does not go with --json") }
    }

    func run() throws {
        let store = SettingsStore.standard()
        let catalog = try themeOptions.loadCatalog(store: store)
        let committed = CommittedTheme.read(from: store, catalog: catalog)
        if json {
            print(JSONWriter.write(Self.json(catalog, committed: committed.index)))
            return
        }
        let swatch = colorOptions.isEnabled ? ThemeSwatch.forTerminal() : nil
        // Light or dark as every darkscreen decides it, asked only when colours are shown.
        let appearance = swatch == nil && safeFor == nil ? Appearance.dark : CommandAppearance.resolve(settings: store.load().settings).appearance
        if let safeFor {
            for line in Self.ranking(catalog, for: safeFor, appearance: appearance, severity: store.load().settings.lensSeverity) { print(line) }
            return
        }
        let shipped = ThemeSource.shippedThemesPath()
        for (index, theme) in catalog.themes.enumerated() {
            let mark = index == committed.index ? "* " : "  "
            let colors = swatch.map { $0.render(theme.colors.resolved(for: appearance)) + " " } ?? ""
            print(mark + colors + SafeText.escaped(theme.name) + Self.origin(of: theme, shipped: shipped))
        }
    }

    /// "dE 0.183  NAME" (OKLab ΔE), best separated first (ties in catalog order); themes without a palette last.
    static func ranking(_ catalog: ThemeCatalog, for vision: ColorVision, appearance: Appearance, severity: Double = ColorVision.defaultSeverity) -> [String] {
        let scored = catalog.themes.enumerated().map {
            (
                index: $0.offset, name: $0.element.name,
                gap: vision.separation(of: $0.element, for: appearance, severity: severity)
            )
        }
        let ranked = scored.filter { $0.gap != nil }.sorted { $0.gap! != $1.gap! ? $0.gap! > $1.gap! : $0.index < $1.index }
        var lines = ranked.map { "dE " + String(Int(($0.gap! * 1000).rounded(.down))).leftPadded(3).asThousandths + "  " + SafeText.escaped($0.name) }
        lines += scored.filter { $0.gap == nil }.map { "dE  -     " + SafeText.escaped($0.name) + "  (no palette)" }
        return lines
    }

    /// Where a theme came from, after its name; nothing for darkscreen's own shipped themes,
    /// "(catalog)" for the catalog's (`show` gives its provenance).
    static func origin(of theme: Theme, shipped: String?) -> String {
        guard theme.metadata.sourceFile != shipped, let source = ThemeDetails.source(of: theme.metadata) else { return "" }
        if theme.metadata.sourceFile.map({ $0 == shipped.map { $0.deletingLastPathComponent + "/" + ThemeCatalogFile.fileName } }) == true {
            return "  (catalog)"
        }
        return "  (from " + SafeText.escaped(source) + ")"
    }

    static func json(_ catalog: ThemeCatalog, committed: Int) -> JSONValue {
        JSONEnvelope.make([
            JSONEnvelope.member("committed", .string(catalog.themes[committed].name)),
            JSONEnvelope.member(
                "themes",
                .array(
                    catalog.themes.enumerated().map { index, theme in
                        JSONNode(ThemeJSON.theme(theme, committed: index == committed))
                    }))
        ])
    }
}

/// A few coloured cells showing a theme's colours in `list` on a terminal: 24-bit SGR when
/// $COLORTERM says the terminal does truecolor, else the nearest xterm-256 colours.
struct ThemeSwatch {
    static let roles: [ThemeRole] = [.background, .primary, .secondary, .selection]
    var truecolor: Bool

    static func forTerminal() -> ThemeSwatch {
        ThemeSwatch(truecolor: Environment.process.colortermIsDirect)
    }

    func render(_ colors: ResolvedColors) -> String {
        var out = ""
        for role in Self.roles {
            let rgb = colors[role]
            let sgr = truecolor ? "48;2;\(rgb.red);\(rgb.green);\(rgb.blue)" : "48;5;\(TerminalPalette.nearest256(rgb))"
            out += "\u{1B}[\(sgr)m  "
        }
        return out + "\u{1B}[0m"
    }
}

extension ColorVision: ExpressibleByArgument {}

private extension String {
    func leftPadded(_ width: Int) -> String { count >= width ? self : String(repeating: "0", count: width - count) + self }
    /// "183" → "0.183"; "1024" → "1.024".
    var asThousandths: String { String(dropLast(3)).isEmpty ? "0." + suffix(3) : String(dropLast(3)) + "." + suffix(3) }
}
