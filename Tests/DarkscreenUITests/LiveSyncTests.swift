import Testing
import DarkscreenTestSupport
import DarkscreenCore
import DarkscreenState
@testable import DarkscreenUI
import DarkscreenPlatform
import DarkscreenTools

@Suite struct LiveSyncTests {
    let dir = TemporaryDirectory()
    var store: SettingsStore { SettingsStore(directory: dir.path + "/darkscreen") }
    var state: SettingsStore { SettingsStore(directory: dir.path + "/state/darkscreen", fileName: "state.json") }
    var files: ThemeFiles { ThemeFiles(shipped: shippedThemesPath(), user: store.userThemesPath, extra: []) }

    /// A running darkscreen (controller + live sync, joined by an inbox) started from the files in `dir`.
    func start(themeFromCommandLine: String? = nil) throws -> (AppController, SyncLoop) {
        let (catalog, userErrors) = try files.load(strictUserFile: false)
        let index = themeFromCommandLine.flatMap(catalog.index(named:)) ?? 0
        let app = AppController(
            catalog: catalog, themeIndex: index, traits: TraitCollection(appearance: .dark),
            size: Size(width: 120, height: 40), time: "12:34")
        return (app, watch(app, files: files, userThemeErrors: userErrors, themeFromCommandLine: themeFromCommandLine != nil))
    }

    /// Live sync for `app` as the launch starts it: the start-up events sent, the first frame
    /// drawn, then the watch begins.
    func watch(_ app: AppController, files: ThemeFiles, userThemeErrors: [ThemeDiagnostic], themeFromCommandLine: Bool) -> SyncLoop {
        let inbox = EventInbox()
        let settings = store.load()
        let saved = state.load()
        for event in LiveSync.startUpEvents(
            settings: settings, stateSnapshot: saved, userThemeErrors: userThemeErrors,
            themeFromCommandLine: themeFromCommandLine)
        { inbox.send(event) }
        let sync = SyncLoop(
            app: app, inbox: inbox,
            sync: LiveSync(
                inbox: inbox, store: store, themeFiles: files, settings: settings,
                state: state, stateSnapshot: saved))
        app.render()
        sync.frameWritten()  // the session's first frame is out: watching starts
        return sync
    }

    func writeSettings(_ text: String) {
        try! FileSystem.createDirectories(store.directory)
        try! FileSystem.writeAtomically(Array(text.utf8), to: store.path)
    }

    func writeUserThemes(_ text: String) {
        try! FileSystem.createDirectories(store.directory)
        try! FileSystem.writeAtomically(Array(text.utf8), to: store.userThemesPath)
    }

    func statusText(_ app: AppController) -> String {
        app.render()
        return app.frame.text(row: 0)
    }

    func writeState(_ text: String) {
        try! FileSystem.createDirectories(state.directory)
        try! FileSystem.writeAtomically(Array(text.utf8), to: state.path)
    }

    @Test("darkscreen starts on the committed theme from settings.json, the split ratio and side from state.json")
    func startsFromSettings() throws {
        writeSettings(#"{"theme": "outrun", "splitRatio": "2/3"}"#)
        writeState(#"{"splitRatio": "1/2", "listOnRight": true}"#)
        let (app, _) = try start()
        #expect(app.currentTheme.name == "Outrun")
        #expect(app.state.committedRow == app.catalog.index(named: "Outrun"))
        #expect(app.splitRatio == .half)
        #expect(app.listOnRight)
    }

    @Test("[ ] and s write the layout to state.json, never to settings.json; another darkscreen's layout is followed")
    func layoutInStateFile() throws {
        writeSettings(#"{"theme": "Dark", "mine": [1, 2]}"#)
        let settingsBefore = try FileSystem.readBytes(at: store.path)
        let (app, sync) = try start()
        sync.send(.input(.key(.character("]"))))
        sync.send(.input(.key(.character("s"))))
        let saved = state.load()
        #expect(saved.settings.splitRatio == "1/2" && saved.settings.listOnRight)
        #expect(try FileSystem.readBytes(at: store.path) == settingsBefore, "settings.json untouched")
        sync.wake()
        #expect(app.splitRatio == .half, "its own write does not come back as a change")
        writeState(#"{"splitRatio": "2/3", "listOnRight": false}"#)
        sync.wake()
        #expect(app.splitRatio == .twoThirds && !app.listOnRight)
        writeSettings(#"{"theme": "80s", "mine": [1, 2]}"#)
        sync.wake()
        #expect(app.splitRatio == .twoThirds, "a settings.json change leaves the layout alone")
    }

    @Test("f and Enter write favourites and recent themes to state.json keeping its other keys; another darkscreen's marks are kept and followed")
    func favouritesAndRecentInStateFile() throws {
        writeState(#"{"splitRatio": "1/2", "mine": {"a": 1}}"#)
        let (app, sync) = try start()
        sync.send(.input(.key(.character("f"))))
        sync.send(.input(.key(.down)))
        sync.send(.input(.key(.enter)))
        var saved = state.load().settings
        let first = app.catalog.themes[0].name, second = app.catalog.themes[1].name
        #expect(try saved.themeNames(.favourites).get() == [first])
        #expect(try saved.themeNames(.recent).get() == [second])
        #expect(saved.splitRatio == "1/2" && saved.members.contains { $0.key == "mine" }, "the other keys kept")
        // Another darkscreen marks a favourite: followed here; a mark made here then keeps it.
        try state.update { $0.setThemeNames(.favourites, [first, "Outrun"]) }
        sync.wake()
        #expect(app.state.favourites == [first, "Outrun"])
        sync.send(.input(.key(.character("f"))))
        saved = state.load().settings
        #expect(try saved.themeNames(.favourites).get() == [first, "Outrun", second])
    }

    @Test("a state.json whose favourites are not a list of names: one line in the status line, the layout still used")
    func badFavourites() throws {
        writeState(#"{"splitRatio": "2/3", "favourites": 5, "recent": ["Outrun"]}"#)
        let (app, _) = try start()
        #expect(statusText(app).contains("state.json: \"favourites\" should be a list of theme names, found a number; ignored"))
        #expect(app.splitRatio == .twoThirds)
        #expect(app.state.recent == ["Outrun"] && app.state.favourites.isEmpty)
    }

    @Test("a change written by another process re-themes once, through the hub")
    func externalChange() throws {
        writeSettings(#"{"theme": "Dark"}"#)
        let (app, sync) = try start()
        let posts = app.hub.postCount
        writeSettings(#"{"theme": "80s"}"#)
        sync.wake()
        app.render()
        #expect(app.currentTheme.name == "80s")
        #expect(app.committed == app.catalog.index(named: "80s"))
        #expect(app.hub.postCount == posts + 1)
        #expect(statusText(app).contains("80s"))
        #expect(app.companionCells.allSatisfy { $0.style.background == app.currentTheme.colors[.background].resolved(for: .dark) })
    }

    @Test("its own commit does not come back as a second change (the highlight stays where the user moved it)")
    func ownWriteDoesNotBounce() throws {
        let (app, sync) = try start()
        app.press(.down, .down)
        sync.send(.input(.key(.enter)))
        #expect(store.load().settings.themeName == "Light")
        app.press(.down)
        let posts = app.hub.postCount
        sync.wake()
        app.render()
        #expect(app.currentTheme.name == "80s", "the watcher's report of our own write changed nothing")
        #expect(app.hub.postCount == posts)
    }

    @Test("a corrupt settings file: defaults, one line in the status line, file untouched until a commit keeps it as .bak")
    func corruptSettings() throws {
        writeSettings("{\"theme\": \"Outrun\",,}")
        let (app, sync) = try start()
        #expect(app.currentTheme.name == app.catalog.themes[0].name)
        #expect(statusText(app).contains("settings.json is not valid JSON at 1:20"))
        #expect(dir.read("darkscreen/settings.json") == "{\"theme\": \"Outrun\",,}")
        sync.send(.input(.key(.enter)))
        #expect(dir.read("darkscreen/settings.json.bak") == "{\"theme\": \"Outrun\",,}")
        #expect(store.load().problem == nil)
        #expect(!statusText(app).contains("not valid JSON"))
    }

    @Test("a committed theme that no longer exists: the first theme, said so, the setting kept until another commit")
    func missingTheme() throws {
        writeSettings(#"{"theme": "Solarized"}"#)
        let (app, sync) = try start()
        #expect(app.currentTheme.name == app.catalog.themes[0].name)
        #expect(statusText(app).contains("theme \"Solarized\" not found"))
        #expect(store.load().settings.themeName == "Solarized")
        app.press(.down)
        sync.send(.input(.key(.enter)))
        #expect(store.load().settings.themeName == "Dark")
        #expect(!statusText(app).contains("not found"))
    }

    @Test("a user theme appearing in themes.json while running brings back a missing committed theme")
    func missingThemeReturns() throws {
        writeSettings(#"{"theme": "Mine"}"#)
        let (app, sync) = try start()
        writeUserThemes(Self.userThemes(background: "#123456"))
        sync.wake()
        #expect(app.currentTheme.name == "Mine")
        #expect(!statusText(app).contains("not found"))
    }

    @Test("editing the user themes file re-themes live; a broken file keeps the last good themes and shows where; fixing clears it")
    func hotReload() throws {
        writeUserThemes(Self.userThemes(background: "#123456"))
        writeSettings(#"{"theme": "Mine"}"#)
        let (app, sync) = try start()
        #expect(app.currentTheme.colors[.background].dark == RGB(0x123456))
        writeUserThemes(Self.userThemes(background: "#654321"))
        sync.wake()
        #expect(app.currentTheme.colors[.background].dark == RGB(0x654321))
        app.render()
        #expect(app.companionCells.allSatisfy { $0.style.background == RGB(0x654321) })

        writeUserThemes(Self.userThemes(background: "#GG0000"))
        sync.wake()
        #expect(app.currentTheme.colors[.background].dark == RGB(0x654321), "the last good theme stays")
        let status = statusText(app)
        #expect(status.contains("themes.json:"), "\(status)")
        #expect(status.contains("colors.background"), "\(status)")

        writeUserThemes(Self.userThemes(background: "#00AA00"))
        sync.wake()
        #expect(app.currentTheme.colors[.background].dark == RGB(0x00AA00))
        #expect(!statusText(app).contains("themes.json:"))
    }

    @Test("started from the theme folder cache: a folder file changed before the watch began is read after the first frame, later changes as ever")
    func cachedFoldersConfirmed() throws {
        let folder = dir.path + "/folder"
        let kitty = { (bg: String) in "## name: Drop In\nbackground \(bg)\nforeground #E0E0E0\n" }
        try FileSystem.writeAtomically(Array(kitty("#102030").utf8), to: folder + "/drop.conf")
        var files = ThemeFiles(shipped: shippedThemesPath(), user: store.userThemesPath, extra: [], folders: [folder])
        files.folderCache = ThemeFolderCache(path: dir.path + "/cache/theme-folders.cache", build: "test")
        let cache = try #require(files.folderCache)
        cache.store(ThemeFolders.read([folder]), for: try #require(files.folderCacheKey()))
        let first = try files.loadForFirstFrame()
        let key = try #require(first.cachedFolders)
        #expect(!first.isPartial && first.catalog.theme(named: "Drop In")?.colors[.background] == DynamicColor(RGB(0x102030)))

        try FileSystem.writeAtomically(Array(kitty("#A0C0E0").utf8), to: folder + "/drop.conf")  // before the watch
        let index = try #require(first.catalog.index(named: "Drop In"))
        let app = AppController(
            catalog: first.catalog, themeIndex: index, traits: TraitCollection(appearance: .dark),
            size: Size(width: 120, height: 40), time: "12:34")
        let sync = watch(app, files: files, userThemeErrors: first.userFileErrors, themeFromCommandLine: true)
        #expect(app.currentTheme.colors[.background].dark == RGB(0x102030), "the first frame: the cache as it was")
        #expect(sync.confirmCachedFolders(key)() == false, "one slice")
        #expect(app.currentTheme.colors[.background].dark == RGB(0xA0C0E0), "the file as it is now")

        try FileSystem.writeAtomically(Array(kitty("#00AA00").utf8), to: folder + "/drop.conf")
        sync.wake()
        #expect(app.currentTheme.colors[.background].dark == RGB(0x00AA00), "watched as ever")
    }

    @Test("an error message with control characters reaches the status line escaped")
    func escapedError() throws {
        let (app, sync) = try start()
        writeUserThemes(##"{"themes": [{"name": "\u001B[31mX", "colors": {"background": "\u001B]0;hi\u0007", "primary": "#FFF", "secondary": "#000"}}]}"##)
        sync.wake()
        let status = statusText(app)
        #expect(!status.unicodeScalars.contains { $0.value < 0x20 })
        #expect(status.contains("\\x1B"))
    }

    @Test("--theme on the command line wins over the committed theme at start")
    func commandLineWins() throws {
        writeSettings(#"{"theme": "Outrun"}"#)
        let (app, _) = try start(themeFromCommandLine: "Light")
        #expect(app.currentTheme.name == "Light")
    }

    static func userThemes(background: String) -> String {
        """
        { "themes": [
          { "name": "Mine", "statusLine": "lightContent",
            "colors": { "background": "\(background)", "primary": "#FFFFFF", "secondary": "#FF9500" } }
        ] }
        """
    }
}

/// The run loop's part for these tests: what the live sync posts goes to the update step, and the
/// effects that persist settings go back to the live sync.
final class SyncLoop {
    let app: AppController
    let inbox: EventInbox
    let sync: LiveSync

    init(app: AppController, inbox: EventInbox, sync: LiveSync) {
        self.app = app
        self.inbox = inbox
        self.sync = sync
        drain()
    }

    /// An event from the terminal: the update step, then its settings effects carried out.
    func send(_ event: AppEvent) {
        for effect in app.handle(event) {
            switch effect {
            case .commit(let name):
                sync.save { $0.themeName = name }
                sync.rememberCommitted(name)
            case .favourite(let name, let marked): sync.saveFavourite(name, marked: marked)
            case .appearanceOverride(let choice): sync.save { $0.appearance = choice }
            case .layoutChanged(let ratio, let listOnRight): sync.saveLayout(ratio: ratio, listOnRight: listOnRight)
            default: break
            }
        }
        // As the run loop does: the frame, then what the keys asked to save is written.
        sync.frameWritten()
        drain()
    }

    func wake() {
        sync.wake()
        drain()
    }

    func frameWritten() {
        sync.frameWritten()
        drain()
    }

    func confirmCachedFolders(_ key: ThemeFolderCacheKey) -> () -> Bool {
        let slice = sync.confirmCachedFolders(key)
        return { [self] in
            defer { drain() }
            return slice()
        }
    }

    private func drain() {
        for event in inbox.take() { send(event) }
    }
}
