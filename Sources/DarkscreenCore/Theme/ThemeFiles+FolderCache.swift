/// The drop-in folders through the theme folder cache (`folderCache`, when set): read from it
/// while it is valid for the folders as they are, read from the files (and cached) otherwise.
extension ThemeFiles {
    /// The cache's key for the folders as they are now (one listing of them); nil without a cache.
    public func folderCacheKey() -> ThemeFolderCacheKey? {
        folderCache.map { $0.key(for: ThemeFolderListing(folders: folders)) }
    }

    /// The folders' themes and errors from the cache, when it is valid for the folders now.
    public func cachedFolders() -> (key: ThemeFolderCacheKey, folders: [ThemeFolderCache.Folder])? {
        guard let cache = folderCache else { return nil }
        let key = cache.key(for: ThemeFolderListing(folders: folders))
        return cache.load(key).map { (key, $0) }
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
