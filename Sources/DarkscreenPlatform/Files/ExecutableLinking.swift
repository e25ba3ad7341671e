/// How an ELF executable is linked, read from its header and program headers: for
/// `darkscreen --version` (bug reports) and the install tests.
public enum ExecutableLinking: String, Sendable, Equatable {
    /// One file, no interpreter, fixed addresses (`-static-executable`, the default build).
    case staticExecutable = "static"
    /// One file, no interpreter, position-independent (loaded at a random address).
    case staticPIE = "static-pie"
    /// Needs the dynamic loader, position-independent (`make build-pie`).
    case dynamicPIE = "dynamic, PIE"
    /// Needs the dynamic loader, fixed addresses.
    case dynamic = "dynamic"

    /// The linking of the ELF file whose first bytes are `bytes` (its header and program headers;
    /// the first few KiB hold them in a linker's layout). Nil when they are not a 64-bit
    /// little-endian ELF executable or its program headers are not within `bytes`.
    public init?(elfHeader bytes: [UInt8]) {
        guard let headers = Self.programHeaders(elfHeader: bytes), headers.upperBound <= bytes.count else { return nil }
        self.init(elfHeader: bytes, programHeaders: Array(bytes[headers]))
    }

    /// `programHeaders`: the bytes at `programHeaders(elfHeader:)` of the same file, wherever they
    /// lie (a post-link optimiser such as llvm-bolt writes them at the end of the file).
    public init?(elfHeader bytes: [UInt8], programHeaders: [UInt8]) {
        guard let headers = Self.programHeaders(elfHeader: bytes), programHeaders.count == headers.count else { return nil }
        let type = Self.integer(bytes, at: 16, size: 2), headerSize = Self.integer(bytes, at: 54, size: 2)
        let programInterpreter = 3
        let hasInterpreter = stride(from: 0, to: programHeaders.count, by: headerSize).contains {
            Self.integer(programHeaders, at: $0, size: 4) == programInterpreter
        }
        switch (type == 3, hasInterpreter) {
        case (false, false): self = .staticExecutable
        case (true, false): self = .staticPIE
        case (true, true): self = .dynamicPIE
        case (false, true): self = .dynamic
        }
    }

    /// Where the program headers of the ELF executable with this header lie in the file; nil when
    /// `bytes` does not start a 64-bit little-endian ELF executable (or shared object).
    static func programHeaders(elfHeader bytes: [UInt8]) -> Range<Int>? {
        guard bytes.count >= 64, bytes[0] == 0x7F, bytes[1] == 0x45, bytes[2] == 0x4C, bytes[3] == 0x46,
            bytes[4] == 2, bytes[5] == 1
        else { return nil }
        let type = integer(bytes, at: 16, size: 2), headerCount = integer(bytes, at: 56, size: 2)
        let headersAt = integer(bytes, at: 32, size: 8), headerSize = integer(bytes, at: 54, size: 2)
        guard type == 2 || type == 3, headerSize >= 4, headersAt >= 64, headersAt < Int.max / 2 else { return nil }
        return headersAt..<headersAt + headerSize * headerCount
    }

    /// The little-endian integer of `size` bytes at `offset`.
    private static func integer(_ bytes: [UInt8], at offset: Int, size: Int) -> Int {
        (0..<size).reduce(0) { $0 | Int(bytes[offset + $1]) << (8 * $1) }
    }

    /// The running executable's linking (nil when /proc/self/exe cannot be read).
    public static func ofRunningExecutable() -> ExecutableLinking? {
        guard let path = FileSystem.executablePath(),
            let head = try? FileSystem.readHead(at: path, count: 16 * 1024),
            let headers = programHeaders(elfHeader: head.bytes)
        else { return nil }
        if headers.upperBound <= head.bytes.count { return ExecutableLinking(elfHeader: head.bytes) }
        guard let read = try? FileSystem.readBytes(at: path, offset: headers.lowerBound, count: headers.count) else { return nil }
        return ExecutableLinking(elfHeader: head.bytes, programHeaders: read)
    }
}
