import Testing
import DarkscreenTestSupport
@testable import DarkscreenCore
@testable import DarkscreenPlatform
@testable import DarkscreenTools

@Suite struct StateMigrationTests {
    let dir = TemporaryDirectory()
    var settings: SettingsStore { SettingsStore(directory: dir.path + "/config/darkscreen") }
    var state: SettingsStore { SettingsStore(directory: dir.path + "/state/darkscreen", fileName: "state.json") }

    private func migrate() -> StateMigration.Outcome {
        StateMigration.run(settings: settings.load(), settingsStore: settings, stateStore: state)
    }

    @Test("the state file is $XDG_STATE_HOME/darkscreen/state.json, default ~/.local/state/darkscreen/state.json")
    func location() {
        #expect(SettingsStore.state { ["XDG_STATE_HOME": "/s", "HOME": "/h"][$0] }.path == "/s/darkscreen/state.json")
        #expect(SettingsStore.state { ["HOME": "/h"][$0] }.path == "/h/.local/state/darkscreen/state.json")
    }

    @Test("the layout moves to state.json once; every other key of settings.json stays, in place, byte for byte")
    func moves() throws {
        try FileSystem.createDirectories(settings.directory)
        try FileSystem.writeAtomically(
            Array(#"{"editor": {"font": "Menlo"}, "splitRatio": "2/3", "theme": "Dark", "listOnRight": true, "zz": [1]}"#.utf8),
            to: settings.path)
        let outcome = migrate()
        #expect(outcome.problem == nil)
        #expect(outcome.state.settings.splitRatio == "2/3" && outcome.state.settings.listOnRight)
        #expect(outcome.state.bytes == (try FileSystem.readBytes(at: state.path)), "the snapshot is the file as written")
        let after = settings.load().settings
        #expect(after.members.map(\.key) == ["editor", "theme", "zz"])
        #expect(
            JSONWriter.write(.object(after.members))
                == JSONWriter.write(.object(try Settings.parse(Array(#"{"editor": {"font": "Menlo"}, "theme": "Dark", "zz": [1]}"#.utf8)).members)))
        #expect(outcome.settings.bytes == (try FileSystem.readBytes(at: settings.path)), "the snapshot is the file as written")
        let stateBytes = try FileSystem.readBytes(at: state.path)
        _ = migrate()
        #expect(try FileSystem.readBytes(at: state.path) == stateBytes, "nothing to move the second time")
    }

    @Test("a layout already in state.json wins over an older one left in settings.json (an interrupted move)")
    func stateWins() throws {
        try FileSystem.createDirectories(state.directory)
        try FileSystem.writeAtomically(Array(#"{"splitRatio": "1/2", "restore": {"x": 1}}"#.utf8), to: state.path)
        try FileSystem.createDirectories(settings.directory)
        try FileSystem.writeAtomically(Array(#"{"splitRatio": "2/3", "listOnRight": true}"#.utf8), to: settings.path)
        let outcome = migrate()
        #expect(outcome.state.settings.splitRatio == "1/2")
        #expect(outcome.state.settings.listOnRight, "a key state.json lacked is moved")
        #expect(outcome.state.settings.members.map(\.key) == ["splitRatio", "restore", "listOnRight"])
        #expect(settings.load().settings.members.isEmpty)
    }

    @Test("without layout keys nothing is written; a corrupt settings.json is left alone")
    func nothingToMove() throws {
        try FileSystem.createDirectories(settings.directory)
        try FileSystem.writeAtomically(Array(#"{"theme": "Dark"}"#.utf8), to: settings.path)
        _ = migrate()
        #expect(!FileSystem.exists(state.path))
        try FileSystem.writeAtomically(Array(#"{"splitRatio": "2/3", oops"#.utf8), to: settings.path)
        let outcome = migrate()
        #expect(outcome.settings.problem != nil && !FileSystem.exists(state.path))
        #expect(try FileSystem.readBytes(at: settings.path) == Array(#"{"splitRatio": "2/3", oops"#.utf8))
    }

    @Test("a state folder that cannot be written: the problem is reported, settings.json keeps the layout, this run shows it")
    func cannotWrite() throws {
        try FileSystem.createDirectories(settings.directory)
        try FileSystem.writeAtomically(Array(#"{"splitRatio": "2/3"}"#.utf8), to: settings.path)
        try FileSystem.createDirectories(dir.path + "/state")
        try FileSystem.writeAtomically(Array("a file where the folder should be".utf8), to: dir.path + "/state/darkscreen")
        let outcome = migrate()
        #expect(outcome.problem != nil)
        #expect(outcome.state.settings.splitRatio == "2/3")
        #expect(settings.load().settings.splitRatio == "2/3")
    }
}
