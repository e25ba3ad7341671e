import DarkscreenPlatform
/// The themes files darkscreen merges, in order: the shipped themes.json, the user's
/// `$XDG_CONFIG_HOME/darkscreen/themes.json` (when it exists), then the files named by
/// `--themes` (or, without it, `DARKSCREEN_THEMES`). Same name replaces, new names are added.
/// The drop-in folders (`ThemeFolders`) merge between the shipped file and the user's file; the
/// catalog (`ThemeCatalogFile`) comes right after the shipped themes, below everything else.
public struct ThemeFiles: Sendable, Equatable {
    public var shipped: String
    /// The catalog beside the shipped themes (nil when missing or hidden).
    public var catalog: String?
    public var user: String
    public var extra: [String]
    /// The drop-in folders, most important first (`ThemeFolders.locate`).
    public var folders: [String]
    /// Where the folders' themes are cached between runs (set by the interactive UI only).
    public var folderCache: ThemeFolderCache?
    /// Where the decoded catalog is cached between runs (`ThemeCatalogFile.cache`; set by the
    /// interactive UI and `list`).
    public var catalogCache: ThemeFolderCache?

    public init(shipped: String, user: String, extra: [String], folders: [String] = []) {
        self.shipped = shipped
        self.user = user
        self.extra = extra
        self.folders = folders
    }

    /// The standard files; `commandLine` (`--themes`) wins over `DARKSCREEN_THEMES`. The catalog
    /// is left out when `catalog` is false (`--no-catalog`) or settings.json says `"catalog": false`.
    public static func locate(
        commandLine: [String], store: SettingsStore, catalog: Bool = true,
        environment: (String) -> String? = Environment.process.variable
    ) throws(ThemeFileError) -> ThemeFiles {
        guard let shipped = ThemeSource.shippedThemesPath() else {
            let looked = ThemeSource.shippedCandidates().map(SafeText.escaped).joined(separator: ", ")
            throw ThemeFileError([
                ThemeDiagnostic(file: "themes.json", message: "cannot find the shipped themes (looked in: \(looked)); set DARKSCREEN_DATA_DIR or reinstall")
            ])
        }
        var extra = commandLine
        if extra.isEmpty, let named = environment("DARKSCREEN_THEMES"), !named.isEmpty { extra = [named] }
        var files = ThemeFiles(
            shipped: shipped, user: store.userThemesPath, extra: extra,
            folders: ThemeFolders.locate(configDirectory: store.directory, environment: environment))
        if catalog { files.catalog = ThemeCatalogFile.locate(besideShipped: shipped, store: store) }
        return files
    }

    /// Every file that contributes (or would, once created), for watching.
    public var all: [String] { [shipped, user] + extra }

    /// The merged catalog. Errors in the shipped or named files always throw. An error in the
    /// user's file throws when `strictUserFile`; otherwise that file is skipped and its
    /// diagnostics returned, so darkscreen can start and show them. A drop-in file with an error
    /// is skipped (the other themes load); its diagnostics are returned with the user file's.
    public func load(strictUserFile: Bool) throws(ThemeFileError) -> (catalog: ThemeCatalog, userFileErrors: [ThemeDiagnostic]) {
        var (catalog, userErrors) = try loadShippedAndUser(strictUserFile: strictUserFile, withFolders: true)
        for path in extra {
            catalog = catalog.merging(try ThemeSource.loadLarge(path: path))
        }
        return (catalog, userErrors)
    }

    /// `folderThemes`: the drop-in folders already read (`DeferredThemeLoad`), else read here.
    func loadShippedAndUser(
        strictUserFile: Bool, withFolders: Bool,
        folderThemes: [(themes: [Theme], errors: [ThemeDiagnostic])]? = nil
    ) throws(ThemeFileError) -> (catalog: ThemeCatalog, userFileErrors: [ThemeDiagnostic]) {
        try merging(
            into: ThemeCatalog(themes: try ThemeSource.load(path: shipped), shippedFile: shipped), strictUserFile: strictUserFile,
            withFolders: withFolders, folderThemes: folderThemes)
    }

    /// The drop-in folders (`withFolders`) and the user's file merged over the shipped themes.
    /// The catalog's themes (`catalog`) come first, below all of them; a catalog that cannot be
    /// read adds nothing and its diagnostics are returned with the user file's.
    func merging(
        into shipped: ThemeCatalog, strictUserFile: Bool, withFolders: Bool,
        folderThemes: [(themes: [Theme], errors: [ThemeDiagnostic])]?
    ) throws(ThemeFileError) -> (catalog: ThemeCatalog, userFileErrors: [ThemeDiagnostic]) {
        // Every folder but the user's own (the first) is a system one: its themes are not "Yours".
        var catalog = shipped.recordingInstalled(Array(folders.dropFirst()))
        var userErrors: [ThemeDiagnostic] = []
        if let path = self.catalog {
            do {
                catalog = catalog.addingBelow(try ThemeCatalogFile.load(path: path, cache: catalogCache), source: path)
            } catch {
                userErrors += error.diagnostics
            }
        }
        if withFolders {
            let merged = ThemeFolders.merge(loaded: folderThemes ?? readFolders(), into: catalog)
            catalog = merged.catalog
            userErrors += merged.errors
        }
        if FileSystem.exists(user) {
            do {
                catalog = catalog.merging(try ThemeSource.load(path: user))
            } catch {
                if strictUserFile { throw error }
                userErrors = error.diagnostics + userErrors
            }
        }
        return (catalog, userErrors)
    }
}
