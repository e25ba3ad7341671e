import DarkscreenPlatform
/// `ThemeFiles.loadKeepingValidThemes` in slices, for after the first frame: each `step` reads a
/// few of the drop-in folders' files, and `finish` does the rest (the shipped, user and named
/// files, the pairing and the merge). Between two steps the run loop handles input, so a key
/// pressed while 500 files load waits for one slice, not for the whole load. `storeCache` then
/// keeps what was read in the theme folder cache for the next start.
public struct DeferredThemeLoad {
    private let files: ThemeFiles
    /// The folders' files with their stamps: listed at the first use (not when made, before the
    /// first frame: a folder of 500 files is 500 stats), before any of them is read.
    private var listing: ThemeFolderListing?
    private var queued: [(folder: Int, path: String)] = []
    private var next = 0
    private var batches: [ForeignThemeFile.Batch]
    /// Each folder's themes and errors, once `finish` has read them all.
    private var read: [ThemeFolderCache.Folder]?

    public init(_ files: ThemeFiles) {
        self.files = files
        batches = Array(repeating: ForeignThemeFile.Batch(), count: files.folders.count)
    }

    private mutating func queue() -> [(folder: Int, path: String)] {
        if listing != nil { return queued }
        let listed = ThemeFolderListing(folders: files.folders)
        listing = listed
        queued = listed.queue
        return queued
    }

    /// Every file in the drop-in folders, in reading order.
    public mutating func folderFiles() -> [String] {
        queue().map(\.path)
    }

    /// Reads up to `count` more folder files; false once every one has been read.
    public mutating func step(files count: Int) -> Bool {
        let queue = queue()
        let end = next + min(count, queue.count - next)
        for (folder, path) in queue[next..<end] { batches[folder].add(path) }
        next = end
        return next < queue.count
    }

    /// The whole catalog and its errors, as `loadKeepingValidThemes` gives them; reads any
    /// folder files the steps have not.
    public mutating func finish() -> (catalog: ThemeCatalog, errors: [ThemeDiagnostic]) {
        while step(files: .max) {}
        let read = batches.map { $0.result() }
        self.read = read
        return files.loadKeepingValidThemes(folderThemes: read)
    }

    /// After `finish`: writes what was read to the theme folder cache (when `files` has one),
    /// under the stamps listed before any file was read — a file changed while it was read then
    /// has a stamp unlike the key's, and the cache is not used next time — and only when every
    /// file is settled (`ThemeFolderListing.isSettled`).
    public func storeCache() {
        guard let cache = files.folderCache, let listing, listing.isSettled, let read else { return }
        cache.store(read, for: cache.key(for: listing))
    }
}
