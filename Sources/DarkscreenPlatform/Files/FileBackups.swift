#if canImport(Glibc)
    import Glibc
#endif
import TerminalAppearance

/// Backups of a file darkscreen is about to replace (a settings file it could not use): each one
/// under a name of its own — `NAME.bak`, then `NAME.bak.1`, `NAME.bak.2` … (numbered on from
/// darkscreen's newest, skipping any name that is taken) — so a backup never replaces another one, nor anything else the user keeps there.
/// darkscreen records the backups it made (name, device and inode) in `.NAME.backups` beside
/// them and keeps at most `kept` of its own: the oldest of its own is removed when there are more,
/// and only while the file at that name is still the one it made. A file it did not make (a
/// `settings.json.bak` of the user's) is never replaced or removed.
public struct FileBackups: Sendable {
    /// The file backed up.
    public let path: String
    /// How many of darkscreen's own backups are kept.
    public let kept: Int
    /// The highest number tried before giving up (every name up to it taken).
    static let highestNumber = 999

    public init(of path: String, kept: Int = 5) {
        self.path = path
        self.kept = max(1, kept)
    }

    /// Where darkscreen records the backups it made.
    public var recordPath: String { "\(path.deletingLastPathComponent)/.\(path.lastPathComponent).backups" }

    /// The name of backup number `number` (0: `NAME.bak`).
    func name(_ number: Int) -> String { number == 0 ? "\(path).bak" : "\(path).bak.\(number)" }

    /// Keeps the file as it is now under the first free backup name and returns that name; then
    /// removes darkscreen's own oldest backups past `kept`. Throws (having kept nothing) when
    /// the file cannot be copied or every name is taken.
    @discardableResult
    public func keep() throws(FileWriteError) -> String {
        var records = ownBackups()
        // Numbered on from darkscreen's newest (so a higher number is a newer backup), then any
        // free number below.
        let start = records.compactMap { number(of: $0.name) }.max().map { min($0 + 1, Self.highestNumber) } ?? 0
        var made: String?
        for number in Array(start...Self.highestNumber) + Array(0..<start) where made == nil {
            let candidate = name(number)
            if try create(candidate) { made = candidate }
        }
        guard let made else {
            throw FileWriteError(path: path, reason: "every backup name up to \(SafeText.escaped(name(Self.highestNumber))) is taken; nothing was replaced")
        }
        var info = stat()
        if lstat(made, &info) == 0 { records.append(Record(name: made.lastPathComponent, info)) }
        while records.count > kept {
            let oldest = records.removeFirst()
            let oldestPath = "\(path.deletingLastPathComponent)/\(oldest.name)"
            if oldest.isStill(at: oldestPath) { unlink(oldestPath) }
        }
        // A record that cannot be written only means fewer backups are ever removed.
        try? FileSystem.writeAtomically(Array(records.map(\.line).joined().utf8), to: recordPath)
        return made
    }

    /// The number in a backup's name (`NAME.bak` is 0), nil for another name.
    func number(of backupName: String) -> Int? {
        let base = path.lastPathComponent + ".bak"
        if backupName == base { return 0 }
        guard backupName.hasPrefix(base + ".") else { return nil }
        return Int(backupName.dropFirst(base.count + 1)).flatMap { (1...Self.highestNumber).contains($0) ? $0 : nil }
    }

    /// Creates `candidate` as a copy of the file unless something is there already (false then):
    /// a hard link when the file system allows it, else a copy written to a new file.
    private func create(_ candidate: String) throws(FileWriteError) -> Bool {
        if link(path, candidate) == 0 { return true }
        if errno == EEXIST { return false }
        var info = stat()
        if lstat(candidate, &info) == 0 { return false }
        let bytes: [UInt8]
        do {
            bytes = try FileSystem.readBytes(at: path)
        } catch {
            throw FileWriteError(path: candidate, reason: "cannot copy \(SafeText.escaped(path)): \(error.reason)")
        }
        let fd = open(candidate, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_NOCTTY | O_CLOEXEC, 0o600)
        if fd < 0 {
            if errno == EEXIST { return false }
            throw FileWriteError(path: candidate, reason: FileSystem.errnoText())
        }
        var failure = DescriptorIO.writeAll(fd, bytes).map { String(cString: strerror($0)) }
        if failure == nil, fsync(fd) != 0 { failure = FileSystem.errnoText() }
        close(fd)
        if let failure {
            unlink(candidate)
            throw FileWriteError(path: candidate, reason: failure)
        }
        return true
    }

    /// The backups darkscreen recorded as its own, oldest first (a damaged record reads as none).
    func ownBackups() -> [Record] {
        guard let bytes = try? FileSystem.readBytes(at: recordPath, limit: 64 << 10) else { return [] }
        return String(decoding: bytes, as: UTF8.self).split(separator: "\n").compactMap(Record.init)
    }

    /// One backup darkscreen made, and what identifies the file it made (an inode number alone
    /// may be reused by a file made since; its size and modification time then differ too).
    struct Record: Equatable {
        var name: String
        var identity: [UInt64]

        init(name: String, _ info: stat) {
            self.name = name
            identity = Self.identity(info)
        }

        static func identity(_ info: stat) -> [UInt64] {
            [
                UInt64(info.st_ino), UInt64(info.st_dev), UInt64(max(0, info.st_size)),
                UInt64(max(0, info.st_mtim.tv_sec)), UInt64(max(0, info.st_mtim.tv_nsec))
            ]
        }

        /// "INODE DEVICE SIZE SECONDS NANOSECONDS NAME" (the name last: it may hold spaces).
        init?(_ line: Substring) {
            let fields = line.split(separator: " ", maxSplits: 5, omittingEmptySubsequences: false)
            guard fields.count == 6, !fields[5].isEmpty, !fields[5].contains("/") else { return nil }
            let numbers = fields.prefix(5).compactMap { UInt64($0) }
            guard numbers.count == 5 else { return nil }
            name = String(fields[5])
            identity = numbers
        }

        var line: String { identity.map(String.init).joined(separator: " ") + " \(name)\n" }

        /// True while the file at `path` is the one darkscreen made (not one put there since).
        func isStill(at path: String) -> Bool {
            var info = stat()
            return lstat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFREG && Self.identity(info) == identity
        }
    }
}
