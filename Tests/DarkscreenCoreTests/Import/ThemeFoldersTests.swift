import Testing
import DarkscreenTestSupport
@testable import DarkscreenCore
@testable import DarkscreenPlatform
@testable import DarkscreenTools

@Suite struct ThemeFoldersTests {
    @Test(
        "the folders, most important first: the user's, each of XDG_DATA_DIRS, the terminals' under each, then foot's; DARKSCREEN_THEME_DIRS replaces all but the user's"
    )
    func locate() {
        let env: [String: String] = ["HOME": "/home/u", "XDG_DATA_DIRS": "/opt/share:relative:/usr/share"]
        #expect(
            ThemeFolders.locate(configDirectory: "/cfg/darkscreen", environment: { env[$0] }) == [
                "/cfg/darkscreen/themes", "/opt/share/darkscreen/themes", "/usr/share/darkscreen/themes",
                "/opt/share/foot/themes", "/usr/share/foot/themes",
                "/opt/share/xfce4/terminal/colorschemes", "/usr/share/xfce4/terminal/colorschemes",
                "/opt/share/konsole", "/usr/share/konsole", "/opt/share/tilix/schemes", "/usr/share/tilix/schemes"
            ])
        let chosen = ["DARKSCREEN_THEME_DIRS": "/a:/b"]
        #expect(ThemeFolders.locate(configDirectory: "/cfg/darkscreen", environment: { chosen[$0] }) == ["/cfg/darkscreen/themes", "/a", "/b"])
        let none = ["DARKSCREEN_THEME_DIRS": ""]
        #expect(ThemeFolders.locate(configDirectory: "/cfg/darkscreen", environment: { none[$0] }) == ["/cfg/darkscreen/themes"])
    }

    @Test("a folder's theme files sorted, without hidden files, editor backups or folders; a more important folder wins a clash in place")
    func merge() throws {
        let mine = TemporaryDirectory(), system = TemporaryDirectory()
        func write(_ folder: TemporaryDirectory, _ name: String, _ text: String) throws {
            try FileSystem.writeAtomically(Array(text.utf8), to: folder.path + "/" + name)
        }
        let kitty = { (name: String, bg: String) in "## name: \(name)\nbackground \(bg)\nforeground #FFFFFF\n" }
        try write(system, "b.conf", kitty("Nord", "#2E3440"))
        try write(system, "a.conf", kitty("Extra", "#000000"))
        try write(system, ".hidden.conf", kitty("Hidden", "#000000"))
        try write(system, "a.conf~", kitty("Backup", "#000000"))
        try write(system, "broken.conf", "background #nope\n")
        try FileSystem.createDirectories(system.path + "/sub")
        try write(mine, "nord.conf", kitty("nord", "#111111"))
        #expect(ThemeFolders.files(in: system.path).map(\.lastPathComponent) == ["a.conf", "b.conf", "broken.conf"])
        let shipped = ThemeCatalog(themes: [
            SchemeMapper.theme(
                ImportedScheme(
                    name: "Dark", format: .kitty, file: "/s",
                    background: .black, foreground: .white))
        ])
        let (catalog, errors) = ThemeFolders.merge(loaded: ThemeFolders.read([mine.path, system.path]), into: shipped)
        #expect(catalog.names == ["Dark", "Extra", "nord"])
        #expect(catalog.theme(named: "Nord")?.colors[.background] == DynamicColor(RGB(0x111111)), "the user's own replaces in place")
        #expect(!errors.isEmpty && errors.allSatisfy { $0.file.hasSuffix("/broken.conf") }, "a broken file is reported; the others load")
        #expect(ThemeFolders.anyEntries(in: [system.path]) && !ThemeFolders.anyEntries(in: [system.path + "/sub", "/nonexistent"]))
    }
}
