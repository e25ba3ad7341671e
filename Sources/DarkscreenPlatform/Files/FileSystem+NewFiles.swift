#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension FileSystem {
    /// Writes files that belong together (the two variants of a theme) into `folder`, created
    /// with its parents when missing, and returns their paths. Never replaces what the user has
    /// unless `replacing`: every name is checked first, so nothing is written when one exists
    /// (a file, a folder, even a symbolic link that leads nowhere); a file that appears meanwhile
    /// is still never replaced (see `writeNew`), and the files written before it are removed again.
    public static func writeFiles(
        _ files: [(name: String, bytes: [UInt8])], into folder: String,
        replacing: Bool
    ) throws(FileWriteError) -> [String] {
        guard !folder.isEmpty else { throw FileWriteError(path: folder, reason: "no folder given") }
        if exists(folder), !isDirectory(folder) { throw FileWriteError(path: folder, reason: "is not a folder") }
        try createDirectories(folder)
        let paths = files.map { (folder.hasSuffix("/") ? folder : folder + "/") + $0.name }
        if !replacing, let taken = paths.first(where: isPresent) {
            throw FileWriteError(path: taken, reason: "already exists; not replaced", alreadyExists: true)
        }
        var written: [String] = []
        for (path, file) in zip(paths, files) {
            do {
                if replacing { try writeAtomically(file.bytes, to: path) } else { try writeNew(file.bytes, to: path) }
            } catch {
                if !replacing { for path in written { unlink(path) } }
                throw error
            }
            written.append(path)
        }
        return paths
    }

    /// Writes a new file atomically and never over an existing one: a temporary file in the same
    /// folder, written and flushed, then hard-linked to `path` (which fails if anything is there,
    /// with no window between the check and the write) and unlinked. On a file system without
    /// hard links, an existence check and a rename (a window of a few microseconds).
    public static func writeNew(_ bytes: [UInt8], to path: String) throws(FileWriteError) {
        // A short temporary name: a file name near the 255-byte limit leaves no room for a suffix.
        let (temporary, slot) = try writeTemporary(bytes, named: ".darkscreen-new", for: path)
        defer {
            unlink(temporary)
            TemporaryFileGuard.forget(slot)
        }
        if link(temporary, path) == 0 {
            syncDirectory(path.deletingLastPathComponent)
            return
        }
        let failure = errno
        if failure == EEXIST { throw FileWriteError(path: path, reason: "already exists; not replaced", alreadyExists: true) }
        guard failure == EPERM || failure == EOPNOTSUPP || failure == EMLINK else {
            throw FileWriteError(path: path, reason: String(cString: strerror(failure)))
        }
        if isPresent(path) { throw FileWriteError(path: path, reason: "already exists; not replaced", alreadyExists: true) }
        if rename(temporary, path) != 0 { throw FileWriteError(path: path, reason: errnoText()) }
        syncDirectory(path.deletingLastPathComponent)
    }

    /// Whether anything is at `path`, a symbolic link that leads nowhere included.
    package static func isPresent(_ path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0
    }

    /// `path` as an absolute path without symbolic links, `.` or `..` (nil when it does not exist).
    public static func resolvedPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}
