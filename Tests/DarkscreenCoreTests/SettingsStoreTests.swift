import Testing
import DarkscreenTestSupport
@testable import DarkscreenCore
@testable import DarkscreenPlatform
@testable import DarkscreenTools

@Suite struct SettingsStoreTests {
    @Test("the settings live in $XDG_CONFIG_HOME/darkscreen, else ~/.config/darkscreen")
    func location() {
        let xdg = SettingsStore.configDirectory { ["XDG_CONFIG_HOME": "/x/conf", "HOME": "/home/u"][$0] }
        #expect(xdg == "/x/conf/darkscreen")
        let home = SettingsStore.configDirectory { ["HOME": "/home/u"][$0] }
        #expect(home == "/home/u/.config/darkscreen")
        let relative = SettingsStore.configDirectory { ["XDG_CONFIG_HOME": "conf", "HOME": "/home/u"][$0] }
        #expect(relative == "/home/u/.config/darkscreen", "a relative XDG_CONFIG_HOME is ignored (XDG rule)")
    }

    @Test("a missing file gives defaults and no problem; the first save creates the folder")
    func missing() throws {
        let dir = TemporaryDirectory()
        let store = SettingsStore(directory: dir.path + "/deeper/darkscreen")
        let snapshot = store.load()
        #expect(snapshot.problem == nil)
        #expect(snapshot.settings == Settings())
        try store.update { $0.themeName = "Outrun" }
        #expect(store.load().settings.themeName == "Outrun")
        #expect(dir.listing("deeper/darkscreen") == ["settings.json"], "no temporary file is left behind")
    }

    @Test("a corrupt file gives defaults and is left untouched until a commit, which keeps it as .bak")
    func corrupt() throws {
        let dir = TemporaryDirectory()
        let store = SettingsStore(directory: dir.path)
        let garbage = "{\"theme\": \"Dark\", oops\n"
        dir.write(garbage, to: "settings.json")
        let snapshot = store.load()
        #expect(snapshot.settings.themeName == nil)
        guard case .syntax(_, let position)? = snapshot.problem else {
            Issue.record("expected a syntax problem, got \(String(describing: snapshot.problem))")
            return
        }
        #expect(position.line == 1)
        #expect(dir.read("settings.json") == garbage, "reading never rewrites the file")

        let update = try store.update { $0.themeName = "Light" }
        #expect(update.backedUp != nil)
        #expect(dir.read("settings.json.bak") == garbage, "what the user wrote is kept beside it")
        #expect(store.load().settings.themeName == "Light")
        #expect(store.load().problem == nil)
    }

    @Test("an unreadable settings path (a folder) is reported, not a crash")
    func unreadable() {
        let dir = TemporaryDirectory()
        try? FileSystem.createDirectories(dir.path + "/settings.json")
        let snapshot = SettingsStore(directory: dir.path).load()
        guard case .unreadable(let reason)? = snapshot.problem else {
            Issue.record("expected unreadable, got \(String(describing: snapshot.problem))")
            return
        }
        #expect(reason.contains("folder"))
    }

    @Test("an update keeps what another writer saved meanwhile (it re-reads under a lock)")
    func updateMerges() throws {
        let dir = TemporaryDirectory()
        let store = SettingsStore(directory: dir.path)
        dir.write(#"{"splitRatio": "2/3", "plugin": {"on": true}}"#, to: "settings.json")
        try store.update { $0.themeName = "90s" }
        let settings = store.load().settings
        #expect(settings.splitRatio == "2/3")
        #expect(settings.themeName == "90s")
        #expect(settings.members.map(\.key) == ["splitRatio", "plugin", "theme"])
    }
}
