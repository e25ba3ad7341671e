#if canImport(Glibc)
    import Glibc
#endif
import Testing
import DarkscreenTestSupport
@testable import DarkscreenCore
@testable import DarkscreenPlatform
@testable import DarkscreenTools

/// The theme folder cache: every field of a theme and a diagnostic comes back as it was, and the
/// cache is used only for exactly the folders, files and build it was written for.
@Suite struct ThemeFolderCacheTests {
    static func kitty(_ name: String, _ bg: String) -> String {
        "## name: \(name)\nbackground \(bg)\nforeground #E0E0E0\ncolor4 #4080FF\n"
    }

    /// A theme with every field given: dynamic colours, given roles, palette, cursor, metadata.
    static func fullTheme(_ name: String) -> Theme {
        let colors = ThemeColors { role in
            DynamicColor(light: RGB(UInt32(0x101010 * (role.ordinal + 1))), dark: RGB(UInt32(0x0F0F0F * (role.ordinal + 2))))
        }
        let palette = (0..<16).map { i in DynamicColor(light: RGB(UInt32(i * 0x0A0B0C)), dark: RGB(UInt32(0xFFFFFF - i * 0x010203))) }
        return Theme(
            name: name, statusLine: .darkContent, colors: colors,
            specs: [.background: .fixed(RGB(0x101010)), .separator: .derived(from: .primary, .darken(0.5))],
            palette: palette, cursor: DynamicColor(light: RGB(0x123456), dark: RGB(0x654321)),
            metadata: ThemeMetadata(
                author: "Ann \u{1B}[31m", license: "", upstream: "https://x.org/ünï",
                description: "two\nlines", sourceFile: "/t/a.conf", sourceFormat: "kitty"))
    }

    static let folders: [ThemeFolderCache.Folder] = [
        ([fullTheme("Full"), Theme(name: "Plain", statusLine: .default, colors: ThemeColors { _ in DynamicColor(RGB(0)) })], []),
        (
            [fullTheme("Füll 2")],
            [
                ThemeDiagnostic(
                    file: "/t/bad.conf", position: SourcePosition(line: 3, column: 14), theme: "Bad", field: "background",
                    message: "not a colour", severity: .error),
                ThemeDiagnostic(file: "/t/odd.json", message: "unknown key", severity: .warning)
            ]
        )
    ]

    private func folder(_ files: [String: String]) -> TemporaryDirectory {
        let folder = TemporaryDirectory()
        for (name, text) in files { folder.write(text, to: name) }
        return folder
    }

    private func key(_ folders: [String], build: String = "0.1.0 abc swift") -> ThemeFolderCacheKey {
        ThemeFolderCache(path: "/unused", build: build).key(for: ThemeFolderListing(folders: folders))
    }

    private func same(_ a: [ThemeFolderCache.Folder]?, _ b: [ThemeFolderCache.Folder]) -> Bool {
        guard let a, a.count == b.count else { return false }
        return zip(a, b).allSatisfy { $0.themes == $1.themes && $0.errors == $1.errors }
    }

    @Test("every field of a theme and of a diagnostic comes back; the file is 0600 in a folder made for it")
    func roundTrip() throws {
        let root = TemporaryDirectory(), themes = folder(["a.conf": Self.kitty("A", "#101010")])
        let cache = ThemeFolderCache(path: root.path + "/cache/darkscreen/theme-folders.cache", build: "0.1.0 abc swift")
        let key = cache.key(for: ThemeFolderListing(folders: [themes.path]))
        cache.store(Self.folders, for: key)
        let loaded = try #require(cache.load(key))
        #expect(same(loaded, Self.folders))
        let full = loaded[0].themes[0]
        #expect(full.gives(.background) && full.gives(.separator) && !full.gives(.primary), "the roles the theme gave")
        #expect(full.isDynamic && full.palette?.count == 16 && full.cursor == DynamicColor(light: RGB(0x123456), dark: RGB(0x654321)))
        #expect(full.metadata.license == "" && loaded[0].themes[1].metadata.license == nil, "an empty text is not an absent one")
        #expect(loaded[1].errors[0].description == Self.folders[1].errors[0].description)
        var info = stat()
        #expect(stat(cache.path, &info) == 0 && info.st_mode & 0o777 == 0o600)
    }

    @Test("each theme gets its own metadata back; neighbours with the same metadata share one box")
    func metadataPerTheme() throws {
        let root = TemporaryDirectory()
        let cache = ThemeFolderCache(path: root.path + "/theme-folders.cache", build: "0.1.0 abc swift")
        func theme(_ name: String, upstream: String?) -> Theme {
            Theme(
                name: name, statusLine: .default, colors: ThemeColors { _ in DynamicColor(RGB(0x202020)) },
                metadata: ThemeMetadata(license: "MIT", upstream: upstream, sourceFile: "/t/catalog.json", sourceFormat: "darkscreen"))
        }
        let themes = [theme("A", upstream: "https://a"), theme("B", upstream: "https://a"), theme("C", upstream: nil), theme("D", upstream: "https://d")]
        let key = key(["/t"])
        cache.store([(themes, [])], for: key)
        let loaded = try #require(cache.load(key))[0].themes
        #expect(loaded.map(\.metadata.upstream) == ["https://a", "https://a", nil, "https://d"])
        #expect(loaded.allSatisfy { $0.metadata.license == "MIT" && $0.metadata.sourceFile == "/t/catalog.json" })
        #expect(loaded.allSatisfy { $0.sourceFormat == "darkscreen" }, "the format read alone")
        #expect(loaded[0].metadataBox === loaded[1].metadataBox && loaded[1].metadataBox !== loaded[2].metadataBox)
        #expect(loaded == themes)
    }

    @Test("a missing cache, or a cache that cannot be written, is no error: nothing is loaded")
    func missingOrUnwritable() {
        let root = TemporaryDirectory()
        root.write("a file, not a folder", to: "blocker")
        let cache = ThemeFolderCache(path: root.path + "/blocker/theme-folders.cache", build: "b")
        let key = key([root.path])
        #expect(cache.load(key) == nil)
        cache.store(Self.folders, for: key)
        #expect(cache.load(key) == nil)
    }

    enum Change: String, CaseIterable {
        case touched, resized, added, removed, renamed, replaced, hiddenAdded, folderCreated, folders, version
    }

    @Test(
        """
        the cache is not used once a file is touched, resized, added, removed, renamed or replaced, a name changes         in a folder, a missing folder appears, the folders differ or the build does; nor is its key confirmed         without reading the folders
        """, arguments: Change.allCases)
    func invalidation(change: Change) throws {
        let themes = folder(["a.conf": Self.kitty("A", "#101010"), "b.conf": Self.kitty("B", "#202020")]), other = TemporaryDirectory()
        let root = TemporaryDirectory()
        let cache = ThemeFolderCache(path: root.path + "/c.cache", build: "0.1.0 abc swift")
        var folders = [themes.path, other.path + "/later"]
        let before = cache.key(for: ThemeFolderListing(folders: folders))
        cache.store(Self.folders, for: before)
        #expect(cache.key(for: ThemeFolderListing(folders: folders)) == before, "listed again, unchanged: the same key")
        #expect(cache.load(before) != nil)
        let stored = try #require(cache.storedKey())
        let confirmed = ThemeFolderCacheKey.confirming(stored, build: cache.build, executable: cache.executable, folders: folders)
        #expect(confirmed?.key == before && confirmed?.hasFiles == true, "unchanged: confirmed without a listing")
        var build = cache.build
        let a = themes.path + "/a.conf"
        switch change {
        case .touched:
            var times = [timespec(tv_sec: 1_000_000, tv_nsec: 5), timespec(tv_sec: 1_000_000, tv_nsec: 5)]
            #expect(utimensat(AT_FDCWD, a, &times, 0) == 0)
        case .resized: #expect(truncate(a, 10) == 0)  // in place: the same inode, perhaps the same clock tick
        case .added: themes.write(Self.kitty("C", "#303030"), to: "c.conf")
        case .removed: #expect(unlink(a) == 0)
        case .renamed: #expect(rename(a, themes.path + "/a2.conf") == 0)
        case .replaced: themes.write(Self.kitty("A", "#111111"), to: "a.conf")  // same size, another inode
        case .hiddenAdded: themes.write("", to: ".a.conf.swp")  // not a theme file, but a name changed in the folder
        case .folderCreated: #expect(mkdir(other.path + "/later", 0o700) == 0)
        case .folders: folders.append(other.path)
        case .version: build = "0.2.0 def swift"
        }
        let now = ThemeFolderCache(path: cache.path, build: build)
        let after = now.key(for: ThemeFolderListing(folders: folders))
        #expect(after != before)
        #expect(now.load(after) == nil)
        #expect(ThemeFolderCacheKey.confirming(stored, build: build, executable: now.executable, folders: folders) == nil)
    }

    @Test("a stored key whose length the file cannot hold, or of no length, is no key")
    func storedKeyLengthBounded() throws {
        let root = TemporaryDirectory()
        let cache = ThemeFolderCache(path: root.path + "/c.cache", build: "b")
        cache.store(Self.folders, for: key(["/nowhere"], build: "b"))
        var bytes = try FileSystem.readBytes(at: cache.path)
        #expect(cache.storedKey() != nil)
        let lengthAt = ThemeFolderCache.magic.count + 8
        for length: UInt32 in [UInt32(bytes.count), 0x7FFF_FFFF, 0] {
            withUnsafeBytes(of: length.littleEndian) { bytes.replaceSubrange(lengthAt..<lengthAt + 4, with: $0) }
            try FileSystem.writeAtomically(bytes, to: cache.path, keeping: WriteTarget(path: cache.path, mode: 0o600), durable: false)
            #expect(cache.storedKey() == nil, "length \(length) in a file of \(bytes.count) bytes")
        }
    }

    @Test("a key confirmed without reading the folders says whether they hold a theme file")
    func confirmedEmptyFolders() throws {
        let empty = TemporaryDirectory(), root = TemporaryDirectory()
        let cache = ThemeFolderCache(path: root.path + "/c.cache", build: "b")
        let folders = [empty.path, "/nonexistent/darkscreen/themes"]
        cache.store([([], []), ([], [])], for: cache.key(for: ThemeFolderListing(folders: folders)))
        let confirmed = ThemeFolderCacheKey.confirming(try #require(cache.storedKey()), build: "b", executable: cache.executable, folders: folders)
        #expect(confirmed?.hasFiles == false && confirmed?.key == cache.key(for: ThemeFolderListing(folders: folders)))
        #expect(
            ThemeFolderCacheKey.confirming(
                try #require(cache.storedKey()), build: "b", executable: cache.executable,
                folders: Array(folders.reversed())) == nil, "the folders in another order")
    }

    @Test("a cache cut short at any length is ignored")
    func truncated() throws {
        let key = key(["/nowhere"])
        let bytes = ThemeFolderCache.encode(Self.folders, key: key)
        #expect(same(ThemeFolderCache.decode(bytes, key: key), Self.folders))
        for length in 0..<bytes.count {
            #expect(ThemeFolderCache.decode(Array(bytes.prefix(length)), key: key) == nil, "cut at \(length) of \(bytes.count)")
        }
        #expect(ThemeFolderCache.decode(bytes + [0], key: key) == nil, "a byte too many")
    }

    @Test("any one damaged byte makes the cache ignored; garbage with a valid checksum never crashes")
    func damaged() throws {
        let key = key(["/nowhere"])
        let bytes = ThemeFolderCache.encode(Self.folders, key: key)
        var random = SeededRandom(seed: 16)
        for offset in bytes.indices {
            var damaged = bytes
            damaged[offset] ^= UInt8.random(in: 1...255, using: &random)
            #expect(ThemeFolderCache.decode(damaged, key: key) == nil, "byte \(offset) changed")
        }
        // Past the checksum: the decoder itself meets the damage (lengths too large, bad tags, truncated
        // strings); it answers nil or some themes, never traps or allocates what the file cannot hold.
        let body = Array(bytes.dropLast(8))
        for _ in 0..<2000 {
            var damaged = body
            for _ in 0..<Int.random(in: 1...4, using: &random) {
                damaged[Int.random(in: 0..<damaged.count, using: &random)] = UInt8.random(in: 0...255, using: &random)
            }
            _ = ThemeFolderCache.decode(sealed(damaged), key: key)
        }
        let garbage = (0..<4096).map { _ in UInt8.random(in: 0...255, using: &random) }
        #expect(ThemeFolderCache.decode(garbage, key: key) == nil)
        #expect(ThemeFolderCache.decode(sealed(ThemeFolderCache.magic + garbage), key: key) == nil)
    }

    @Test("a file changed within the clock's tick of the listing is not vouched for; one changed earlier is")
    func settled() {
        let listedAt = FileTime(seconds: 1000, nanoseconds: 500_000_000)
        func stamp(_ changed: FileTime) -> FileStamp {
            FileStamp(path: "/a", device: 1, inode: 2, size: 3, modified: changed, changed: changed)
        }
        #expect(ThemeFolderListing.isSettled(stamp(FileTime(seconds: 1000, nanoseconds: 300_000_000)), listedAt: listedAt))
        #expect(!ThemeFolderListing.isSettled(stamp(FileTime(seconds: 1000, nanoseconds: 450_000_000)), listedAt: listedAt))
        #expect(!ThemeFolderListing.isSettled(stamp(FileTime(seconds: 1001, nanoseconds: 0)), listedAt: listedAt), "later than the listing")
        #expect(
            !ThemeFolderListing.isSettled(stamp(FileTime(seconds: 999, nanoseconds: 0)), listedAt: listedAt),
            "whole-second times: two seconds of margin")
        #expect(ThemeFolderListing.isSettled(stamp(FileTime(seconds: 998, nanoseconds: 0)), listedAt: listedAt))
        #expect(FileTime(seconds: 5, nanoseconds: 50_000_000).minus(milliseconds: 100) == FileTime(seconds: 4, nanoseconds: 950_000_000))
        let fresh = TemporaryDirectory()
        fresh.write(Self.kitty("A", "#101010"), to: "a.conf")
        #expect(!ThemeFolderListing(folders: [fresh.path]).isSettled, "a file written just now")
    }

    /// `bytes` with the length and checksum a cache file ends with made right again.
    private func sealed(_ bytes: [UInt8]) -> [UInt8] {
        var bytes = bytes
        if bytes.count >= 16 {
            withUnsafeBytes(of: UInt64(bytes.count + 8).littleEndian) { bytes.replaceSubrange(8..<16, with: $0) }
        }
        let sum = bytes.withUnsafeBytes(CacheChecksum.of)
        return bytes + withUnsafeBytes(of: sum.littleEndian, Array.init)
    }
}

/// A small deterministic generator (SplitMix64), so a failure can be replayed.
struct SeededRandom: RandomNumberGenerator {
    private var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
