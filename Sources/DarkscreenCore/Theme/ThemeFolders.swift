#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif
import DarkscreenPlatform

/// The drop-in theme folders, most important first: the user's `$XDG_CONFIG_HOME/darkscreen/themes`,
/// `darkscreen/themes` under each of `$XDG_DATA_DIRS` (default
/// `/usr/local/share:/usr/share`), then the theme folders installed terminals ship under each of
/// them (`terminalFolders`: foot, xfce4-terminal, Konsole, Tilix; and `/usr/share/foot/themes`).
/// `DARKSCREEN_THEME_DIRS` (a `:`-separated list, empty for none) replaces every folder but the user's.
public enum ThemeFolders {
    public static let packageFolders = ["/usr/share/foot/themes"]
    /// Under each XDG data folder: a terminal's theme folder, and the file names in it that are
    /// themes (nil: every file; Konsole's folder also holds key tables and layouts).
    public static let terminalFolders: [(folder: String, suffix: String?)] = [
        ("foot/themes", nil), ("xfce4/terminal/colorschemes", ".theme"), ("konsole", ".colorscheme"), ("tilix/schemes", ".json")
    ]

    public static func locate(configDirectory: String, environment: (String) -> String? = Environment.process.variable) -> [String] {
        var folders = [configDirectory + "/themes"]
        if let chosen = environment("DARKSCREEN_THEME_DIRS") {
            folders += chosen.split(separator: ":").map(String.init).filter { $0.hasPrefix("/") }
        } else {
            let dataDirs = XDGDirectories(environment: environment).dataDirs
            folders += dataDirs.map { $0 + "/darkscreen/themes" }
            folders += terminalFolders.flatMap { terminal in dataDirs.map { $0 + "/" + terminal.folder } }
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
        listing(of: folder).files
    }

    /// The folder's own stamp, taken before its names are read (nil when it cannot be opened), and
    /// `stamps(in:)`. Any name added, removed or renamed in it later gives the folder a later
    /// modification and status-change time.
    public static func listing(of folder: String) -> (folder: FileStamp?, files: [FileStamp]) {
        guard let directory = opendir(folder) else { return (nil, []) }
        defer { closedir(directory) }
        var folderInfo = stat()
        guard fstat(dirfd(directory), &folderInfo) == 0 else { return (nil, []) }
        // On the names' bytes (as Strings, a large folder's names dominated the first frame): all names
        // NUL-terminated in one buffer, sorted with strcmp (byte order: UTF-8 keeps the order of code
        // points), each `stat` relative to the open folder, a path made once per file kept.
        var buffer: [UInt8] = []
        var starts: [Int] = []
        let suffix = Array((themeSuffix(of: folder) ?? "").utf8)
        while let entry = readdir(directory) {
            withUnsafeBytes(of: entry.pointee.d_name) { raw in
                let name = raw.prefix { $0 != 0 }
                guard name.first != UInt8(ascii: "."), name.last != UInt8(ascii: "~"),
                    !name.ends(with: ".bak"), !name.ends(with: ".swp"),
                    suffix.isEmpty || name.count > suffix.count && name.suffix(suffix.count).elementsEqual(suffix)
                else { return }
                starts.append(buffer.count)
                buffer.append(contentsOf: name)
                buffer.append(0)
            }
        }
        let descriptor = dirfd(directory)
        let prefix = Array(folder.utf8) + [UInt8(ascii: "/")]
        let files: [FileStamp] = buffer.withUnsafeBufferPointer { names in
            names.withMemoryRebound(to: CChar.self) { names in
                let base = names.baseAddress!
                starts.sort { strcmp(base + $0, base + $1) < 0 }
                return starts.compactMap { start in
                    var info = stat()
                    guard fstatat(descriptor, base + start, &info, 0) == 0, (info.st_mode & S_IFMT) == S_IFREG else { return nil }
                    let length = strlen(base + start)
                    let path = String(unsafeUninitializedCapacity: prefix.count + length) { path in
                        _ = path.initialize(fromContentsOf: prefix)
                        UnsafeMutableRawBufferPointer(path).baseAddress!.advanced(by: prefix.count)
                            .copyMemory(from: base + start, byteCount: length)
                        return prefix.count + length
                    }
                    return FileStamp(path: path, info)
                }
            }
        }
        return (FileStamp(path: folder, folderInfo), files)
    }

    /// The ending a theme file's name has in a terminal's folder (`terminalFolders`); nil for any other folder.
    static func themeSuffix(of folder: String) -> String? {
        terminalFolders.first { $0.suffix != nil && folder.hasSuffix("/" + $0.folder) }?.suffix
    }

    /// Each folder's themes (a light/dark pair across two of its files paired) and errors.
    public static func read(_ folders: [String]) -> [(themes: [Theme], errors: [ThemeDiagnostic])] {
        folders.map { ForeignThemeFile.themes(from: files(in: $0)) }
    }

    /// Every folder's themes (`loaded`, in the folders' order) merged over `catalog`: the least
    /// important folder first, so a more important one (the user's) replaces a same-named theme in place.
    public static func merge(loaded folders: [(themes: [Theme], errors: [ThemeDiagnostic])], into catalog: ThemeCatalog) -> (
        catalog: ThemeCatalog, errors: [ThemeDiagnostic]
    ) {
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

private extension Slice where Base == UnsafeRawBufferPointer {
    func ends(with suffix: StaticString) -> Bool {
        let tail = UnsafeRawBufferPointer(start: suffix.utf8Start, count: suffix.utf8CodeUnitCount)
        return count >= tail.count && self[(endIndex - tail.count)...].elementsEqual(tail)
    }
}
