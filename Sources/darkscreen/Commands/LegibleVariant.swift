import DarkscreenCore
import DarkscreenState
import DarkscreenPlatform
import DarkscreenTools

/// `d` in the picker's preview: what `darkscreen derive NAME --contrast FLOOR` does, with the
/// `minimumContrast` setting as the floor — the variant added to the user's themes.json (the file
/// watcher then reloads the catalog) — said in one status-line notice instead of on stderr.
enum LegibleVariant {
    /// The lock on the settings folder is waited for briefly: a key press never hangs on another process.
    static let lockWaitMilliseconds = 300

    static func add(_ theme: Theme, floor: ContrastFloor, store: SettingsStore) -> Notice {
        let name = "\(theme.name) (contrast \(floorText(floor)))"
        let variant = ThemeContrastRepair.repaired(theme, floor: floor, name: name)
        let changed = DeriveCommand.changes(from: theme, to: variant)
        do {
            try UserThemes.write([variant], store: store, lockWaitMilliseconds: lockWaitMilliseconds)
        } catch {
            switch error {
            case .refused(let refusal):
                guard let first = refusal.diagnostics.first else { return Notice("\(SafeText.quoted(name)) not added") }
                return Notice("\(SafeText.quoted(name)) not added: \(AppUpdate.short(first).text)")
            case .unwritable(let message):
                return Notice("\(SafeText.quoted(name)) not added: \(message)")
            }
        }
        // The name is the notice's action: the status line keeps it whole when the rest is cut.
        let what =
            changed.isEmpty
            ? "every colour already passed \(floor)"
            : "\(changed.count) colour\(changed.count == 1 ? "" : "s") made legible"
        return Notice("\(what), added to your themes", action: SafeText.quoted(name))
    }

    /// "4.5" for a ratio (as `derive --contrast 4.5` names it), "Lc 60" for an APCA floor.
    static func floorText(_ floor: ContrastFloor) -> String {
        var text = Substring(floor.description)
        guard text.hasSuffix(":1") else { return String(text) }
        text = text.dropLast(2)
        if text.contains(".") {
            while text.last == "0" { text = text.dropLast() }
            if text.last == "." { text = text.dropLast() }
        }
        return String(text)
    }
}
