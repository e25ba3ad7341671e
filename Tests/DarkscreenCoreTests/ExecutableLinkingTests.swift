import Testing
@testable import DarkscreenCore
@testable import DarkscreenPlatform
@testable import DarkscreenTools

@Suite struct ExecutableLinkingTests {
    /// A minimal 64-bit little-endian ELF header followed by program headers of the given types.
    private func elf(type: UInt16, programHeaders: [UInt32]) -> [UInt8] {
        var bytes = [UInt8](repeating: 0, count: 64)
        bytes[0...5] = [0x7F, 0x45, 0x4C, 0x46, 2, 1]
        func put(_ value: Int, at offset: Int, size: Int) {
            for index in 0..<size { bytes[offset + index] = UInt8((value >> (8 * index)) & 0xFF) }
        }
        put(Int(type), at: 16, size: 2)
        put(64, at: 32, size: 8)
        put(56, at: 54, size: 2)
        put(programHeaders.count, at: 56, size: 2)
        for kind in programHeaders {
            var header = [UInt8](repeating: 0, count: 56)
            for index in 0..<4 { header[index] = UInt8((Int(kind) >> (8 * index)) & 0xFF) }
            bytes += header
        }
        return bytes
    }

    @Test("executable type and an interpreter header tell static, static-pie, dynamic PIE and dynamic apart")
    func kinds() {
        let load: UInt32 = 1, dynamic: UInt32 = 2, interpreter: UInt32 = 3
        #expect(ExecutableLinking(elfHeader: elf(type: 2, programHeaders: [load, load])) == .staticExecutable)
        #expect(ExecutableLinking(elfHeader: elf(type: 3, programHeaders: [load, dynamic])) == .staticPIE)
        #expect(ExecutableLinking(elfHeader: elf(type: 3, programHeaders: [load, interpreter, dynamic])) == .dynamicPIE)
        #expect(ExecutableLinking(elfHeader: elf(type: 2, programHeaders: [interpreter, load])) == .dynamic)
    }

    @Test("not an ELF executable, or program headers beyond the bytes read: nil, never a crash")
    func rejects() {
        #expect(ExecutableLinking(elfHeader: Array("#!/bin/sh\necho hello, this is not an ELF file at all........".utf8)) == nil)
        #expect(ExecutableLinking(elfHeader: elf(type: 1, programHeaders: [1])) == nil, "a relocatable object")
        #expect(ExecutableLinking(elfHeader: Array(elf(type: 2, programHeaders: [1, 3]).prefix(100))) == nil)
        #expect(ExecutableLinking(elfHeader: []) == nil)
    }

    @Test("program headers at the end of the file (where llvm-bolt writes them) are read from there")
    func headersElsewhere() throws {
        // The same executable with its two program headers moved 1 MiB into the file.
        var bytes = elf(type: 2, programHeaders: [1, 3])
        let headers = Array(bytes[64...])
        bytes = Array(bytes.prefix(64))
        for index in 0..<8 { bytes[32 + index] = UInt8(((1 << 20) >> (8 * index)) & 0xFF) }
        #expect(ExecutableLinking(elfHeader: bytes) == nil, "the headers are not in the bytes read")
        #expect(ExecutableLinking.programHeaders(elfHeader: bytes) == (1 << 20)..<(1 << 20) + 112)
        #expect(ExecutableLinking(elfHeader: bytes, programHeaders: headers) == .dynamic)
        #expect(ExecutableLinking(elfHeader: bytes, programHeaders: Array(headers.prefix(50))) == nil, "a short read")
    }
}
