#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Tells which of a few files changed: inotify on their folders (so a file replaced by rename
/// is seen, and one that does not exist yet is seen when it appears), or, where a folder cannot
/// be watched (it does not exist, or inotify is unavailable), a cheap comparison of `stat`
/// results every `statInterval` ms.
/// - A watched path that is a symlink (dotfile managers) is followed: its target's folder is
///   watched too, and re-resolved whenever something changes (the link may be re-pointed).
/// - A folder that is deleted falls back to `stat` polling and gets inotify again once it is back.
/// - An inotify queue overflow reports every path (the caller re-reads everything).
/// - Whole folders (drop-in theme folders): any entry added, changed or removed reports the
///   folder's own path, as does the folder appearing or vanishing.
/// Idle cost: nothing with inotify (the run loop polls its descriptor with the terminal).
public final class FileWatcher {
    public static let statInterval: Int32 = 200

    /// The inotify descriptor to poll for readability; nil when nothing is watched that way.
    public private(set) var fileDescriptor: Int32?
    /// The paths the caller asked about.
    private let paths: [String]
    /// Files compared by `stat` because their folder could not be watched (→ the caller's path).
    private var statWatched: [String: (signature: FileSignature, path: String)] = [:]
    /// Watch descriptor → (folder, name in it → the caller's path it stands for).
    private var watches: [Int32: (folder: String, names: [String: String])] = [:]
    /// Folders whose every entry is of interest: watch descriptor → folder.
    private let folders: [String]
    private var wholeFolders: [Int32: String] = [:]
    private static let mask =
        UInt32(IN_CLOSE_WRITE) | UInt32(IN_MOVED_TO) | UInt32(IN_MOVED_FROM) | UInt32(IN_DELETE)
        | UInt32(IN_ATTRIB) | UInt32(IN_CREATE) | UInt32(IN_DELETE_SELF) | UInt32(IN_MOVE_SELF)

    /// How often the caller should call `changes()` without an event; nil with inotify only.
    public var pollInterval: Int32? { statWatched.isEmpty ? nil : Self.statInterval }

    /// `folders`: any file added, changed or removed in them reports the folder's path.
    public init(paths: [String], folders: [String] = [], useInotify: Bool = true) {
        self.paths = paths + folders
        self.folders = folders
        let fd = useInotify ? inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC)) : -1
        if fd >= 0 { fileDescriptor = fd }
        rebuild()
    }

    deinit {
        if let fileDescriptor { close(fileDescriptor) }
    }

    /// The folders to watch: each path's own, and for a symlink its target's (name → caller's path).
    private func wantedFolders() -> [String: [String: String]] {
        var byFolder: [String: [String: String]] = [:]
        for path in paths {
            byFolder[path.deletingLastPathComponent, default: [:]][path.lastPathComponent] = path
            if let target = FileSystem.symlinkTarget(of: path) {
                byFolder[target.deletingLastPathComponent, default: [:]][target.lastPathComponent] = path
            }
        }
        return byFolder
    }

    /// Brings the watches in line with the folders wanted now (cheap: a few paths).
    private func rebuild() {
        let wanted = wantedFolders()
        var watched: [String: Int32] = [:]
        for (wd, watch) in watches { watched[watch.folder] = wd }
        if let fd = fileDescriptor {
            for (folder, wd) in watched where wanted[folder] == nil {
                inotify_rm_watch(fd, wd)
                watches[wd] = nil
            }
        }
        var polled: [String: (signature: FileSignature, path: String)] = [:]
        for (folder, names) in wanted {
            // inotify_add_watch on a folder already watched returns the same descriptor.
            let wd = fileDescriptor.map { inotify_add_watch($0, folder, Self.mask) } ?? -1
            if wd >= 0 {
                watches[wd] = (folder, names)
            } else {
                if let old = watched[folder] { watches[old] = nil }
                for (name, path) in names {
                    let file = folder + "/" + name
                    polled[file] = (statWatched[file]?.signature ?? FileSignature(file), path)
                }
            }
        }
        statWatched = polled
        // A folder watched whole (again, once re-created: the same folder gives the same descriptor).
        if let fd = fileDescriptor {
            for folder in folders {
                let wd = inotify_add_watch(fd, folder, Self.mask)
                if wd >= 0 { wholeFolders[wd] = folder }
            }
        }
    }

    /// The watched files that changed since the last call (may include false positives, e.g.
    /// a file rewritten with the same bytes; callers compare contents). Never blocks.
    public func changes() -> Set<String> {
        var changed: Set<String> = []
        var lostWatch = false
        if let fd = fileDescriptor { readEvents(fd, into: &changed, lostWatch: &lostWatch) }
        for (file, watched) in statWatched {
            let now = FileSignature(file)
            if now != watched.signature {
                statWatched[file] = (now, watched.path)
                changed.insert(watched.path)
            }
        }
        // Something moved: symlinks may point elsewhere, folders may be back (or gone).
        if !changed.isEmpty || lostWatch { rebuild() }
        return changed
    }

    private func readEvents(_ fd: Int32, into changed: inout Set<String>, lostWatch: inout Bool) {
        var buffer = [UInt8](repeating: 0, count: 16 * 1024)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { return }
            var offset = 0
            // struct inotify_event { int wd; uint32_t mask, cookie, len; char name[len]; }
            while offset + 16 <= count {
                let wd = buffer.loadInt32(at: offset)
                let mask = UInt32(bitPattern: buffer.loadInt32(at: offset + 4))
                let length = Int(buffer.loadInt32(at: offset + 12))
                let nameBytes = buffer[(offset + 16)..<min(count, offset + 16 + length)].prefix { $0 != 0 }
                let name = String(decoding: nameBytes, as: UTF8.self)
                if mask & UInt32(IN_Q_OVERFLOW) != 0 {
                    // Events were lost: anything may have changed.
                    changed.formUnion(paths)
                    lostWatch = true
                } else {
                    if let folder = wholeFolders[wd] {
                        changed.insert(folder)
                        if mask & UInt32(IN_IGNORED) != 0 { wholeFolders[wd] = nil }
                    }
                    if let watch = watches[wd] {
                        if let path = watch.names[name] { changed.insert(path) }
                        // The folder itself was removed, moved or its watch dropped: report everything in it.
                        if name.isEmpty { changed.formUnion(watch.names.values) }
                        if mask & (UInt32(IN_IGNORED) | UInt32(IN_DELETE_SELF) | UInt32(IN_MOVE_SELF)) != 0 {
                            watches[wd] = nil
                            lostWatch = true
                        }
                    }
                }
                offset += 16 + length
            }
        }
    }
}

/// What `stat` says about a file, enough to notice a change (or its appearing or vanishing).
struct FileSignature: Equatable {
    var exists = false
    var inode: UInt64 = 0
    var size: Int64 = 0
    var seconds = 0
    var nanoseconds = 0

    init(_ path: String) {
        var info = stat()
        guard stat(path, &info) == 0 else { return }
        exists = true
        inode = UInt64(info.st_ino)
        size = Int64(info.st_size)
        seconds = Int(info.st_mtim.tv_sec)
        nanoseconds = Int(info.st_mtim.tv_nsec)
    }
}

extension [UInt8] {
    fileprivate func loadInt32(at offset: Int) -> Int32 {
        withUnsafeBytes { $0.loadUnaligned(fromByteOffset: offset, as: Int32.self) }
    }
}

extension String {
    /// The last path component ("/a/b/c.json" → "c.json").
    public var lastPathComponent: String {
        guard let slash = lastIndex(of: "/") else { return self }
        return String(self[index(after: slash)...])
    }
}
