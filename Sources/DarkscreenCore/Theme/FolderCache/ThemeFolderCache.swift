#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif
import DarkscreenPlatform

/// The drop-in folders' themes as last read, kept in `$XDG_CACHE_HOME/darkscreen/theme-folders.cache`
/// so that the first frame lists every folder theme without reading the folders. Used only while
/// its key (`ThemeFolderCacheKey`) matches the folders exactly; a missing, stale or damaged cache
/// is ignored, and a failure to write one is silent (it is only a cache: safe to delete).
///
/// The file: a magic, its own length (64 bits), the key (its length, then its bytes), each
/// folder's themes and errors, then a checksum of all that (`CacheChecksum`).
public struct ThemeFolderCache: Sendable, Equatable {
    public typealias Folder = (themes: [Theme], errors: [ThemeDiagnostic])

    public var path: String
    /// What `darkscreen --version` says of this build: another build's cache is not used.
    public var build: String
    /// The running executable's stamp: a rebuild is another build even with the same version text.
    public var executable: FileStamp?

    /// The file name in darkscreen's cache folder.
    public static let fileName = "theme-folders.cache"
    static let magic = Array("DSTHEMEC".utf8)
    /// A larger file is not read (10,000 themes take about 3 MiB).
    static let maximumSize = 64 << 20

    public init(path: String, build: String, executable: FileStamp? = FileStamp.of("/proc/self/exe")?.stamp) {
        self.path = path
        self.build = build
        self.executable = executable
    }

    /// The cache in `$XDG_CACHE_HOME/darkscreen` (default `~/.cache/darkscreen`).
    public static func standard(build: String, environment: (String) -> String? = Environment.process.variable) -> ThemeFolderCache {
        ThemeFolderCache(path: XDGDirectories(environment: environment).darkscreenCache + "/" + fileName, build: build)
    }

    public func key(for listing: ThemeFolderListing) -> ThemeFolderCacheKey {
        ThemeFolderCacheKey(build: build, executable: executable, listing: listing)
    }

    /// What the cache holds: the key it was written for and each folder's themes and errors.
    public struct Contents: Sendable {
        public let key: ThemeFolderCacheKey
        public let folders: [Folder]

        /// The folders' themes and errors when the cache was written for exactly `key`.
        public func folders(for key: ThemeFolderCacheKey?) -> [Folder]? {
            self.key == key ? folders : nil
        }
    }

    /// The key the cache was written for, as stored at its head (not checked: `loadContents`
    /// checks the whole file); nil when there is no such head. A damaged length is bounded by
    /// what the file holds.
    func storedKey() -> [UInt8]? {
        // Never waits: a FIFO, folder or device put at the cache's path is no cache (refused
        // before and after the non-blocking open).
        guard let (descriptor, info) = try? FileSystem.openRegularFile(path) else { return nil }
        defer { close(descriptor) }
        var head = [UInt8](repeating: 0, count: Self.magic.count + 8 + 4)
        guard pread(descriptor, &head, head.count, 0) == head.count,
            head.starts(with: Self.magic)
        else { return nil }
        let length = head.withUnsafeBytes { Int(UInt32(littleEndian: $0.loadUnaligned(fromByteOffset: head.count - 4, as: UInt32.self))) }
        guard length > 0, length <= Int(info.st_size) - head.count, length <= Self.maximumSize else { return nil }
        var key = [UInt8](repeating: 0, count: length)
        guard pread(descriptor, &key, length, off_t(head.count)) == length else { return nil }
        return key
    }

    /// Each folder's themes and errors, when the cache was written for exactly `key`; nil when
    /// it is missing, was written for anything else, or is damaged in any way.
    public func load(_ key: ThemeFolderCacheKey) -> [Folder]? {
        loadContents()?.folders(for: key)
    }

    /// The cache as it is, whatever it was written for (start-up reads it while the folders are
    /// listed on another thread, then uses it only for an equal key); nil when it is missing or
    /// damaged in any way.
    public func loadContents() -> Contents? {
        guard let bytes = try? FileSystem.readBytes(at: path, limit: Self.maximumSize) else { return nil }
        return Self.decode(bytes)
    }

    /// Writes the cache for `key` (atomically, mode 0600, creating the folder; not flushed to
    /// disk: a cache lost or damaged in a crash is ignored); any failure is ignored: the next
    /// start reads the folders again.
    public func store(_ folders: [Folder], for key: ThemeFolderCacheKey) {
        // Something other than a file at the cache's path (a FIFO, a folder, a device) is not
        // darkscreen's to replace: no cache is kept then.
        var info = stat()
        if stat(path, &info) == 0, (info.st_mode & S_IFMT) != S_IFREG { return }
        try? FileSystem.writeAtomically(
            Self.encode(folders, key: key), to: path,
            keeping: WriteTarget(path: path, mode: 0o600), durable: false)
    }

    static func encode(_ folders: [Folder], key: ThemeFolderCacheKey) -> [UInt8] {
        let themes = folders.reduce(0) { $0 + $1.themes.count }
        var writer = CacheWriter(capacity: key.bytes.count + themes * 260 + 64)
        writer.raw(magic)
        writer.u64(0)  // the length, filled in below
        writer.count(key.bytes.count)
        writer.raw(key.bytes)
        writer.count(folders.count)
        for folder in folders {
            writer.count(folder.themes.count)
            for theme in folder.themes { writer.theme(theme) }
            writer.count(folder.errors.count)
            for error in folder.errors { writer.diagnostic(error) }
        }
        var bytes = writer.bytes
        withUnsafeBytes(of: UInt64(bytes.count + 8).littleEndian) { length in
            bytes.replaceSubrange(magic.count..<magic.count + 8, with: length)
        }
        let sum = bytes.withUnsafeBytes(CacheChecksum.of)
        withUnsafeBytes(of: sum.littleEndian) { bytes += $0 }
        return bytes
    }

    static func decode(_ bytes: [UInt8], key: ThemeFolderCacheKey) -> [Folder]? {
        decode(bytes)?.folders(for: key)
    }

    static func decode(_ bytes: [UInt8]) -> Contents? {
        bytes.withUnsafeBytes { raw -> Contents? in
            guard raw.count >= magic.count + 8 + 4 + 4 + 8 else { return nil }
            let body = UnsafeRawBufferPointer(rebasing: raw[0..<raw.count - 8])
            let sum = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: raw.count - 8, as: UInt64.self))
            guard CacheChecksum.of(body) == sum else { return nil }
            var reader = CacheReader(body)
            do {
                try reader.expect(magic)
                guard try reader.u64() == UInt64(raw.count) else { return nil }
                let key = ThemeFolderCacheKey(bytes: try reader.bytes(count: try reader.count(minimumSize: 1)))
                let folders = try Self.folders(&reader)
                return reader.remaining == 0 ? Contents(key: key, folders: folders) : nil
            } catch {
                return nil
            }
        }
    }

    private static func folders(_ reader: inout CacheReader) throws(CacheReader.Malformed) -> [Folder] {
        var folders: [Folder] = []
        for _ in 0..<(try reader.count(minimumSize: 8)) {
            var themes: [Theme] = []
            var metadata: [UnsafeRawBufferPointer] = []
            let themeCount = try reader.count(minimumSize: CacheReader.minimumThemeSize)
            themes.reserveCapacity(themeCount)
            metadata.reserveCapacity(themeCount)
            for _ in 0..<themeCount {
                let read = try reader.theme()
                themes.append(read.theme)
                metadata.append(read.metadata)
            }
            EncodedMetadata.box(&themes, metadata: metadata)
            var errors: [ThemeDiagnostic] = []
            for _ in 0..<(try reader.count(minimumSize: CacheReader.minimumDiagnosticSize)) {
                errors.append(try reader.diagnostic())
            }
            folders.append((themes, errors))
        }
        return folders
    }
}
