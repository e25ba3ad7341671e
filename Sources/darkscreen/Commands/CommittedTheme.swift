import DarkscreenCore
import DarkscreenState
import DarkscreenUI
import DarkscreenPlatform
import DarkscreenTools

/// The committed theme as the command-line tools see it: read from settings.json, with a
/// one-line note on stderr for each thing in the file that cannot be used (`SettingsWarnings`) or names a theme that is gone.
struct CommittedTheme {
    /// The name as stored (nil: nothing committed, or the file could not be used).
    var storedName: String?
    /// The catalog index darkscreen shows: the stored theme, else the one forwarded over SSH, else the first.
    var index: Int

    static func read(from store: SettingsStore, catalog: ThemeCatalog) -> CommittedTheme {
        SettingsWarnings.report(store)
        let snapshot = store.load()
        let name = snapshot.settings.themeName
        guard let name else {
            // Nothing committed on this machine: the theme sent along over SSH (LC_DARKSCREEN_THEME), if it is here.
            let forwarded = ForwardedAppearance.themeName().flatMap { catalog.index(named: $0) }
            return CommittedTheme(storedName: nil, index: forwarded ?? 0)
        }
        guard let index = catalog.index(named: name) else {
            CommandOutput.error("the committed theme \(SafeText.quoted(name)) no longer exists; darkscreen shows \(SafeText.quoted(catalog.themes[0].name))")
            return CommittedTheme(storedName: name, index: 0)
        }
        return CommittedTheme(storedName: name, index: index)
    }
}
