#if canImport(Glibc)
    import Glibc
#endif
import Testing
import DarkscreenTestSupport
@testable import DarkscreenCore
@testable import DarkscreenPlatform
@testable import DarkscreenTools

/// The interactive UI's first frame with the theme folder cache: complete when the cache is
/// valid, today's deferred load otherwise, and the cache written by that load for the next start.
@Suite struct FirstFrameFolderCacheTests {
    final class Setup {
        let mine = TemporaryDirectory(), system = TemporaryDirectory(), root = TemporaryDirectory()
        var files: ThemeFiles

        init() {
            let kitty = ThemeFolderCacheTests.kitty
            system.write(kitty("Extra", "#000000"), to: "a.conf")
            system.write(kitty("Sol Dark", "#002B36"), to: "s-dark.conf")
            system.write(kitty("Sol Light", "#FDF6E3"), to: "s-light.conf")
            system.write("background #nope\n", to: "broken.conf")
            mine.write(kitty("Extra", "#111111"), to: "extra.conf")
            root.write(LargeCatalogTests.file(3), to: "shipped.json")
            files = ThemeFiles(
                shipped: root.path + "/shipped.json", user: root.path + "/user.json", extra: [],
                folders: [mine.path, system.path])
            files.folderCache = ThemeFolderCache(path: root.path + "/cache/theme-folders.cache", build: "test build")
        }

        /// The deferred load after a first frame without the cache, then the cache written.
        func deferredLoad() -> (catalog: ThemeCatalog, errors: [ThemeDiagnostic]) {
            var load = DeferredThemeLoad(files)
            while load.step(files: 2) {}
            let loaded = load.finish()
            load.storeCache()
            return loaded
        }
    }

    @Test("first start: the folders wait for after the first frame; the next start has them all in its first frame, errors too")
    func secondStartIsComplete() throws {
        let setup = Setup()
        usleep(250_000)  // the files settle (see ThemeFolderListing.isSettled)
        let first = try setup.files.loadForFirstFrame()
        #expect(first.isPartial && first.cachedFolders == nil && !first.catalog.names.contains("Extra"))
        let loaded = setup.deferredLoad()
        let second = try setup.files.loadForFirstFrame()
        #expect(!second.isPartial && second.cachedFolders != nil)
        #expect(second.catalog == loaded.catalog, "the same catalog as the deferred load: the user's Extra, the Sol pair")
        #expect(second.catalog.theme(named: "Extra")?.colors[.background] == DynamicColor(RGB(0x111111)))
        #expect(second.catalog.names.contains("Sol"))
        #expect(
            second.userFileErrors == loaded.errors && second.userFileErrors.first?.file.hasSuffix("/broken.conf") == true,
            "the broken file's error, for the status line")
        #expect(setup.files.folderCacheKey() == second.cachedFolders, "unchanged since: confirmed after the first frame")
    }

    @Test("a valid cache is used as it is: the files are not read for the first frame")
    func validCacheIsNotReread() throws {
        let setup = Setup()
        let cache = try #require(setup.files.folderCache)
        let key = cache.key(for: ThemeFolderListing(folders: setup.files.folders))
        let marker = Theme(name: "Only In The Cache", statusLine: .default, colors: ThemeColors { _ in DynamicColor(RGB(0x123456)) })
        cache.store([([marker], []), ([], [])], for: key)
        let first = try setup.files.loadForFirstFrame()
        #expect(!first.isPartial && first.catalog.names.contains("Only In The Cache") && !first.catalog.names.contains("Extra"))
        #expect(first.userFileErrors.isEmpty)
    }

    @Test("files changed just before they were read are not cached: the next start reads them again")
    func freshFilesAreNotCached() throws {
        let setup = Setup()
        _ = setup.deferredLoad()
        #expect(!FileSystem.exists(setup.files.folderCache!.path))
        #expect(try setup.files.loadForFirstFrame().isPartial)
    }

    @Test("a load in one go (a committed folder theme wanted before the first frame) reads through the cache and writes it")
    func loadInOneGoWritesTheCache() throws {
        let setup = Setup()
        usleep(250_000)
        let (catalog, errors) = try setup.files.load(strictUserFile: false)
        #expect(FileSystem.exists(setup.files.folderCache!.path))
        let next = try setup.files.loadForFirstFrame()
        #expect(!next.isPartial && next.catalog == catalog && next.userFileErrors == errors)
        var uncached = setup.files
        uncached.folderCache = nil
        #expect(try uncached.load(strictUserFile: false).catalog == catalog, "the same catalog as without a cache")
    }

    @Test("a file changed after the cache was written: the next load reads it, never the cached theme")
    func changedFileIsReadAgain() throws {
        let setup = Setup()
        usleep(250_000)
        _ = setup.deferredLoad()
        #expect(try !setup.files.loadForFirstFrame().isPartial)
        setup.mine.write(ThemeFolderCacheTests.kitty("Extra", "#222222"), to: "extra.conf")  // the same size
        let next = try setup.files.loadForFirstFrame()
        #expect(next.isPartial && next.cachedFolders == nil)
        let (catalog, _) = try setup.files.load(strictUserFile: true)
        #expect(catalog.theme(named: "Extra")?.colors[.background] == DynamicColor(RGB(0x222222)))
    }

    @Test("the folders scanned (on the start-up thread) before a change, the cache written after it: the cache is not used")
    func cacheForAnotherScanIsNotUsed() throws {
        let setup = Setup()
        usleep(250_000)
        _ = setup.deferredLoad()
        let before = setup.files.scanFolders()
        #expect(before.hasFiles && before.cacheKey != nil)
        setup.mine.write(ThemeFolderCacheTests.kitty("Extra", "#333333"), to: "extra.conf")
        usleep(250_000)
        _ = setup.deferredLoad()  // the cache, rewritten for the folders as they are now
        let first = try setup.files.loadForFirstFrame(scan: { before })
        #expect(first.isPartial && first.cachedFolders == nil, "read again after the first frame")
        let now = try setup.files.loadForFirstFrame()
        #expect(!now.isPartial && now.catalog.theme(named: "Extra")?.colors[.background] == DynamicColor(RGB(0x333333)))
    }
}
