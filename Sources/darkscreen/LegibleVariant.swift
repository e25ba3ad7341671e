import DarkscreenCore
import DarkscreenState

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
        let what = changed.isEmpty ? "every colour already passes \(floor)"
            : "\(changed.count) colour\(changed.count == 1 ? "" : "s") made legible at \(floor)"
        return Notice("added \(SafeText.quoted(name)) to your themes: \(what)")
    }

    /// "4.5" for a ratio (as `derive --contrast 4.5` names it), "Lc 60" for an APCA floor.
    static func floorText(_ floor: ContrastFloor) -> String {
        let text = floor.description
        return text.hasSuffix(":1") ? String(text.dropLast(2)) : text
    }
}
