#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif
import TerminalAppearance

/// A failure to read a file, with the reason the system gave.
public struct FileReadError: Error, Sendable, Equatable, CustomStringConvertible {
    public var path: String
    public var reason: String
    public var description: String { "\(SafeText.escaped(path)): \(reason)" }
}

/// Small, allocation-light file helpers on POSIX calls (no Foundation needed).
public enum FileSystem {
    /// Files larger than this are refused rather than read into memory.
    public static let maximumFileSize = 8 << 20

    public static func readBytes(at path: String, limit: Int = maximumFileSize) throws(FileReadError) -> [UInt8] {
        let (fd, info) = try openRegularFile(path)
        defer { close(fd) }
        if Int(info.st_size) > limit { throw FileReadError(path: path, reason: "is too large (\(info.st_size) bytes; the limit is \(limit))") }
        // One read into a buffer of the file's size (+1 to see the end): a 2.6 MB catalog read in
        // 64 KiB chunks appended to a growing array cost ~3 ms of copies and page faults.
        let expected = max(0, Int(info.st_size))
        var bytes = try readUpTo(expected + 1, from: fd, path: path)
        if bytes.count <= expected { return bytes }
        // The file grew (or reports no size, like /proc files): read the rest in chunks.
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw FileReadError(path: path, reason: errnoText())
            }
            if count == 0 { break }
            bytes.append(contentsOf: chunk[0..<count])
            if bytes.count > limit { throw FileReadError(path: path, reason: "is too large (over \(limit) bytes)") }
        }
        return bytes
    }

    /// At most the first `count` bytes of a file; `isWholeFile` when that is all of it.
    public static func readHead(at path: String, count: Int) throws(FileReadError) -> (bytes: [UInt8], isWholeFile: Bool) {
        let (fd, _) = try openRegularFile(path)
        defer { close(fd) }
        let bytes = try readUpTo(count + 1, from: fd, path: path)
        return bytes.count > count ? (Array(bytes.prefix(count)), false) : (bytes, true)
    }

    /// `count` bytes of a file from `offset` on (fewer when the file ends before).
    public static func readBytes(at path: String, offset: Int, count: Int) throws(FileReadError) -> [UInt8] {
        let (fd, _) = try openRegularFile(path)
        defer { close(fd) }
        guard lseek(fd, off_t(offset), SEEK_SET) == off_t(offset) else { throw FileReadError(path: path, reason: errnoText()) }
        return try readUpTo(count, from: fd, path: path)
    }

    /// Opens a regular file (or a symlink to one) for reading without ever blocking: anything else
    /// — a FIFO (whose open would wait for a writer), a folder, a device, a socket — is refused by
    /// what `stat` says before it is opened, and checked again on the open descriptor (the path may
    /// have been replaced in between; O_NONBLOCK keeps even that open from waiting).
    package static func openRegularFile(_ path: String) throws(FileReadError) -> (Int32, stat) {
        var info = stat()
        if stat(path, &info) == 0, let kind = nonRegularKind(info.st_mode) {
            throw FileReadError(path: path, reason: "is \(kind), not a regular file")
        }
        let fd = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK | O_NOCTTY)
        guard fd >= 0 else {
            if errno == ENXIO { throw FileReadError(path: path, reason: "is a socket, not a regular file") }
            if lstat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFLNK, !exists(path) {
                throw FileReadError(path: path, reason: "is a symbolic link that leads nowhere (its target does not exist)")
            }
            throw FileReadError(path: path, reason: errnoText())
        }
        if let problem = regularFileProblem(fd, &info) {
            close(fd)
            throw FileReadError(path: path, reason: problem)
        }
        return (fd, info)
    }

    /// Why the open `fd` is not a regular file to use (its `fstat` failed, or it is a folder, a
    /// FIFO, a device…); nil when it is one, `info` then filled in.
    package static func regularFileProblem(_ fd: Int32, _ info: inout stat) -> String? {
        guard fstat(fd, &info) == 0 else { return errnoText() }
        return nonRegularKind(info.st_mode).map { "is \($0), not a regular file" }
    }

    /// What a file that is not a regular file is, in words (nil for a regular file).
    package static func nonRegularKind(_ mode: mode_t) -> String? {
        switch mode & S_IFMT {
        case S_IFREG: nil
        case S_IFDIR: "a folder"
        case S_IFIFO: "a FIFO (named pipe)"
        case S_IFCHR: "a character device"
        case S_IFBLK: "a block device"
        case S_IFSOCK: "a socket"
        default: "not a file"
        }
    }

    /// Reads until `capacity` bytes or the end of the file, in as few reads as the kernel allows.
    private static func readUpTo(_ capacity: Int, from fd: Int32, path: String) throws(FileReadError) -> [UInt8] {
        var failure: Int32 = 0
        let bytes = [UInt8](unsafeUninitializedCapacity: capacity) { buffer, filled in
            switch DescriptorIO.readFully(fd, into: UnsafeMutableRawBufferPointer(buffer)) {
            case .success(let count): filled = count
            case .failure(let error): filled = 0; failure = error.code
            }
        }
        if failure != 0 { throw FileReadError(path: path, reason: String(cString: strerror(failure))) }
        return bytes
    }

    public static func exists(_ path: String) -> Bool {
        access(path, F_OK) == 0
    }

    public static func isRegularFile(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFREG
    }

    /// The running executable's real path (Linux: /proc/self/exe).
    public static func executablePath() -> String? {
        var buffer = [CChar](repeating: 0, count: 4096)
        let length = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        guard length > 0 else { return nil }
        return String(decoding: buffer[0..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    package static func errnoText() -> String {
        String(cString: strerror(errno))
    }
}

extension String {
    /// The path without its last component ("/a/b/c" → "/a/b").
    public var deletingLastPathComponent: String {
        guard let slash = lastIndex(of: "/") else { return "." }
        return slash == startIndex ? "/" : String(self[..<slash])
    }
}

extension FileSystem {
    /// The names of a folder's entries (not `.` and `..`); empty when it cannot be read.
    public static func entryNames(in folder: String) -> [String] {
        guard let directory = opendir(folder) else { return [] }
        defer { closedir(directory) }
        var names: [String] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name != "." && name != ".." { names.append(name) }
        }
        return names
    }

    /// Removes a file; false when it could not be removed.
    @discardableResult
    public static func remove(_ path: String) -> Bool { unlink(path) == 0 }
}
