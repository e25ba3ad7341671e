import DarkscreenPlatform
/// The drop-in folders' theme files with their stamps, listed once (one `stat` a file): what
/// a load reads, in reading order, and what the theme folder cache is checked against.
public struct ThemeFolderListing: Sendable, Equatable {
    /// The folders, most important first (`ThemeFiles.folders`).
    public let folders: [String]
    /// Each folder's own stamp, nil when it could not be opened (`ThemeFolders.listing(of:)`).
    public let folderStamps: [FileStamp?]
    /// Each folder's theme files (`ThemeFolders.stamps(in:)`).
    public let files: [[FileStamp]]
    /// The wall clock just before the first `stat`.
    public let listedAt: FileTime

    public init(folders: [String]) {
        listedAt = .now
        self.folders = folders
        let listings = folders.map(ThemeFolders.listing(of:))
        folderStamps = listings.map(\.folder)
        files = listings.map(\.files)
    }

    /// Every file with its folder's position, in reading order.
    public var queue: [(folder: Int, path: String)] {
        files.enumerated().flatMap { folder, stamps in stamps.map { (folder, $0.path) } }
    }

    /// Whether what is read after this listing may be cached under its stamps: only when every
    /// folder and file last changed clearly before the listing (`isSettled`).
    public var isSettled: Bool {
        folderStamps.allSatisfy { $0.map { Self.isSettled($0, listedAt: listedAt) } ?? true }
            && files.allSatisfy { $0.allSatisfy { Self.isSettled($0, listedAt: listedAt) } }
    }

    /// A file's times come from a clock that ticks every few milliseconds (whole seconds on some
    /// file systems): two writes within one tick leave the same stamp. A file that changed within
    /// `margin` of the listing could change again, unseen, while it is read; one that changed
    /// earlier cannot — any later write gives it a later status-change time.
    static func isSettled(_ stamp: FileStamp, listedAt: FileTime) -> Bool {
        let margin: Int64 = stamp.changed.nanoseconds == 0 ? 2000 : 100  // whole-second file systems: 2 s
        return stamp.changed < listedAt.minus(milliseconds: margin)
    }
}
