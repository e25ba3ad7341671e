import CNcursesw
import DarkscreenCore
import DarkscreenUI

/// What the terminal can do, read once after start-up and passed down; nothing reads the
/// curses globals later.
public struct TerminalCapabilities: Sendable, Equatable {
    public var colorMode: ColorMode
    public var colorPairs: Int
    public var backColorErase: Bool
    /// Whether the locale is UTF-8 (else ASCII stand-ins for ✓ │ …).
    public var isUTF8: Bool

    /// Reads the terminal's abilities (after `start_color()`), then applies `NO_COLOR` and the
    /// `--colors` override, which can ask for less than the terminal has but never more.
    @MainActor
    static func detect(override: ColorMode?, isUTF8: Bool) -> TerminalCapabilities {
        let available = availableMode()
        let mode: ColorMode
        if let override {
            mode = ColorMode.ordered[min(ColorMode.ordered.firstIndex(of: override)!, ColorMode.ordered.firstIndex(of: available)!)]
        } else if !(FileSystem.environment("NO_COLOR") ?? "").isEmpty {
            mode = .none
        } else {
            mode = available
        }
        return TerminalCapabilities(colorMode: mode, colorPairs: has_colors() ? Int(ds_color_pairs()) : 0,
                                    backColorErase: ds_has_bce() != 0, isUTF8: isUTF8)
    }

    @MainActor
    private static func availableMode() -> ColorMode {
        guard has_colors() else { return .none }
        let colors = Int(ds_colors())
        if ds_has_rgb_flag() != 0 && colors >= 0x1000000 { return .direct }
        if colors >= 256 { return .indexed256 }
        if colors >= 16 { return .indexed16 }
        if colors >= 8 { return .indexed8 }
        return .none
    }
}
