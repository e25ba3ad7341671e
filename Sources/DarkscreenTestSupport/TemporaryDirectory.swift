#if canImport(Glibc)
    import Glibc
#endif
import DarkscreenCore
import DarkscreenPlatform
import DarkscreenTools

/// A fresh folder under /tmp for one test (both test targets use it), removed when the value is released.
public final class TemporaryDirectory {
    public let path: String

    public init() {
        var template = Array("/tmp/darkscreen-test-XXXXXX".utf8CString)
        let made = template.withUnsafeMutableBufferPointer { mkdtemp($0.baseAddress!) }
        precondition(made != nil, "mkdtemp failed")
        path = String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    deinit {
        _ = system("rm -rf '\(path)'")
    }

    public func write(_ text: String, to name: String) {
        try! FileSystem.writeAtomically(Array(text.utf8), to: path + "/" + name)
    }

    public func read(_ name: String) -> String? {
        (try? FileSystem.readBytes(at: path + "/" + name)).map { String(decoding: $0, as: UTF8.self) }
    }

    /// Names in the folder (including hidden ones), sorted.
    public func listing(_ folder: String = "") -> [String] {
        guard let dir = opendir(folder.isEmpty ? path : path + "/" + folder) else { return [] }
        defer { closedir(dir) }
        var names: [String] = []
        while let entry = readdir(dir) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            if name != "." && name != ".." { names.append(name) }
        }
        return names.sorted()
    }
}
