import DarkscreenPlatform
/// A large catalog before the first frame: a themes file named on the command line (or by
/// `DARKSCREEN_THEMES`) bigger than `largeFileBytes` contributes only its first `prefixThemes`
/// themes — validated as strictly as ever, so a bad file still stops darkscreen with its
/// line:column — and the rest is read after the first frame by `loadKeepingValidThemes`.
extension ThemeFiles {
    public static let largeFileBytes = 128 * 1024
    public static let prefixThemes = 128

    public struct FirstFrame: Sendable {
        public var catalog: ThemeCatalog
        /// The user file's errors, then those of the drop-in folders' files when they were read
        /// (or came from the cache): the status line shows the first.
        public var userFileErrors: [ThemeDiagnostic]
        /// Some file was read only in part: call `loadKeepingValidThemes` after the first frame.
        public var isPartial: Bool
        /// The folders' themes came from the theme folder cache, valid for this key: after the
        /// first frame, check that the folders still match it (`ThemeFiles.folderCacheKey`).
        public var cachedFolders: ThemeFolderCacheKey?

        public init(
            catalog: ThemeCatalog, userFileErrors: [ThemeDiagnostic], isPartial: Bool,
            cachedFolders: ThemeFolderCacheKey? = nil
        ) {
            self.catalog = catalog
            self.userFileErrors = userFileErrors
            self.isPartial = isPartial
            self.cachedFolders = cachedFolders
        }
    }

    /// `scan`: the folders as they are (`scanFolders()`; start-up has it made on another thread
    /// and waits for it here, once the cache and the shipped themes are read). The catalog is
    /// read from its cache (`catalogCache`) when that is valid, else after the first frame: before
    /// it, only the themes of it named in `wanted` (the committed one, `--theme`), picked out of its
    /// lines (`ThemeCatalogFile.themes(named:)`).
    /// `cachedCatalog`: the catalog's cache read elsewhere (start-up reads it on another thread;
    /// nil inside: no valid cache); without it the cache is read here.
    public func loadForFirstFrame(
        scan: (() -> FolderScan)? = nil, cachedCatalog: (() -> [Theme]?)? = nil, wanted: [String] = [],
        largeFileBytes: Int = ThemeFiles.largeFileBytes,
        prefixThemes: Int = ThemeFiles.prefixThemes
    ) throws(ThemeFileError) -> FirstFrame {
        // The drop-in folders (when they hold any theme file): from the theme folder cache when it
        // was written for them exactly as they are, else read after the first frame.
        let stored = folderCache?.loadContents()
        let shippedThemes = try ThemeSource.load(path: shipped)
        let scanned = scan?() ?? scanFolders()
        let cached = scanned.hasFiles ? stored?.folders(for: scanned.cacheKey) : nil
        var withoutCatalog = self
        withoutCatalog.catalog = nil
        var shippedCatalog = ThemeCatalog(themes: shippedThemes, shippedFile: shipped)
        // The catalog: whole from its cache, else only the themes asked for (the rest after the frame).
        var catalogIsPartial = false
        if let path = catalog {
            let whole = cachedCatalog.map { $0() } ?? catalogCache.flatMap { ThemeCatalogFile.cachedThemes(path: path, cache: $0) }
            if let whole {
                shippedCatalog = shippedCatalog.addingBelow(whole, source: path)
            } else {
                shippedCatalog = shippedCatalog.addingBelow(ThemeCatalogFile.themes(named: wanted, path: path), source: path)
                catalogIsPartial = true
            }
        }
        var (catalog, userErrors) = try withoutCatalog.merging(
            into: shippedCatalog, strictUserFile: false,
            withFolders: cached != nil, folderThemes: cached)
        var isPartial = scanned.hasFiles && cached == nil || catalogIsPartial
        for path in extra {
            // Only the file's head is read: the first themes of a large file lie in it. When they
            // do not (huge themes, or an error there), the whole file is read and judged as always.
            if let head = try? FileSystem.readHead(at: path, count: largeFileBytes), ThemeSource.isForeign(head.bytes, file: path) {
                catalog = catalog.merging(try ThemeSource.load(path: path))
                continue
            }
            if let head = try? FileSystem.readHead(at: path, count: largeFileBytes), !head.isWholeFile,
                let prefix = try? ThemeDecoder.decodePrefix(head.bytes, file: path, count: prefixThemes), !prefix.complete
            {
                catalog = catalog.merging(prefix.themes)
                isPartial = true
                continue
            }
            let bytes = try ThemeSource.readBytes(path: path)
            let prefix = try ThemeDecoder.decodePrefix(bytes, file: path, count: bytes.count > largeFileBytes ? prefixThemes : .max)
            catalog = catalog.merging(prefix.themes)
            isPartial = isPartial || !prefix.complete
        }
        return FirstFrame(
            catalog: catalog, userFileErrors: userErrors, isPartial: isPartial,
            cachedFolders: cached == nil ? nil : scanned.cacheKey)
    }

    /// The whole catalog, keeping every valid theme of the named files; their errors are
    /// returned rather than thrown (after the first frame there is no exit status to give:
    /// the status line shows the first). An unreadable or unparsable file contributes nothing.
    public func loadKeepingValidThemes(folderThemes: [(themes: [Theme], errors: [ThemeDiagnostic])]? = nil) -> (
        catalog: ThemeCatalog, errors: [ThemeDiagnostic]
    ) {
        guard var (catalog, errors) = try? loadShippedAndUser(strictUserFile: false, withFolders: true, folderThemes: folderThemes) else {
            return (ThemeCatalog(themes: []), [])
        }
        for path in extra {
            do {
                if let (themes, diagnostics) = ThemeSource.checkLarge(path: path) {
                    catalog = catalog.merging(themes)
                    errors += diagnostics.filter { $0.severity == .error }
                    continue
                }
                let bytes = try ThemeSource.readBytes(path: path)
                if ThemeSource.isForeign(bytes, file: path) {
                    catalog = catalog.merging(try ThemeSource.themes(in: bytes, file: path))
                    continue
                }
                let (themes, diagnostics) = ThemeDecoder.check(bytes, file: path)
                catalog = catalog.merging(themes)
                errors += diagnostics.filter { $0.severity == .error }
            } catch {
                errors += error.diagnostics
            }
        }
        return (catalog, errors)
    }
}
