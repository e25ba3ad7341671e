import DarkscreenPlatform
import DarkscreenCore
import DarkscreenTools

/// The colour parser and HSB maths: parsing never crashes; a parsed colour round-trips; darken
/// and lighten stay in range for any amount.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzColor(_ data: UnsafeRawPointer, _ size: Int) -> CInt {
    let bytes = UnsafeRawBufferPointer(start: data, count: size)
    let text = String(decoding: bytes, as: UTF8.self)
    if let rgb = RGB(hex: text) {
        precondition(RGB(hex: rgb.hex) == rgb)
        let amount = Double(bytes.first ?? 0) / 200 - 0.1
        _ = rgb.darkened(by: amount)
        _ = rgb.lightened(by: amount)
        precondition(RGB(hsb: rgb.hsb) == rgb)
    }
    _ = SafeText.escaped(text)
    return 0
}
