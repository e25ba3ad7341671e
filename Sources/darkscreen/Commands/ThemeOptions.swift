import ArgumentParser
import DarkscreenCore
import DarkscreenState
import DarkscreenUI
import DarkscreenPlatform
import DarkscreenTools

/// Options shared by every command that reads themes.
struct ThemeOptions: ParsableArguments {
    @Option(
        name: .customLong(RunOption.themes.rawValue),
        help: ArgumentHelp("Also load themes from FILE, merged over the shipped and user themes (instead of $DARKSCREEN_THEMES).", valueName: "FILE"),
        completion: .file(extensions: ["json"]))
    var themeFiles: [String] = []

    @Flag(help: "Leave out the catalog of themes shipped with darkscreen (as \"catalog\": false in settings.json does).")
    var noCatalog = false

    /// The same options as plain values (no parser types), for loading.
    var files: ThemeFileOptions { ThemeFileOptions(themeFiles: themeFiles, catalog: !noCatalog) }

    func locate(store: SettingsStore) throws -> ThemeFiles { try files.locate(store: store) }

    func load(_ located: ThemeFiles, warnAboutUserFile: Bool = true) throws -> (catalog: ThemeCatalog, userFileErrors: [ThemeDiagnostic]) {
        try files.load(located, warnAboutUserFile: warnAboutUserFile)
    }

    func loadCatalog(store: SettingsStore = .standard()) throws -> ThemeCatalog { try files.loadCatalog(store: store) }
}

/// Where the themes come from (`--themes` files), and loading them with clear messages.
struct ThemeFileOptions {
    var themeFiles: [String] = []
    /// False: the catalog is left out whatever settings.json says (`--no-catalog`).
    var catalog = true

    /// The themes files in merge order (shipped, user, then --themes or $DARKSCREEN_THEMES).
    func locate(store: SettingsStore) throws -> ThemeFiles {
        do {
            return try ThemeFiles.locate(commandLine: themeFiles, store: store, catalog: catalog)
        } catch {
            throw Self.report(error)
        }
    }

    /// The catalog, or a clear message on stderr and exit status 3 (`ExitStatus.badInputFile`). An invalid user themes file
    /// is skipped with a warning (darkscreen still starts; the UI shows the error).
    func load(_ files: ThemeFiles, warnAboutUserFile: Bool = true) throws -> (catalog: ThemeCatalog, userFileErrors: [ThemeDiagnostic]) {
        do {
            let loaded = try files.load(strictUserFile: false)
            if warnAboutUserFile, !loaded.userFileErrors.isEmpty {
                CommandOutput.error("warning: skipping invalid themes files")
                for diagnostic in loaded.userFileErrors { CommandOutput.error(lines: "  " + diagnostic.description) }
            }
            return loaded
        } catch {
            throw Self.report(error)
        }
    }

    /// The catalog for the first frame: a large `--themes` file only in part (see
    /// `ThemeFiles.loadForFirstFrame`), unless a theme in `wanted` is not in that part.
    /// `scan`: the folders' scan made on the start-up thread (`ThemeFiles.loadForFirstFrame(scan:)`).
    func loadForFirstFrame(
        _ files: ThemeFiles, scan: (() -> ThemeFiles.FolderScan)?, cachedCatalog: (() -> [Theme]?)? = nil,
        wanted: () -> [String?]
    ) throws -> ThemeFiles.FirstFrame {
        do {
            let first = try files.loadForFirstFrame(scan: scan, cachedCatalog: cachedCatalog, wanted: wanted().compactMap { $0 })
            guard first.isPartial, wanted().contains(where: { $0.map { first.catalog.index(named: $0) == nil } ?? false }) else {
                return first
            }
        } catch {
            throw Self.report(error)
        }
        let (catalog, userFileErrors) = try load(files, warnAboutUserFile: false)
        return ThemeFiles.FirstFrame(catalog: catalog, userFileErrors: userFileErrors, isPartial: false)
    }

    /// The catalog with the standard files (commands that only read it).
    func loadCatalog(store: SettingsStore = .standard()) throws -> ThemeCatalog {
        try load(try locate(store: store)).catalog
    }

    private static func report(_ error: ThemeFileError) -> ExitCode {
        CommandOutput.error("invalid themes file")
        for diagnostic in error.diagnostics { CommandOutput.error(lines: "  " + diagnostic.description) }
        return ExitStatus.badInputFile
    }
}

/// Resolves a theme name, or says which names exist and exits 2 (`ExitStatus.usage`).
func themeIndex(named name: String, in catalog: ThemeCatalog) throws -> Int {
    guard let index = catalog.index(named: name) else {
        let available = catalog.names.map(SafeText.escaped).joined(separator: ", ")
        CommandOutput.error("unknown theme \(SafeText.quoted(name)); available: \(available)")
        throw ExitStatus.usage
    }
    return index
}

extension AppearanceOverride: ExpressibleByArgument {}
