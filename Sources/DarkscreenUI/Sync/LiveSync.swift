import DarkscreenCore

/// The cross-process `didChangeNotification`: watches settings.json and the themes files,
/// applies what changed through the app controller (the same hub path as a key press), and
/// persists commits. Its own writes are remembered byte for byte, so they do not come back
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
    public private(set) var notices = StatusNotices() {
        didSet { controller.screen.statusLine.message = notices.text }
    }

    /// Sets up watching and applies the settings read at start-up. `themeFromCommandLine`:
    /// `--theme` chose the theme, so the settings' theme is not applied at start.
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
        notices.themes = userThemeErrors.first.map(Self.short)
        if let problem = snapshot.problem {
            notices.settings = Self.settingsProblem(problem)
        }
        var startup = snapshot.settings
        if themeFromCommandLine { startup.themeName = nil }
        if !controller.applyExternalSettings(startup) { noteMissingTheme(startup.themeName) }
        controller.screen.statusLine.message = notices.text
    }

    /// One line from `--apply` or a hook (nil clears it).
    public func noteSurroundings(_ line: String?) {
        if notices.surroundings != line { notices.surroundings = line }
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
            notices.settings = update.backedUp.map { _ in "the unreadable settings.json was kept as settings.json.bak" }
            if let name = update.settings.themeName, controller.catalog.index(named: name) != nil { notices.missingTheme = nil }
        } catch {
            notices.settings = "cannot save settings: \(error.reason)"
        }
    }

    private func reloadSettings() {
        let snapshot = store.load()
        if let problem = snapshot.problem {
            if snapshot.bytes != knownSettingsBytes || snapshot.bytes == nil {
                knownSettingsBytes = snapshot.bytes
                notices.settings = Self.settingsProblem(problem)
            }
            return
        }
        guard snapshot.bytes != knownSettingsBytes else { return }
        knownSettingsBytes = snapshot.bytes
        notices.settings = nil
        var changes = snapshot.settings
        if snapshot.settings.appearance != knownSettings.appearance {
            controller.applySettingsAppearance(snapshot.settings.appearance)
        }
        // Apply only what changed, so a change of layout does not undo the highlight.
        if changes.themeName == knownSettings.themeName { changes.themeName = nil } else { notices.missingTheme = nil }
        knownSettings = snapshot.settings
        if !controller.applyExternalSettings(changes) {
            controller.applyExternalCommit(0)
            noteMissingTheme(changes.themeName)
        }
    }

    private func reloadThemes() {
        var current: [String: [UInt8]] = [:]
        for path in themeFiles.all { current[path] = try? FileSystem.readBytes(at: path) }
        guard current != knownThemeBytes else { return }
        knownThemeBytes = current
        do {
            let (catalog, _) = try themeFiles.load(strictUserFile: true)
            notices.themes = nil
            controller.replaceCatalog(catalog)
            // A committed theme that was missing may exist now.
            if notices.missingTheme != nil, let name = knownSettings.themeName, let index = catalog.index(named: name) {
                notices.missingTheme = nil
                controller.applyExternalCommit(index)
            }
        } catch {
            notices.themes = error.diagnostics.first.map(Self.short) ?? "invalid themes file"
        }
    }

    /// The rest of a large catalog, read after the first frame (`ThemeFiles.loadForFirstFrame`):
    /// valid themes join the list, the first error shows in the status line.
    public func loadDeferredThemes() {
        let (catalog, errors) = themeFiles.loadKeepingValidThemes()
        controller.replaceCatalog(catalog)
        if notices.themes == nil, let first = errors.first { notices.themes = Self.short(first) }
    }

    private func noteMissingTheme(_ name: String?) {
        guard let name else { return }
        notices.missingTheme = "theme \(SafeText.quoted(name)) not found; showing \(controller.catalog.themes[controller.committed].name)"
    }

    private static func settingsProblem(_ problem: SettingsFileError) -> String {
        "settings.json \(problem); using defaults"
    }

    /// A diagnostic with the file's name only (the status line is one row).
    static func short(_ diagnostic: ThemeDiagnostic) -> String {
        var shortened = diagnostic
        shortened.file = diagnostic.file.lastPathComponent
        return shortened.description
    }
}
