import DarkscreenUI

/// The input decoder: keys, mouse, 997 reports, OSC 11 replies. Any byte stream decodes without
/// crashing, and decoding it split at any boundary gives the same events as decoding it whole.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzInput(_ data: UnsafeRawPointer, _ size: Int) -> CInt {
    let bytes = UnsafeRawBufferPointer(start: data, count: size)
    let scalars = Array(String(decoding: bytes, as: UTF8.self).unicodeScalars)
    var whole = InputDecoder()
    let expected = whole.feed(scalars) + whole.flush()
    let cut = scalars.isEmpty ? 0 : Int(bytes[0]) % (scalars.count + 1)
    var split = InputDecoder()
    let events = split.feed(scalars[..<cut]) + split.feed(scalars[cut...]) + split.flush()
    precondition(events == expected, "split at \(cut) changed the events")
    return 0
}
