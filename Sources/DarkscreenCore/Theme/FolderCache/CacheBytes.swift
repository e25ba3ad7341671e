#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif
import DarkscreenPlatform

/// The theme folder cache's binary form, written by hand (decoding 500 themes through a JSON
/// decoder costs milliseconds; this costs microseconds): fixed-width little-endian integers, a
/// string as its UTF-8 length (32 bits) and bytes, an absent string as the length 0xFFFF_FFFF.
struct CacheWriter {
    private(set) var bytes: [UInt8] = []

    init(capacity: Int = 0) {
        bytes.reserveCapacity(capacity)
    }

    mutating func u8(_ value: UInt8) { bytes.append(value) }
    mutating func u32(_ value: UInt32) { withUnsafeBytes(of: value.littleEndian) { bytes += $0 } }
    mutating func u64(_ value: UInt64) { withUnsafeBytes(of: value.littleEndian) { bytes += $0 } }
    mutating func i64(_ value: Int64) { u64(UInt64(bitPattern: value)) }
    mutating func count(_ value: Int) { u32(UInt32(clamping: value)) }
    mutating func raw(_ other: [UInt8]) { bytes += other }

    mutating func string(_ value: String) {
        var value = value
        value.withUTF8 { utf8 in
            count(utf8.count)
            bytes += utf8
        }
    }

    mutating func optionalString(_ value: String?) {
        if let value { string(value) } else { u32(CacheReader.absent) }
    }
}

/// Reads what `CacheWriter` wrote, checking every length against what is left: a short or
/// damaged input throws `Malformed` (never reads out of bounds, never allocates more than the
/// input could hold).
struct CacheReader {
    struct Malformed: Error {}
    static let absent = UInt32.max

    private let bytes: UnsafeRawBufferPointer
    private(set) var offset: Int

    init(_ bytes: UnsafeRawBufferPointer, offset: Int = 0) {
        self.bytes = bytes
        self.offset = offset
    }

    var remaining: Int { bytes.count - offset }

    private mutating func take(_ size: Int) throws(Malformed) -> Int {
        guard size >= 0, size <= remaining else { throw Malformed() }
        defer { offset += size }
        return offset
    }

    mutating func u8() throws(Malformed) -> UInt8 { bytes[try take(1)] }
    mutating func u32() throws(Malformed) -> UInt32 {
        UInt32(littleEndian: bytes.loadUnaligned(fromByteOffset: try take(4), as: UInt32.self))
    }
    mutating func u64() throws(Malformed) -> UInt64 {
        UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: try take(8), as: UInt64.self))
    }
    mutating func i64() throws(Malformed) -> Int64 { Int64(bitPattern: try u64()) }

    /// A count of things each at least `minimumSize` bytes long: more than the rest could hold is malformed.
    mutating func count(minimumSize: Int) throws(Malformed) -> Int {
        let value = Int(try u32())
        guard value <= remaining / max(1, minimumSize) else { throw Malformed() }
        return value
    }

    mutating func string() throws(Malformed) -> String {
        guard let value = try optionalString() else { throw Malformed() }
        return value
    }

    mutating func optionalString() throws(Malformed) -> String? {
        let length = try u32()
        if length == Self.absent { return nil }
        let start = try take(Int(length))
        return String(decoding: UnsafeRawBufferPointer(rebasing: bytes[start..<start + Int(length)]), as: UTF8.self)
    }

    /// The next optional string's bytes, in place (nil: absent).
    mutating func optionalStringSpan() throws(Malformed) -> UnsafeRawBufferPointer? {
        let length = try u32()
        if length == Self.absent { return nil }
        return try span(Int(length))
    }

    /// The bytes from `start` to where the reader is, in place.
    func span(from start: Int) throws(Malformed) -> UnsafeRawBufferPointer {
        guard start >= 0, start <= offset else { throw Malformed() }
        return UnsafeRawBufferPointer(rebasing: bytes[start..<offset])
    }

    /// The next `count` bytes.
    mutating func bytes(count: Int) throws(Malformed) -> [UInt8] {
        Array(try span(count))
    }

    /// The next `count` bytes, in place.
    mutating func span(_ count: Int) throws(Malformed) -> UnsafeRawBufferPointer {
        let start = try take(count)
        return UnsafeRawBufferPointer(rebasing: bytes[start..<start + count])
    }

    /// The next `count` bytes equal `expected`.
    mutating func expect(_ expected: [UInt8]) throws(Malformed) {
        let start = try take(expected.count)
        guard !expected.isEmpty else { return }
        let matches = expected.withUnsafeBytes { memcmp($0.baseAddress!, bytes.baseAddress! + start, $0.count) == 0 }
        guard matches else { throw Malformed() }
    }
}
