import Testing
import DarkscreenTestSupport
@testable import DarkscreenCore
@testable import DarkscreenPlatform
@testable import DarkscreenTools

/// The catalog shipped beside themes.json: a layer below every other file, not the user's own,
/// hidden by a setting; and the repository's catalog.json itself: valid, with provenance, and
/// every theme round-trips through every export format.
@Suite struct ThemeCatalogFileTests {
    static let checkout = String(#filePath).deletingLastPathComponent.deletingLastPathComponent
        .deletingLastPathComponent.deletingLastPathComponent

    static func theme(_ name: String, background: String = "#102030") -> String {
        ##"{"name": "\##(name)", "colors": {"background": "\##(background)", "primary": "#F0F0F0", "secondary": "#0A84FF"}}"##
    }

    /// A themes file as scripts/build-catalog.py writes the catalog: a theme a line.
    static func file(_ themes: String...) -> String { "{\"themes\": [\n" + themes.joined(separator: ",\n") + "\n]}\n" }

    /// A data folder (themes.json, catalog.json) and a config folder.
    static func installed(catalog: String, user: String? = nil, settings: String? = nil) -> (TemporaryDirectory, ThemeFiles) {
        let folder = TemporaryDirectory()
        folder.write(file(theme("Dark"), theme("Light", background: "#FFFFFF")), to: "themes.json")
        folder.write(catalog, to: "catalog.json")
        _ = try? FileSystem.createDirectories(folder.path + "/config")
        if let user { folder.write(user, to: "config/themes.json") }
        if let settings { folder.write(settings, to: "config/settings.json") }
        let store = SettingsStore(directory: folder.path + "/config")
        var files = ThemeFiles(shipped: folder.path + "/themes.json", user: store.userThemesPath, extra: [], folders: [store.directory + "/themes"])
        files.catalog = ThemeCatalogFile.locate(besideShipped: files.shipped, store: store)
        return (folder, files)
    }

    @Test("the catalog comes after the shipped themes and never replaces one; the user's theme of the same name wins")
    func layering() throws {
        let (folder, files) = Self.installed(
            catalog: Self.file(Self.theme("dark", background: "#330000"), Self.theme("Alpha"), Self.theme("Mine")),
            user: Self.file(Self.theme("Mine", background: "#00FF00")))
        let catalog = try files.load(strictUserFile: true).catalog
        #expect(catalog.names == ["Dark", "Light", "Alpha", "Mine"])
        #expect(catalog.theme(named: "Dark")?.metadata.sourceFile == folder.path + "/themes.json", "the shipped Dark stays")
        #expect(catalog.theme(named: "Mine")?.metadata.sourceFile == folder.path + "/config/themes.json")
        #expect(catalog.themes.indices.filter(catalog.isUsers).map { catalog.themes[$0].name } == ["Mine"], "only the user's own are Yours")
    }

    @Test("\"catalog\": false in settings.json hides it; anything else leaves it shown")
    func hiddenBySetting() throws {
        let catalog = Self.file(Self.theme("Alpha"))
        let (hiddenFolder, hidden) = Self.installed(catalog: catalog, settings: #"{"catalog": false}"#)
        #expect(hidden.catalog == nil)
        #expect(try hidden.load(strictUserFile: true).catalog.names == ["Dark", "Light"], "\(hiddenFolder.path)")
        let (shownFolder, shown) = Self.installed(catalog: catalog, settings: #"{"catalog": "no"}"#)
        #expect(try shown.load(strictUserFile: true).catalog.names == ["Dark", "Light", "Alpha"], "\(shownFolder.path)")
    }

    @Test("a broken catalog adds nothing and is reported, the other themes load")
    func brokenCatalog() throws {
        let (folder, files) = Self.installed(catalog: "{\"themes\": [")
        let loaded = try files.load(strictUserFile: true)
        #expect(files.catalog == folder.path + "/catalog.json")
        #expect(loaded.catalog.names == ["Dark", "Light"])
        #expect(loaded.userFileErrors.first?.file.hasSuffix("catalog.json") == true)
    }

    @Test("a system folder's themes are not the user's own")
    func systemFolderIsNotYours() throws {
        let (folder, base) = Self.installed(catalog: Self.file())
        var files = base
        _ = try? FileSystem.createDirectories(folder.path + "/system")
        folder.write("palette = 0=#000000\nbackground = #101010\nforeground = #EEEEEE\n", to: "system/Pkg Theme")
        files.folders.append(folder.path + "/system")
        let catalog = try files.load(strictUserFile: true).catalog
        let index = try #require(catalog.index(named: "Pkg Theme"))
        #expect(!catalog.isUsers(index))
    }

    @Test("the first frame: only the catalog themes asked for, picked by their lines; the whole catalog once it is cached")
    func firstFrame() throws {
        let (folder, base) = Self.installed(catalog: Self.file(Self.theme("Alpha"), Self.theme("Beta"), Self.theme("Gamma")))
        var files = base
        let cacheFolder = TemporaryDirectory()  // not beside the catalog: its folder is part of the key
        let cache = ThemeFolderCache(path: cacheFolder.path + "/catalog.cache", build: "test")
        files.catalogCache = cache
        let first = try files.loadForFirstFrame(wanted: ["gamma", "Nowhere"])
        #expect(first.catalog.names == ["Dark", "Light", "Gamma"])
        #expect(first.isPartial, "the rest comes after the first frame")
        #expect(first.catalog.theme(named: "Gamma")?.metadata.sourceFile == folder.path + "/catalog.json")
        #expect(!first.catalog.isUsers(try #require(first.catalog.index(named: "Gamma"))))
        // As a run before this one left it (a run stores it once the files have settled).
        let whole = try ThemeCatalogFile.load(path: folder.path + "/catalog.json")
        cache.store([(whole, [])], for: cache.key(for: ThemeFolderListing(folders: [folder.path])))
        let cached = try files.loadForFirstFrame(wanted: [])
        #expect(!cached.isPartial)
        #expect(cached.catalog.names == ["Dark", "Light", "Alpha", "Beta", "Gamma"])
        // A changed catalog is another key: not the cache's.
        folder.write(Self.file(Self.theme("Alpha")), to: "catalog.json")
        #expect(try files.loadForFirstFrame(wanted: []).catalog.names == ["Dark", "Light"])
    }

    static func repositoryCatalog() throws -> [Theme] {
        try ThemeCatalogFile.load(path: checkout + "/catalog.json")
    }

    @Test("the repository's catalog: hundreds of valid themes, each naming its licence and upstream file")
    func repositoryCatalogIsValid() throws {
        let bytes = try FileSystem.readBytes(at: Self.checkout + "/catalog.json")
        let (themes, diagnostics) = ThemeDecoder.check(bytes, file: "catalog.json")
        #expect(diagnostics.filter { $0.severity == .error }.isEmpty)
        #expect(themes.count >= 300)
        for theme in themes {
            #expect(theme.metadata.license?.hasPrefix("MIT") == true, "\(theme.name)")
            #expect(theme.metadata.upstream?.hasPrefix("https://github.com/") == true, "\(theme.name)")
        }
        #expect(themes.filter(\.isDynamic).count >= 20, "light/dark families paired")
        #expect(themes.contains { $0.name == "Catppuccin" && $0.isDynamic })
        #expect(themes.contains { $0.name == "Gruvbox" && $0.isDynamic })
    }

    @Test("every catalog theme round-trips through every export format", arguments: ExportFormat.themeFiles)
    func roundTrip(format: ExportFormat) throws {
        for theme in try Self.repositoryCatalog() {
            for appearance in theme.isDynamic ? [Appearance.light, .dark] : [.dark] {
                let text = try format.write(theme, appearance: theme.isDynamic ? appearance : nil)
                let file = format == .itermcolors ? "/t/out.itermcolors" : "/t/out"
                guard case .schemes(let schemes) = try ForeignThemeFile.decode(Array(text.utf8), file: file), let scheme = schemes.first else {
                    Issue.record("\(theme.name): \(format) not read back")
                    continue
                }
                let expected = ExportScheme(theme, appearance: appearance)
                #expect(scheme.background == expected.background, "\(theme.name) \(format)")
                #expect(scheme.foreground == expected.foreground, "\(theme.name) \(format)")
                let compared = format == .base16 ? [1, 2, 3, 4, 5, 6, 8, 9, 10, 11, 12, 13, 14, 15] : Array(0..<16)
                #expect(compared.map { scheme.palette?[$0] } == compared.map { expected.palette[$0] }, "\(theme.name) \(format)")
            }
        }
    }
}
