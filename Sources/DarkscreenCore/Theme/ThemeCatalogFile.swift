import DarkscreenPlatform
/// The catalog: hundreds of themes converted from public collections (`scripts/build-catalog.py`),
/// installed as `catalog.json` beside the shipped themes.json and read from there. A layer below
/// every other file: the shipped themes stay first and keep their names, and a drop-in folder's,
/// the user's or a named file's theme of the same name replaces the catalog's. Its themes are not
/// the user's own ("Yours"). Hidden by `--no-catalog` or `"catalog": false` in settings.json.
public enum ThemeCatalogFile {
    public static let fileName = "catalog.json"

    /// The catalog beside `shipped` (the themes.json in use), when it is there and the settings
    /// do not hide it.
    public static func locate(besideShipped shipped: String, store: SettingsStore) -> String? {
        let path = shipped.deletingLastPathComponent + "/" + fileName
        guard FileSystem.isRegularFile(path), shown(store: store) else { return nil }
        return path
    }

    /// Whether settings.json leaves the catalog shown (a settings file that cannot be read does).
    public static func shown(store: SettingsStore) -> Bool {
        store.load().settings.showsCatalog
    }

    /// The named themes of the catalog (any case), read without decoding the rest: the catalog is
    /// written a theme a line (`{"name": …` at the start of a line), so each named one is found by
    /// its line and only that line is decoded. A name not found, or a file that cannot be read,
    /// gives nothing (the whole catalog is read after the first frame).
    public static func themes(named names: [String], path: String) -> [Theme] {
        let wanted = Set(names.map { Array($0.lowercased().utf8) })
        guard !wanted.isEmpty, let bytes = try? FileSystem.readBytes(at: path) else { return [] }
        let opening = Array(#"{"name": ""#.utf8)
        var lines: [ArraySlice<UInt8>] = []
        var start = bytes.startIndex
        while start < bytes.endIndex {
            let end = bytes[start...].firstIndex(of: 0x0A) ?? bytes.endIndex
            var line = bytes[start..<end]
            start = end + 1
            guard line.starts(with: opening) else { continue }
            let nameStart = line.startIndex + opening.count
            guard let nameEnd = line[nameStart...].firstIndex(of: UInt8(ascii: "\"")) else { continue }
            let name = line[nameStart..<nameEnd].map { $0 >= 0x41 && $0 <= 0x5A ? $0 | 0x20 : $0 }
            guard
                wanted.contains(name) || name.contains(where: { $0 >= 0x80 }) && wanted.contains(Array(String(decoding: name, as: UTF8.self).lowercased().utf8))
            else { continue }
            while let last = line.last, ByteLines.isSpace(last) || last == 0x0D { line = line.dropLast() }
            if line.last == UInt8(ascii: ",") { line = line.dropLast() } else if line.ends(with: "]}") { line = line.dropLast(2) }
            lines.append(line)
        }
        guard !lines.isEmpty else { return [] }
        var document = Array(#"{"themes": ["#.utf8)
        for (index, line) in lines.enumerated() {
            if index > 0 { document.append(UInt8(ascii: ",")) }
            document += line
        }
        document += Array("]}".utf8)
        return (try? ThemeDecoder.decode(document, file: path)) ?? []
    }

    /// The catalog's themes, each carrying its provenance in its metadata (author when known,
    /// licence, upstream files, the collection). With a cache (`cache(build:)`): from it while it
    /// was written for the catalog's folder as it is, else decoded and then cached.
    public static func load(path: String, cache: ThemeFolderCache? = nil) throws(ThemeFileError) -> [Theme] {
        guard let cache else { return try ThemeSource.load(path: path) }
        let listing = ThemeFolderListing(folders: [path.deletingLastPathComponent])
        let key = cache.key(for: listing)
        if let cached = cached(cache, key: key) { return cached }
        let themes = try ThemeSource.load(path: path)
        if listing.isSettled { cache.store([(themes, [])], for: key) }
        return themes
    }

    /// The cached themes when the cache was written for `key` (nil when it was not).
    static func cached(_ cache: ThemeFolderCache, key: ThemeFolderCacheKey) -> [Theme]? {
        guard let folders = cache.load(key), folders.count == 1, folders[0].errors.isEmpty else { return nil }
        return folders[0].themes
    }

    /// The catalog's themes from the cache alone (nil when it holds none for the folder as it is):
    /// what the first frame can have without decoding the catalog.
    public static func cachedThemes(path: String, cache: ThemeFolderCache) -> [Theme]? {
        cached(cache, key: cache.key(for: ThemeFolderListing(folders: [path.deletingLastPathComponent])))
    }

    /// The catalog decoded, kept in `$XDG_CACHE_HOME/darkscreen/catalog.cache` in the theme folder
    /// cache's binary form, keyed by the build and the stamps of every file beside the catalog
    /// (themes.json, catalog.json…): a new install or another build reads the JSON again once.
    public static func cache(build: String, environment: (String) -> String? = Environment.process.variable) -> ThemeFolderCache {
        ThemeFolderCache(path: XDGDirectories(environment: environment).darkscreenCache + "/catalog.cache", build: build)
    }
}

private extension ArraySlice where Element == UInt8 {
    func ends(with text: String) -> Bool { count >= text.utf8.count && suffix(text.utf8.count).elementsEqual(text.utf8) }
}
