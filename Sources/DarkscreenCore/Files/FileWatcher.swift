#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Tells which of a few files changed: inotify on their folders (so a file replaced by rename
/// is seen, and one that does not exist yet is seen when it appears), or, where a folder cannot
/// be watched, a cheap comparison of `stat` results every `statInterval` ms.
/// Idle cost: nothing with inotify (the run loop polls its descriptor with the terminal).
public final class FileWatcher {
    public static let statInterval: Int32 = 200

    /// The inotify descriptor to poll for readability; nil when nothing is watched that way.
    public private(set) var fileDescriptor: Int32?
    /// Files compared by `stat` because their folder could not be watched.
    private var statWatched: [String: FileSignature] = [:]
    /// Watch descriptor → (folder, names of interest in it).
    private var watches: [Int32: (folder: String, names: [String: String])] = [:]

    /// Folders whose every entry is of interest (drop-in theme folders): watch descriptor → folder.
    private var wholeFolders: [Int32: String] = [:]
    private var folderPaths: [String] = []
    private let mask = UInt32(IN_CLOSE_WRITE) | UInt32(IN_MOVED_TO) | UInt32(IN_MOVED_FROM) | UInt32(IN_DELETE) | UInt32(IN_ATTRIB)

    /// How often the caller should call `changes()` without an event; nil with inotify only.
    public var pollInterval: Int32? { statWatched.isEmpty ? nil : Self.statInterval }

    /// `folders`: any file added, changed or removed in them reports the folder's path (and the
    /// folder appearing or vanishing, as for a file).
    public init(paths: [String], folders: [String] = [], useInotify: Bool = true) {
        var byFolder: [String: [String: String]] = [:]
        folderPaths = folders
        for path in paths + folders {
            byFolder[path.deletingLastPathComponent, default: [:]][path.lastPathComponent] = path
        }
        let fd = useInotify ? inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC)) : -1
        for (folder, names) in byFolder {
            let wd = fd >= 0 ? inotify_add_watch(fd, folder, mask) : -1
            if wd >= 0 {
                watches[wd] = (folder, names)
            } else {
                for path in names.values { statWatched[path] = FileSignature(path) }
            }
        }
        if fd >= 0 {
            if watches.isEmpty { close(fd) } else { fileDescriptor = fd }
        }
        for folder in folders { watchWhole(folder) }
    }

    /// Watches a folder's entries (again, when it was recreated; the same folder gives the same descriptor).
    private func watchWhole(_ folder: String) {
        guard let fd = fileDescriptor else { return }
        let wd = inotify_add_watch(fd, folder, mask)
        if wd >= 0 { wholeFolders[wd] = folder }
    }

    deinit {
        if let fileDescriptor { close(fileDescriptor) }
    }

    /// The watched files that changed since the last call (may include false positives, e.g.
    /// a file rewritten with the same bytes; callers compare contents). Never blocks.
    public func changes() -> Set<String> {
        var changed: Set<String> = []
        if let fd = fileDescriptor { readEvents(fd, into: &changed) }
        for folder in folderPaths where changed.contains(folder) { watchWhole(folder) }
        for (path, signature) in statWatched {
            let now = FileSignature(path)
            if now != signature {
                statWatched[path] = now
                changed.insert(path)
            }
        }
        return changed
    }

    private func readEvents(_ fd: Int32, into changed: inout Set<String>) {
        var buffer = [UInt8](repeating: 0, count: 16 * 1024)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { return }
            var offset = 0
            // struct inotify_event { int wd; uint32_t mask, cookie, len; char name[len]; }
            while offset + 16 <= count {
                let wd = buffer.loadInt32(at: offset)
                let length = Int(buffer.loadInt32(at: offset + 12))
                let nameBytes = buffer[(offset + 16)..<min(count, offset + 16 + length)].prefix { $0 != 0 }
                let name = String(decoding: nameBytes, as: UTF8.self)
                if let folder = wholeFolders[wd] { changed.insert(folder) }
                if let watch = watches[wd] {
                    if let path = watch.names[name] { changed.insert(path) }
                    // The folder itself was removed or its watch dropped: report everything in it.
                    if name.isEmpty { changed.formUnion(watch.names.values) }
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
