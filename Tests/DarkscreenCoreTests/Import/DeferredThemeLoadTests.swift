import Testing
import DarkscreenTestSupport
@testable import DarkscreenCore
@testable import DarkscreenPlatform
@testable import DarkscreenTools

/// The after-first-frame load in slices gives what the load in one go gives.
@Suite struct DeferredThemeLoadTests {
    @Test("slices of any size: the same catalog and errors as loadKeepingValidThemes, pairs included", arguments: [1, 3, 1000])
    func slicesMatchOneGo(filesPerStep: Int) throws {
        let mine = TemporaryDirectory(), system = TemporaryDirectory(), root = TemporaryDirectory()
        func write(_ folder: TemporaryDirectory, _ name: String, _ text: String) throws {
            try FileSystem.writeAtomically(Array(text.utf8), to: folder.path + "/" + name)
        }
        let kitty = { (name: String, bg: String, fg: String) in "## name: \(name)\nbackground \(bg)\nforeground \(fg)\n" }
        try write(system, "a.conf", kitty("Extra", "#000000", "#FFFFFF"))
        try write(system, "n.conf", kitty("Nord", "#2E3440", "#D8DEE9"))
        try write(system, "s-dark.conf", kitty("Sol Dark", "#002B36", "#839496"))
        try write(system, "s-light.conf", kitty("Sol Light", "#FDF6E3", "#657B83"))
        try write(system, "broken.conf", "background #nope\n")
        try write(mine, "nord.conf", kitty("nord", "#111111", "#EEEEEE"))
        root.write(LargeCatalogTests.file(3), to: "shipped.json")
        let files = ThemeFiles(
            shipped: root.path + "/shipped.json", user: root.path + "/user.json", extra: [],
            folders: [mine.path, system.path])
        var load = DeferredThemeLoad(files)
        var steps = 0
        while load.step(files: filesPerStep) { steps += 1 }
        let sliced = load.finish()
        let whole = files.loadKeepingValidThemes()
        #expect(steps == (6 + filesPerStep - 1) / filesPerStep - 1)
        #expect(sliced.catalog == whole.catalog)
        #expect(sliced.errors == whole.errors)
        #expect(sliced.catalog.names.contains("Sol"), "the light/dark pair across two files is one theme")
        #expect(sliced.catalog.theme(named: "Nord")?.colors[.background] == DynamicColor(RGB(0x111111)))
    }
}
