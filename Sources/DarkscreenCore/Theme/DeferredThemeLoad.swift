/// `ThemeFiles.loadKeepingValidThemes` in slices, for after the first frame: each `step` reads a
/// few of the drop-in folders' files, and `finish` does the rest (the shipped, user and named
/// files, the pairing and the merge). Between two steps the run loop handles input, so a key
/// pressed while 500 files load waits for one slice, not for the whole load.
public struct DeferredThemeLoad {
    private let files: ThemeFiles
    /// The folders' files, each with its folder's position: listed at the first use (not when
    /// made, before the first frame: a folder of 500 files is 500 stats).
    private var listed: [(folder: Int, path: String)]?
    private var next = 0
    private var batches: [ForeignThemeFile.Batch]

    public init(_ files: ThemeFiles) {
        self.files = files
        batches = Array(repeating: ForeignThemeFile.Batch(), count: files.folders.count)
    }

    private mutating func queue() -> [(folder: Int, path: String)] {
        if let listed { return listed }
        let found = files.folders.enumerated().flatMap { folder, path in ThemeFolders.files(in: path).map { (folder, $0) } }
        listed = found
        return found
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
        return files.loadKeepingValidThemes(folderThemes: batches.map { $0.result() })
    }
}
