#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Where a write of a user's file goes, and what must be kept of it.
public struct WriteTarget: Sendable {
    /// The file to replace: the path itself, or the final target of a symlink (dotfile managers:
    /// stow, chezmoi, home-manager), so the link stays a link.
    public var path: String
    /// The mode and owner of the file being replaced (nil: a new file).
    public var mode: mode_t?
    public var owner: (uid: uid_t, gid: gid_t)?

    package init(path: String, mode: mode_t? = nil, owner: (uid: uid_t, gid: gid_t)? = nil) {
        self.path = path
        self.mode = mode
        self.owner = owner
    }
}

extension FileSystem {
    /// Resolves where writing `path` should go, refusing what must not be replaced: a dangling
    /// symlink (reported, not replaced by a file), anything that is not a regular file (a FIFO,
    /// a folder, a device), and a read-only file (the user made it so).
    public static func writeTarget(for path: String) throws(FileWriteError) -> WriteTarget {
        var info = stat()
        guard lstat(path, &info) == 0 else { return WriteTarget(path: path) }
        var target = path
        if (info.st_mode & S_IFMT) == S_IFLNK {
            guard let resolved = realpath(path, nil) else {
                let link = symlinkText(path).map { " to " + SafeText.escaped($0) } ?? ""
                throw FileWriteError(path: path, reason: "is a symbolic link\(link) that leads nowhere (\(errnoText())); not replaced")
            }
            target = String(cString: resolved)
            free(resolved)
            guard stat(target, &info) == 0 else { throw FileWriteError(path: target, reason: errnoText()) }
        }
        if let kind = nonRegularKind(info.st_mode) {
            throw FileWriteError(path: path, reason: "is \(kind), not a regular file; not replaced")
        }
        if info.st_mode & 0o222 == 0 || access(target, W_OK) != 0 {
            throw FileWriteError(path: target, reason: "is read-only; not replaced (make it writable to let darkscreen save)")
        }
        return WriteTarget(path: target, mode: info.st_mode & 0o7777, owner: (info.st_uid, info.st_gid))
    }

    /// The final target of `path` when it is a symlink that resolves (nil otherwise).
    public static func symlinkTarget(of path: String) -> String? {
        guard isSymbolicLink(path), let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    public static func isSymbolicLink(_ path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFLNK
    }

    private static func symlinkText(_ path: String) -> String? {
        var buffer = [CChar](repeating: 0, count: 4096)
        let length = readlink(path, &buffer, buffer.count - 1)
        guard length > 0 else { return nil }
        return String(decoding: buffer[0..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// Removes temporary files a killed write of `path` left in its folder: only names of the
    /// pattern `writeAtomically` uses (`.NAME.PID.RANDOM.tmp`) and only when older than `age`
    /// seconds (a write in progress takes milliseconds).
    public static func removeStaleTemporaries(of path: String, olderThan age: Int = 60) {
        let folder = path.deletingLastPathComponent
        let prefix = "." + path.lastPathComponent + "."
        guard let directory = opendir(folder) else { return }
        defer { closedir(directory) }
        var now = timespec()
        clock_gettime(CLOCK_REALTIME, &now)
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            guard name.hasPrefix(prefix), name.hasSuffix(".tmp") else { continue }
            let middle = name.dropFirst(prefix.count).dropLast(4).split(separator: ".", omittingEmptySubsequences: false)
            guard middle.count == 2, middle.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isNumber) }) else { continue }
            let full = folder + "/" + name
            var info = stat()
            guard lstat(full, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG,
                Int(now.tv_sec) - Int(info.st_mtim.tv_sec) > age
            else { continue }
            unlink(full)
        }
    }
}
