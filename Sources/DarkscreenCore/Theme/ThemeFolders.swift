#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The drop-in theme folders, most important first: the user's `$XDG_CONFIG_HOME/darkscreen/themes`,
/// `darkscreen/themes` under each of `$XDG_DATA_DIRS` (default
/// `/usr/local/share:/usr/share`), then installed terminal theme packages (`/usr/share/foot/themes`).
/// `DARKSCREEN_THEME_DIRS` (a `:`-separated list, empty for none) replaces every folder but the user's.
public enum ThemeFolders {
    public static let packageFolders = ["/usr/share/foot/themes"]

    public static func locate(configDirectory: String, environment: (String) -> String? = Environment.process.variable) -> [String] {
        var folders = [configDirectory + "/themes"]
        if let chosen = environment("DARKSCREEN_THEME_DIRS") {
            folders += chosen.split(separator: ":").map(String.init).filter { $0.hasPrefix("/") }
        } else {
            folders += XDGDirectories(environment: environment).dataDirs.map { $0 + "/darkscreen/themes" }
            folders += packageFolders
        }
        var seen: Set<String> = []
        return folders.filter { seen.insert($0).inserted }
    }

    /// The theme files of a folder, sorted by name: regular files (or links to them), not hidden,
    /// not editor backups (`~`, `.bak`, `.swp`). A missing folder has none.
    public static func files(in folder: String) -> [String] {
        stamps(in: folder).map(\.path)
    }

    /// `files(in:)`, each with its stamp (`FileStamp`) from the one `stat` that tells a regular file.
    public static func stamps(in folder: String) -> [FileStamp] {
        guard let directory = opendir(folder) else { return [] }
        defer { closedir(directory) }
        var names: [String] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            guard !name.hasPrefix("."), !name.hasSuffix("~"), !name.hasSuffix(".bak"), !name.hasSuffix(".swp") else { continue }
            names.append(name)
        }
        return names.sorted().compactMap { name in
            guard let (stamp, isRegularFile) = FileStamp.of(folder + "/" + name), isRegularFile else { return nil }
            return stamp
        }
    }

    /// Each folder's themes (a light/dark pair across two of its files paired) and errors.
    public static func read(_ folders: [String]) -> [(themes: [Theme], errors: [ThemeDiagnostic])] {
        folders.map { ForeignThemeFile.themes(from: files(in: $0)) }
    }

    /// Every folder's themes (`loaded`, in the folders' order) merged over `catalog`: the least
    /// important folder first, so a more important one (the user's) replaces a same-named theme in place.
    public static func merge(loaded folders: [(themes: [Theme], errors: [ThemeDiagnostic])], into catalog: ThemeCatalog) -> (catalog: ThemeCatalog, errors: [ThemeDiagnostic]) {
        var merged = catalog
        var errors: [ThemeDiagnostic] = []
        for loaded in folders.reversed() {
            merged = merged.merging(loaded.themes)
            errors += loaded.errors
        }
        return (merged, errors)
    }

    /// Whether any folder holds an entry that could be a theme (then the folders are read after
    /// the first frame). Cheap: stops at the first name, no `stat`.
    public static func anyEntries(in folders: [String]) -> Bool {
        folders.contains { folder in
            guard let directory = opendir(folder) else { return false }
            defer { closedir(directory) }
            while let entry = readdir(directory) {
                if entry.pointee.d_name.0 != UInt8(ascii: ".") { return true }
            }
            return false
        }
    }
}
