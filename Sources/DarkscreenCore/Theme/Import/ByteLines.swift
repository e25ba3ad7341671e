import DarkscreenPlatform
/// A theme file's text as UTF-8 bytes, cut into lines and trimmed without Swift's Character
/// (grapheme) machinery: the line-based formats and format detection look only at ASCII (`#`,
/// `=`, `[`, spaces), and walking graphemes cost 1.3 M instructions per file (a folder of 500
/// theme files took 70 ms). UTF-8 never puts an ASCII byte inside a multi-byte character, so
/// cutting at these bytes keeps every character whole. Lines end at LF; a CR before it is trimmed.
struct ByteLines {
    let bytes: [UInt8]

    init(_ text: String) { bytes = Array(text.utf8) }
    init(_ bytes: [UInt8]) { self.bytes = bytes }

    /// Each line with its number (from 1), as a slice of `bytes`.
    /// A reader stops by throwing (its error is rethrown as it is).
    func forEach<Failure: Error>(_ body: (_ number: Int, _ line: ArraySlice<UInt8>) throws(Failure) -> Void) throws(Failure) {
        var start = 0, number = 1
        while start <= bytes.count {
            let end = bytes[start...].firstIndex(of: 0x0A) ?? bytes.count
            try body(number, bytes[start..<end])
            start = end + 1
            number += 1
        }
    }

    /// Whether `needle` (ASCII) occurs anywhere in the text.
    func contains(_ needle: String) -> Bool {
        Self.contains(bytes[...], needle)
    }

    /// Whether `needle` (ASCII) occurs anywhere in `bytes` (without the generic `firstRange(of:)`,
    /// whose first call costs a protocol-conformance lookup).
    static func contains(_ bytes: ArraySlice<UInt8>, _ needle: String) -> Bool {
        let pattern = Array(needle.utf8)
        guard let first = pattern.first, pattern.count <= bytes.count else { return pattern.isEmpty }
        var index = bytes.startIndex
        let last = bytes.endIndex - pattern.count
        while index <= last {
            guard let found = bytes[index...last].firstIndex(of: first) else { return false }
            if bytes[found..<(found + pattern.count)].elementsEqual(pattern) { return true }
            index = found + 1
        }
        return false
    }

    static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0D || byte == 0x0B || byte == 0x0C
    }

    /// Without leading and trailing ASCII white space (and CR).
    static func trimmed(_ line: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
        guard let start = line.firstIndex(where: { !isSpace($0) }), let end = line.lastIndex(where: { !isSpace($0) }) else {
            return line[line.endIndex...]
        }
        return line[start...end]
    }

    static func string(_ bytes: ArraySlice<UInt8>) -> String {
        String(decoding: bytes, as: UTF8.self)
    }
}
