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
    /// the first few KiB hold them in every linker's layout). Nil when they are not a 64-bit
    /// little-endian ELF executable or its program headers are not within `bytes`.
    public init?(elfHeader bytes: [UInt8]) {
        guard bytes.count >= 64, bytes[0] == 0x7F, bytes[1] == 0x45, bytes[2] == 0x4C, bytes[3] == 0x46,
            bytes[4] == 2, bytes[5] == 1
        else { return nil }
        func integer(_ offset: Int, _ size: Int) -> Int {
            (0..<size).reduce(0) { $0 | Int(bytes[offset + $1]) << (8 * $1) }
        }
        let type = integer(16, 2)
        let headersAt = integer(32, 8), headerSize = integer(54, 2), headerCount = integer(56, 2)
        guard type == 2 || type == 3, headerSize >= 4, headersAt + headerSize * headerCount <= bytes.count else { return nil }
        let programInterpreter = 3
        let hasInterpreter = (0..<headerCount).contains { integer(headersAt + $0 * headerSize, 4) == programInterpreter }
        switch (type == 3, hasInterpreter) {
        case (false, false): self = .staticExecutable
        case (true, false): self = .staticPIE
        case (true, true): self = .dynamicPIE
        case (false, true): self = .dynamic
        }
    }

    /// The running executable's linking (nil when /proc/self/exe cannot be read).
    public static func ofRunningExecutable() -> ExecutableLinking? {
        guard let path = FileSystem.executablePath(),
            let head = try? FileSystem.readHead(at: path, count: 16 * 1024)
        else { return nil }
        return ExecutableLinking(elfHeader: head.bytes)
    }
}
