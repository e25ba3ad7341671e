#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif
import DarkscreenPlatform

/// A stored key confirmed without reading the folders (the first frame's check of the theme folder
/// cache, ~40 % cheaper than a listing: no names read, sorted or made into paths): a folder whose
/// own stamp is the stored one holds the same names — adding, removing or renaming any name
/// changes it — so only each file the key names is `stat`-ed, and compared with its stored stamp.
/// Sound because the cache is written only when every stamp in its key had settled (see
/// `ThemeFolderListing.isSettled`): a folder changed later has another stamp.
extension ThemeFolderCacheKey {
    /// The key a listing of `folders` would give now, when that is `stored`; nil at the first
    /// difference. `hasFiles`: some folder holds a theme file.
    static func confirming(
        _ stored: [UInt8], build: String, executable: FileStamp?,
        folders: [String]
    ) -> (key: ThemeFolderCacheKey, hasFiles: Bool)? {
        let header = Self.header(build: build, executable: executable, folders: folders.count).bytes
        let confirmed = stored.withUnsafeBytes { raw -> Bool? in
            var reader = CacheReader(raw)
            do {
                try reader.expect(header)
                var hasFiles = false
                for folder in folders {
                    guard let files = try confirmFolder(folder, &reader) else { return nil }
                    hasFiles = hasFiles || files > 0
                }
                return reader.remaining == 0 ? hasFiles : nil
            } catch {
                return nil
            }
        }
        return confirmed.map { (ThemeFolderCacheKey(bytes: stored), $0) }
    }

    /// One folder's part of the key read and checked against the folder: its path, its own stamp,
    /// then every file's stamp. The number of files; nil at the first difference.
    private static func confirmFolder(_ folder: String, _ reader: inout CacheReader) throws(CacheReader.Malformed) -> Int? {
        let folderBytes = Array(folder.utf8)
        guard try reader.u32() == UInt32(folderBytes.count) else { return nil }
        try reader.expect(folderBytes)
        let descriptor = open(folder, O_RDONLY | O_DIRECTORY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC)
        defer { if descriptor >= 0 { close(descriptor) } }
        var info = stat()
        let opened = descriptor >= 0 && fstat(descriptor, &info) == 0
        guard try reader.u8() == (opened ? 1 : 0) else { return nil }
        if opened {
            guard try matches(info, &reader) else { return nil }
        }
        let files = try reader.count(minimumSize: 4 + MemoryLayout<FileStamp.PackedNumbers>.size)
        guard files == 0 || opened else { return nil }
        // Each name relative to the open folder, NUL-terminated in one reused buffer.
        let prefix = folderBytes.count + 1  // the folder and a "/"
        var name = [CChar](repeating: 0, count: 256)
        for _ in 0..<files {
            let stored = try reader.span(Int(try reader.u32()))
            let inFolder = folderBytes.withUnsafeBytes { folder in
                stored.count > prefix && stored[prefix - 1] == UInt8(ascii: "/")
                    && (folder.isEmpty || memcmp(stored.baseAddress!, folder.baseAddress!, folder.count) == 0)
            }
            guard inFolder else { return nil }
            let length = stored.count - prefix
            if name.count <= length { name = [CChar](repeating: 0, count: length + 1) }
            name.withUnsafeMutableBytes { buffer in
                buffer.copyMemory(from: UnsafeRawBufferPointer(rebasing: stored[prefix...]))
                buffer[length] = 0
            }
            guard fstatat(descriptor, name, &info, 0) == 0, (info.st_mode & S_IFMT) == S_IFREG,
                try matches(info, &reader)
            else { return nil }
        }
        return files
    }

    private static func matches(_ info: stat, _ reader: inout CacheReader) throws(CacheReader.Malformed) -> Bool {
        let stored = try reader.span(MemoryLayout<FileStamp.PackedNumbers>.size)
        return withUnsafeBytes(of: FileStamp(path: "", info).packedNumbers) { now in
            memcmp(now.baseAddress!, stored.baseAddress!, now.count) == 0
        }
    }
}
