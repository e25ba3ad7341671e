import DarkscreenPlatform
/// The drop-in folders through the theme folder cache (`folderCache`, when set): read from it
/// while it is valid for the folders as they are, read from the files (and cached) otherwise.
extension ThemeFiles {
    /// The cache's key for the folders as they are now (one listing of them); nil without a cache.
    public func folderCacheKey() -> ThemeFolderCacheKey? {
        folderCache.map { $0.key(for: ThemeFolderListing(folders: folders)) }
    }

    /// What the first frame needs to know of the folders as they are: whether any holds a theme
    /// file, and the cache's key when the cache was written for them exactly as they are. The
    /// system calls of the folders' part of start-up (a `stat` a file), made on the start-up
    /// thread while the main thread reads the cache (`loadForFirstFrame(scan:)`).
    public struct FolderScan: Sendable {
        public var hasFiles: Bool
        /// The stored key, confirmed without reading the folders (`ThemeFolderCacheKey.confirming`).
        public var cacheKey: ThemeFolderCacheKey?
    }

    public func scanFolders() -> FolderScan {
        if let cache = folderCache, let stored = cache.storedKey(),
            let confirmed = ThemeFolderCacheKey.confirming(stored, build: cache.build, executable: cache.executable, folders: folders)
        {
            return FolderScan(hasFiles: confirmed.hasFiles, cacheKey: confirmed.key)
        }
        // No cache, or one for anything else: the folders are read after the first frame, if they hold anything.
        return FolderScan(hasFiles: ThemeFolders.anyEntries(in: folders))
    }

    /// Each folder's themes and errors: cached, or read and then cached (under the stamps listed
    /// before any file was read, and only when every file is settled: see `ThemeFolderListing`).
    func readFolders() -> [ThemeFolderCache.Folder] {
        guard let cache = folderCache else { return ThemeFolders.read(folders) }
        let listing = ThemeFolderListing(folders: folders)
        let key = cache.key(for: listing)
        if let cached = cache.load(key) { return cached }
        let read = listing.files.map { ForeignThemeFile.themes(from: $0.map(\.path)) }
        if listing.isSettled { cache.store(read, for: key) }
        return read
    }
}
