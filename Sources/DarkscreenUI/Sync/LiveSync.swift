import DarkscreenCore

/// The cross-process `didChangeNotification`: watches settings.json and the themes files and
/// sends what changed to the app as events (`settingsChanged`, `themesReloaded`, `notice`): the
/// same update step and hub path as a key press. Carries out the effects that persist settings. Its own writes are remembered byte for byte, so they do not come back
/// as a second change.
public final class LiveSync: WakeSource {
    private let controller: AppController
    private let store: SettingsStore
    private let themeFiles: ThemeFiles
    private let watcher: FileWatcher
    /// The settings file's bytes as last read or written (nil: missing or unreadable).
    private var knownSettingsBytes: [UInt8]?
    private var knownSettings: Settings
    private var knownThemeBytes: [String: [UInt8]] = [:]

    /// Sets up watching and applies the settings read at start-up. `themeFromCommandLine`:
    /// `--theme` chose the theme shown; the settings' theme is only marked committed (✓), as
    /// `darkscreen get` reports it.
    public init(controller: AppController, store: SettingsStore, themeFiles: ThemeFiles, settings snapshot: SettingsSnapshot,
                userThemeErrors: [ThemeDiagnostic], themeFromCommandLine: Bool,
                useInotify: Bool = true) {
        self.controller = controller
        self.store = store
        self.themeFiles = themeFiles
        try? FileSystem.createDirectories(store.directory)
        watcher = FileWatcher(paths: [store.path] + themeFiles.all, useInotify: useInotify)
        knownSettingsBytes = snapshot.bytes
        knownSettings = snapshot.settings
        for path in themeFiles.all { knownThemeBytes[path] = try? FileSystem.readBytes(at: path) }
        send(.notice(.themes, userThemeErrors.first.map(AppUpdate.short)))
        if let problem = snapshot.problem { send(.notice(.settings, Self.settingsProblem(problem))) }
        var startup = Self.change(from: snapshot.settings)
        startup.appearance = nil // part of the appearance inputs the launch configures
        startup.showsTheme = !themeFromCommandLine
        send(.settingsChanged(startup))
    }

    /// The layout and theme of a settings file as a change (a ratio it does not know is left alone).
    private static func change(from settings: Settings) -> SettingsChange {
        SettingsChange(themeName: settings.themeName, splitRatio: settings.splitRatio.flatMap(SplitRatio.init(rawValue:)),
                       listOnRight: settings.listOnRight, appearance: settings.appearance)
    }

    private func send(_ event: AppEvent) {
        for effect in controller.handle(event) { handle(effect) }
    }

    public var fileDescriptor: Int32? { watcher.fileDescriptor }
    public var pollInterval: Int32? { watcher.pollInterval }

    public func wake() {
        let changed = watcher.changes()
        guard !changed.isEmpty else { return }
        if !changed.isDisjoint(with: themeFiles.all) { reloadThemes() }
        if changed.contains(store.path) { reloadSettings() }
    }

    /// Persists what the app asks for (Enter commits a theme).
    public func handle(_ effect: AppEffect) {
        switch effect {
        case .commit(let name): save { $0.themeName = name }
        case .appearanceOverride(let choice): save { $0.appearance = choice }
        case .layoutChanged(let ratio, let listOnRight):
            save {
                $0.splitRatio = ratio.rawValue
                $0.listOnRight = listOnRight
            }
        default: break
        }
    }

    /// Writes a change to settings.json (atomically, keeping unknown keys) and remembers the
    /// bytes so the watcher does not report this write back. For the lead to wire more effects
    /// (e.g. `save { $0.splitRatio = ratio.rawValue }`).
    public func save(_ change: (inout Settings) -> Void) {
        do {
            let update = try store.update(change)
            knownSettingsBytes = update.bytes
            knownSettings = update.settings
            send(.settingsSaved(themeName: update.settings.themeName))
            if update.backedUp != nil { send(.notice(.settings, "the unreadable settings.json was kept as settings.json.bak")) }
        } catch {
            send(.notice(.settings, "cannot save settings: \(error.reason)"))
        }
    }

    private func reloadSettings() {
        let snapshot = store.load()
        if let problem = snapshot.problem {
            if snapshot.bytes != knownSettingsBytes || snapshot.bytes == nil {
                knownSettingsBytes = snapshot.bytes
                send(.notice(.settings, Self.settingsProblem(problem)))
            }
            return
        }
        guard snapshot.bytes != knownSettingsBytes else { return }
        knownSettingsBytes = snapshot.bytes
        send(.notice(.settings, nil))
        // Apply only what changed, so a change of layout does not undo the highlight.
        var change = Self.change(from: snapshot.settings)
        if snapshot.settings.appearance == knownSettings.appearance { change.appearance = nil }
        if snapshot.settings.themeName == knownSettings.themeName { change.themeName = nil }
        knownSettings = snapshot.settings
        send(.settingsChanged(change))
    }

    private func reloadThemes() {
        var current: [String: [UInt8]] = [:]
        for path in themeFiles.all { current[path] = try? FileSystem.readBytes(at: path) }
        guard current != knownThemeBytes else { return }
        knownThemeBytes = current
        do {
            let (catalog, _) = try themeFiles.load(strictUserFile: true)
            send(.themesReloaded(catalog, errors: []))
        } catch {
            send(.themesReloaded(nil, errors: error.diagnostics))
        }
    }

    /// The rest of a large catalog, read after the first frame (`ThemeFiles.loadForFirstFrame`):
    /// valid themes join the list, the first error shows in the status line.
    public func loadDeferredThemes() {
        let (catalog, errors) = themeFiles.loadKeepingValidThemes()
        send(.themesReloaded(catalog, errors: errors, deferred: true))
    }

    private static func settingsProblem(_ problem: SettingsFileError) -> String {
        "settings.json \(problem); using defaults"
    }
}
