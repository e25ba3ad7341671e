/// A large catalog before the first frame: a themes file named on the command line (or by
/// `DARKSCREEN_THEMES`) bigger than `largeFileBytes` contributes only its first `prefixThemes`
/// themes — validated as strictly as ever, so a bad file still stops darkscreen with its
/// line:column — and the rest is read after the first frame by `loadKeepingValidThemes`.
extension ThemeFiles {
    public static let largeFileBytes = 128 * 1024
    public static let prefixThemes = 128

    public struct FirstFrame: Sendable {
        public var catalog: ThemeCatalog
        public var userFileErrors: [ThemeDiagnostic]
        /// Some file was read only in part: call `loadKeepingValidThemes` after the first frame.
        public var isPartial: Bool

        public init(catalog: ThemeCatalog, userFileErrors: [ThemeDiagnostic], isPartial: Bool) {
            self.catalog = catalog
            self.userFileErrors = userFileErrors
            self.isPartial = isPartial
        }
    }

    public func loadForFirstFrame(largeFileBytes: Int = ThemeFiles.largeFileBytes,
                                  prefixThemes: Int = ThemeFiles.prefixThemes) throws(ThemeFileError) -> FirstFrame {
        // The drop-in folders are read after the first frame (when they hold anything at all).
        var (catalog, userErrors) = try loadShippedAndUser(strictUserFile: false, withFolders: false)
        var isPartial = ThemeFolders.anyEntries(in: folders)
        for path in extra {
            // Only the file's head is read: the first themes of a large file lie in it. When they
            // do not (huge themes, or an error there), the whole file is read and judged as always.
            if let head = try? FileSystem.readHead(at: path, count: largeFileBytes), ThemeSource.isForeign(head.bytes, file: path) {
                catalog = catalog.merging(try ThemeSource.load(path: path))
                continue
            }
            if let head = try? FileSystem.readHead(at: path, count: largeFileBytes), !head.isWholeFile,
               let prefix = try? ThemeDecoder.decodePrefix(head.bytes, file: path, count: prefixThemes), !prefix.complete {
                catalog = catalog.merging(prefix.themes)
                isPartial = true
                continue
            }
            let bytes = try ThemeSource.readBytes(path: path)
            let prefix = try ThemeDecoder.decodePrefix(bytes, file: path, count: bytes.count > largeFileBytes ? prefixThemes : .max)
            catalog = catalog.merging(prefix.themes)
            isPartial = isPartial || !prefix.complete
        }
        return FirstFrame(catalog: catalog, userFileErrors: userErrors, isPartial: isPartial)
    }

    /// The whole catalog, keeping every valid theme of the named files; their errors are
    /// returned rather than thrown (after the first frame there is no exit status to give:
    /// the status line shows the first). An unreadable or unparsable file contributes nothing.
    public func loadKeepingValidThemes(folderThemes: [(themes: [Theme], errors: [ThemeDiagnostic])]? = nil) -> (catalog: ThemeCatalog, errors: [ThemeDiagnostic]) {
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
