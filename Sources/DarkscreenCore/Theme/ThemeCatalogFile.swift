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

    /// The catalog's themes, each carrying its provenance in its metadata (author when known,
    /// licence, upstream files, the collection).
    public static func load(path: String) throws(ThemeFileError) -> [Theme] {
        try ThemeSource.load(path: path)
    }
}
