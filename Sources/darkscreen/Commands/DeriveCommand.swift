import ArgumentParser
import DarkscreenCore
import DarkscreenPlatform
import DarkscreenTools

/// `darkscreen derive NAME --contrast FLOOR`: a legible variant of a theme, added to the user's
/// themes.json (`ThemeContrastRepair`).
struct DeriveCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "derive",
        abstract: "Add a legible variant of a theme to your themes.json.",
        discussion: """
            Every text colour below the floor on the background (primary, secondary and the ANSI colours 1-6 and \
            9-14, in light and in dark) is made lighter or darker in OKLCH, hue and chroma kept as far as sRGB allows, \
            just until it passes; colours that pass are left as they are. The variant is added at the end of \
            $XDG_CONFIG_HOME/darkscreen/themes.json as "NAME (contrast FLOOR)" unless --name says otherwise. A floor the \
            background does not allow (no colour reaches 21:1 on a mid grey) is said on stderr, and the variant is named \
            for the contrast it does reach. FLOOR is a plain decimal: a ratio from 1 to 21 or Lc above 0 to 108. Exit status \
            2 for an unknown theme or floor, 3 when the name is taken or your themes.json is invalid, 1 when it cannot be written.
            """)

    @Argument(help: "The theme's name (case-insensitive).", completion: ThemeNames.completion)
    var name: String

    @Option(help: ArgumentHelp("The floor: a WCAG 2 ratio (4.5, 7) or an APCA Lc (Lc60, Lc75).", valueName: "FLOOR"))
    var contrast: String

    @Option(name: .customLong("name"), help: "The new theme's name.")
    var newName: String?

    @Flag(help: "Print the variant (as themes.json) without writing anything.")
    var dryRun = false

    @OptionGroup var themeOptions: ThemeOptions

    func validate() throws {
        switch ContrastFloor.plain(contrast) {
        case .success: break
        case .failure(.notPlain):
            throw ValidationError("--contrast takes a plain decimal: a WCAG ratio 1-21 (4.5, 7) or an APCA Lc (Lc60), not \(SafeText.quoted(contrast))")
        case .failure(.outOfRange):
            throw ValidationError("--contrast \(SafeText.quoted(contrast)) is out of range: a WCAG ratio is 1 to 21, an APCA Lc above 0 to 108")
        }
        if let newName, newName.allSatisfy(\.isWhitespace) { throw ValidationError("--name must not be empty") }
    }

    func run() throws {
        let store = SettingsStore.standard()
        let catalog = try themeOptions.loadCatalog(store: store)
        let theme = catalog.themes[try themeIndex(named: name, in: catalog)]
        let floor = (try? ContrastFloor.plain(contrast).get()) ?? .standard
        var variant = ThemeContrastRepair.repaired(theme, floor: floor, name: "")
        // Named for what it reaches: a floor the background does not allow is not claimed.
        let reached = ThemeContrastRepair.reached(variant, floor: floor)
        let achieved = floor.with(reached.least)
        let variantName = newName ?? "\(theme.name) (contrast \(reached.short.isEmpty ? contrast : achieved.nameText))"
        variant.name = variantName
        if !reached.short.isEmpty {
            CommandOutput.error(
                Notice(
                    "warning: \(floor) cannot be reached on \(SafeText.quoted(theme.name))'s background for "
                        + reached.short.joined(separator: ", ")
                        + "; the variant reaches \(achieved.nameText.replacingLc) at least (each of those at white or black)"))
        }
        let changed = Self.changes(from: theme, to: variant)
        if dryRun {
            print(JSONWriter.write(.object([JSONEnvelope.member("themes", .array([ThemeDocument.node(for: variant)]))])))
            return
        }
        let path = store.userThemesPath
        try UserThemes.add([variant], store: store, refused: "nothing added")
        print(
            "added \(SafeText.quoted(variantName)) to \(SafeText.escaped(path)): \(changed.isEmpty ? "every colour already passes \(floor)" : "changed " + changed.joined(separator: ", "))"
        )
    }

    /// The colours the variant changed ("primary (dark)", "palette 1 (light)").
    static func changes(from theme: Theme, to variant: Theme) -> [String] {
        var changed: [String] = []
        func compare(_ label: String, _ old: DynamicColor, _ new: DynamicColor) {
            if old.light != new.light { changed.append("\(label) (light)") }
            if old.dark != new.dark { changed.append("\(label) (dark)") }
        }
        for role in [ThemeRole.primary, .secondary] { compare(role.rawValue, theme.colors[role], variant.colors[role]) }
        for (index, (old, new)) in zip(theme.palette ?? [], variant.palette ?? []).enumerated() { compare("palette \(index)", old, new) }
        return changed
    }

}

private extension String {
    /// "Lc57.4" → "Lc 57.4"; "5.3" → "5.3:1", as a message writes a figure.
    var replacingLc: String { hasPrefix("Lc") ? "Lc " + dropFirst(2) : self + ":1" }
}
