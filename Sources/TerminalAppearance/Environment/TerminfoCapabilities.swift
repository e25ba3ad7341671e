#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads just enough of a compiled terminfo entry to know whether a terminal can address the
/// cursor (`cup`): without it a terminal is too simple to be asked anything.
public enum TerminfoCapabilities {
    /// True/false when the entry is found; nil when no entry for `term` is found. Read once per
    /// process for a name and search path: the start checks TERM and the probe asks again.
    public static func hasCursorAddressing(term: String, environment: [String: String]) -> Bool? {
        guard !term.isEmpty, !term.contains("/"), term.utf8.first != nil else { return nil }
        let directories = searchPath(environment)
        // Not `joined(separator:)`: its unspecialised generic path makes the runtime scan every
        // protocol conformance of the binary (DECISIONS.md "Peak RSS: the executable's pages").
        var key = term
        for directory in directories { key += "\u{0}" + directory }
        if let known = answers.withLock({ $0[key] }) { return known }
        let answer = lookUp(term: term, in: directories)
        answers.withLock { $0[key] = answer }
        return answer
    }

    /// What `hasCursorAddressing` found, by TERM and search path.
    private static let answers = Locked<[String: Bool?]>([:])

    private static func lookUp(term: String, in directories: [String]) -> Bool? {
        guard let first = term.utf8.first else { return nil }
        for directory in directories {
            let letter = String(UnicodeScalar(first))
            let hex = hexName(first)
            for path in ["\(directory)/\(letter)/\(term)", "\(directory)/\(hex)/\(term)"] {
                if let bytes = readSmallFile(path) { return cupPresent(in: bytes) }
            }
        }
        return nil
    }

    /// The byte in lowercase hexadecimal ("78" for "x"), ncurses' other folder name. Not
    /// `String(_:radix:)`: its generic code makes the runtime scan every protocol conformance of the
    /// binary at start (DECISIONS.md "Peak RSS: the executable's pages").
    static func hexName(_ byte: UInt8) -> String {
        let digits: [Unicode.Scalar] = ["0", "1", "2", "3", "4", "5", "6", "7", "8", "9", "a", "b", "c", "d", "e", "f"]
        var name = String.UnicodeScalarView()
        if byte >= 16 { name.append(digits[Int(byte >> 4)]) }
        name.append(digits[Int(byte & 15)])
        return String(name)
    }

    static func searchPath(_ environment: [String: String]) -> [String] {
        var directories: [String] = []
        if let own = environment["TERMINFO"], !own.isEmpty { directories.append(own) }
        if let home = environment["HOME"], home.hasPrefix("/") { directories.append(home + "/.terminfo") }
        if let list = environment["TERMINFO_DIRS"] {
            directories += list.split(separator: ":", omittingEmptySubsequences: false).map { $0.isEmpty ? "/usr/share/terminfo" : String($0) }
        }
        return directories + ["/etc/terminfo", "/lib/terminfo", "/usr/share/terminfo", "/usr/lib/terminfo"]
    }

    /// `cup` is string capability 10 in the compiled format (legacy and 32-bit numbers).
    static func cupPresent(in bytes: [UInt8]) -> Bool? {
        func short(_ at: Int) -> Int? {
            guard at + 1 < bytes.count else { return nil }
            let value = Int(bytes[at]) | Int(bytes[at + 1]) << 8
            return value >= 0x8000 ? value - 0x10000 : value
        }
        guard let magic = short(0), magic == 0o432 || magic == 0o1036, let namesSize = short(2), let boolCount = short(4),
            let numberCount = short(6), let stringCount = short(8), namesSize >= 0, boolCount >= 0, numberCount >= 0
        else { return nil }
        guard stringCount > 10 else { return false }
        var offset = 12 + namesSize + boolCount
        if offset % 2 == 1 { offset += 1 }
        offset += numberCount * (magic == 0o1036 ? 4 : 2)
        guard let cup = short(offset + 2 * 10) else { return nil }
        return cup >= 0
    }

    static func readSmallFile(_ path: String) -> [UInt8]? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else { return nil }
        defer { _ = Glibc.close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG else { return nil }
        var buffer = [UInt8](repeating: 0, count: 8192)
        let count = buffer.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
        return count > 0 ? Array(buffer[0..<count]) : nil
    }
}
