import DarkscreenPlatform
import DarkscreenCore
import DarkscreenTools
import TerminalAppearance

/// The COLORFGBG parser and the appearance resolver: any value answers light, dark or nothing,
/// never crashes, and agrees with the documented rule on the last field.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzColorFGBG(_ data: UnsafeRawPointer, _ size: Int) -> CInt {
    let text = String(decoding: UnsafeRawBufferPointer(start: data, count: size), as: UTF8.self)
    let answer = ColorFGBG.scheme(text)
    let fields = text.split(separator: ";", omittingEmptySubsequences: false)
    if let answer {
        precondition(fields.count == 2 || fields.count == 3)
        let last = Int(fields.last!)!
        precondition((answer == .dark) == ([0, 1, 2, 3, 4, 5, 6, 8].contains(last)))
    }
    let decision = AppearanceInputs(environment: text, detections: AppearanceResolution([ColorFGBG.report(text)])).decision
    precondition(decision.appearance == .light || decision.appearance == .dark)
    _ = AppearanceInputs(environment: text).environmentWarning
    return 0
}
