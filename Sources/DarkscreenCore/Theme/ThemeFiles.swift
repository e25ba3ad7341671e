/// The themes files darkscreen merges, in order: the shipped themes.json, the user's
/// `$XDG_CONFIG_HOME/darkscreen/themes.json` (when it exists), then the files named by
/// `--themes` (or, without it, `DARKSCREEN_THEMES`). Same name replaces, new names are added.
public struct ThemeFiles: Sendable, Equatable {
    public var shipped: String
    public var user: String
    public var extra: [String]

    public init(shipped: String, user: String, extra: [String]) {
        self.shipped = shipped
        self.user = user
        self.extra = extra
    }

    /// The standard files; `commandLine` (`--themes`) wins over `DARKSCREEN_THEMES`.
    public static func locate(commandLine: [String], store: SettingsStore,
                              environment: (String) -> String? = FileSystem.environment) throws(ThemeFileError) -> ThemeFiles {
        guard let shipped = ThemeSource.shippedThemesPath() else {
            let looked = ThemeSource.shippedCandidates().map(SafeText.escaped).joined(separator: ", ")
            throw ThemeFileError([ThemeDiagnostic(file: "themes.json", message: "cannot find the shipped themes (looked in: \(looked)); set DARKSCREEN_DATA_DIR or reinstall")])
        }
        var extra = commandLine
        if extra.isEmpty, let named = environment("DARKSCREEN_THEMES"), !named.isEmpty { extra = [named] }
        return ThemeFiles(shipped: shipped, user: store.userThemesPath, extra: extra)
    }

    /// Every file that contributes (or would, once created), for watching.
    public var all: [String] { [shipped, user] + extra }

    /// The merged catalog. Errors in the shipped or named files always throw. An error in the
    /// user's file throws when `strictUserFile`; otherwise that file is skipped and its
    /// diagnostics returned, so darkscreen can start and show them.
    public func load(strictUserFile: Bool) throws(ThemeFileError) -> (catalog: ThemeCatalog, userFileErrors: [ThemeDiagnostic]) {
        var (catalog, userErrors) = try loadShippedAndUser(strictUserFile: strictUserFile)
        for path in extra {
            catalog = catalog.merging(try ThemeSource.load(path: path))
        }
        return (catalog, userErrors)
    }

    func loadShippedAndUser(strictUserFile: Bool) throws(ThemeFileError) -> (catalog: ThemeCatalog, userFileErrors: [ThemeDiagnostic]) {
        var catalog = ThemeCatalog(themes: try ThemeSource.load(path: shipped))
        var userErrors: [ThemeDiagnostic] = []
        if FileSystem.exists(user) {
            do {
                catalog = catalog.merging(try ThemeSource.load(path: user))
            } catch {
                if strictUserFile { throw error }
                userErrors = error.diagnostics
            }
        }
        return (catalog, userErrors)
    }
}
