/// What a theme folder cache was made from, stored at its head and compared in full, byte for
/// byte: the cache format, the darkscreen build (its version, commit and compiler, and the
/// executable's own stamp), the folders in order, and every theme file of every folder in
/// reading order with its stamp (device, inode, size, modification and status-change times).
/// Any difference — a file touched, resized, added, removed, renamed or replaced, another folder
/// list, another build — and the cache is not used.
public struct ThemeFolderCacheKey: Hashable, Sendable {
    /// Changed whenever the form of the key or of a cached theme or diagnostic changes.
    public static let formatVersion: UInt32 = 1

    /// The key in the cache's binary form (`CacheWriter`).
    let bytes: [UInt8]

    /// A key as the cache stored it.
    init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    public init(build: String, executable: FileStamp?, listing: ThemeFolderListing) {
        var writer = CacheWriter(capacity: 64 + listing.files.reduce(0) { $0 + $1.count * 120 })
        writer.u32(Self.formatVersion)
        writer.string(build)
        writer.u8(executable == nil ? 0 : 1)
        if let executable { writer.stamp(executable) }
        writer.count(listing.folders.count)
        for (folder, files) in zip(listing.folders, listing.files) {
            writer.string(folder)
            writer.count(files.count)
            for file in files { writer.stamp(file) }
        }
        bytes = writer.bytes
    }
}

extension CacheWriter {
    mutating func stamp(_ stamp: FileStamp) {
        string(stamp.path)
        // The seven numbers in one append (seven appends cost the key of 500 files ~0.5 M
        // instructions before the first frame); the same bytes as `u64`/`i64` one by one.
        let numbers = (stamp.device.littleEndian, stamp.inode.littleEndian,
                       UInt64(bitPattern: stamp.size).littleEndian,
                       UInt64(bitPattern: stamp.modified.seconds).littleEndian,
                       UInt64(bitPattern: stamp.modified.nanoseconds).littleEndian,
                       UInt64(bitPattern: stamp.changed.seconds).littleEndian,
                       UInt64(bitPattern: stamp.changed.nanoseconds).littleEndian)
        withUnsafeBytes(of: numbers) { raw(Array($0)) }
    }
}
