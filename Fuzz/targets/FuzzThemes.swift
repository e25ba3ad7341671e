import DarkscreenPlatform
import DarkscreenCore
import DarkscreenTools

/// The themes.json decoder and validator: any bytes must give themes or diagnostics, never a
/// crash; every diagnostic must be printable (no raw control characters).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzThemes(_ data: UnsafeRawPointer, _ size: Int) -> CInt {
    let bytes = Array(UnsafeRawBufferPointer(start: data, count: size))
    let (themes, diagnostics) = ThemeDecoder.check(bytes, file: "fuzz.json")
    for diagnostic in diagnostics {
        precondition(!diagnostic.description.unicodeScalars.contains(where: SafeText.isControl))
    }
    for theme in themes {
        for appearance in [Appearance.light, .dark] { _ = theme.colors.resolved(for: appearance) }
    }
    return 0
}
