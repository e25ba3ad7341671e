import DarkscreenPlatform
import DarkscreenCore
import DarkscreenTools

/// The settings decoder: any bytes give settings or a clear error, never a crash; settings that
/// parse survive a write and a re-read unchanged (nothing the user saved is lost), and their
/// typed accessors never crash.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSettings(_ data: UnsafeRawPointer, _ size: Int) -> CInt {
    let bytes = Array(UnsafeRawBufferPointer(start: data, count: size))
    guard let settings = try? Settings.parse(bytes) else { return 0 }
    _ = (settings.themeName, settings.appearance, settings.splitRatio, settings.listOnRight)
    let again = try? Settings.parse(Array(settings.encoded.utf8))
    precondition(again?.encoded == settings.encoded, "a write and a re-read changed the settings")
    var changed = settings
    changed.themeName = "Outrun"
    precondition((try? Settings.parse(Array(changed.encoded.utf8)))?.themeName == "Outrun")
    return 0
}
