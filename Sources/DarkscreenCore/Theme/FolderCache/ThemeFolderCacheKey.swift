import DarkscreenPlatform
/// What a theme folder cache was made from, stored at its head and compared in full, byte for
/// byte: the cache format, the darkscreen build (its version, commit and compiler, and the
/// executable's own stamp), the folders in order, each with its own stamp (or none when it could
/// not be opened) and every theme file in it in reading order with its stamp (device, inode,
/// size, modification and status-change times). Any difference — a file touched, resized, added,
/// removed, renamed or replaced, a name changed in a folder, another folder list, another build —
/// and the cache is not used.
public struct ThemeFolderCacheKey: Hashable, Sendable {
    /// Changed whenever the form of the key or of a cached theme or diagnostic changes.
    public static let formatVersion: UInt32 = 2

    /// The key in the cache's binary form (`CacheWriter`).
    let bytes: [UInt8]

    /// A key as the cache stored it.
    init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    public init(build: String, executable: FileStamp?, listing: ThemeFolderListing) {
        var writer = Self.header(
            build: build, executable: executable, folders: listing.folders.count,
            capacity: 64 + listing.files.reduce(0) { $0 + 64 + $1.count * 120 })
        for (folder, (stamp, files)) in zip(listing.folders, zip(listing.folderStamps, listing.files)) {
            writer.string(folder)
            writer.u8(stamp == nil ? 0 : 1)
            if let stamp { writer.stampNumbers(stamp) }
            writer.count(files.count)
            for file in files { writer.stamp(file) }
        }
        bytes = writer.bytes
    }

    /// The key's bytes before the first folder: the format, the build, the folder count.
    static func header(build: String, executable: FileStamp?, folders: Int, capacity: Int = 0) -> CacheWriter {
        var writer = CacheWriter(capacity: capacity)
        writer.u32(Self.formatVersion)
        writer.string(build)
        writer.u8(executable == nil ? 0 : 1)
        if let executable { writer.stamp(executable) }
        writer.count(folders)
        return writer
    }
}

extension CacheWriter {
    mutating func stamp(_ stamp: FileStamp) {
        string(stamp.path)
        stampNumbers(stamp)
    }

    /// The stamp's seven numbers in one append (seven appends, for every file of a large folder,
    /// were a measurable part of the work before the first frame); the same bytes as `u64`/`i64` one by one.
    mutating func stampNumbers(_ stamp: FileStamp) {
        withUnsafeBytes(of: stamp.packedNumbers) { raw(Array($0)) }
    }
}

extension FileStamp {
    /// The device, inode, size, modification and status-change times, little-endian, as the key stores them.
    typealias PackedNumbers = (UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64)

    var packedNumbers: PackedNumbers {
        (
            device.littleEndian, inode.littleEndian, UInt64(bitPattern: size).littleEndian,
            UInt64(bitPattern: modified.seconds).littleEndian, UInt64(bitPattern: modified.nanoseconds).littleEndian,
            UInt64(bitPattern: changed.seconds).littleEndian, UInt64(bitPattern: changed.nanoseconds).littleEndian
        )
    }
}
