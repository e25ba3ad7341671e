#if canImport(Glibc)
import Glibc
#endif

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
