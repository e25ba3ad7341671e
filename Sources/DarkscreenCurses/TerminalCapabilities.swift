import CNcursesw
import DarkscreenCore
import DarkscreenUI
import DarkscreenPlatform
import DarkscreenTools

/// What the terminal can do, read once after start-up and passed down; nothing reads the
/// curses globals later.
public struct TerminalCapabilities: Sendable, Equatable {
    public var colorMode: ColorMode
    public var colorPairs: Int
    public var backColorErase: Bool
    /// Whether the locale is UTF-8 (else ASCII stand-ins for ✓ │ …).
    public var isUTF8: Bool
    /// The terminfo entry in use (may be a `-direct` variant of TERM, see `CursesTerminal.start`).
    public var terminalName: String
    /// The terminfo entry is direct colour (colour numbers from 8 up are 0xRRGGBB), whatever mode is used.
    public var isDirectTerminal: Bool = false

    /// Reads the terminal's abilities, decides the colour mode (`NO_COLOR`, `--colors`), and
    /// starts colour only when it will be used, so a colourless run writes no colour at all.
    @MainActor
    static func detect(override: ColorMode?, isUTF8: Bool, terminalName: String) -> TerminalCapabilities {
        let available = ColorMode.available(hasColors: has_colors(), colors: Int(ds_terminfo_colors()), hasRGBFlag: ds_has_rgb_flag() != 0)
        let mode = ColorMode.chosen(override: override, noColor: Environment.process.noColor, available: available)
        var pairs = 0
        if mode != .none {
            start_color()
            pairs = Int(ds_color_pairs())
        }
        return TerminalCapabilities(
            colorMode: mode, colorPairs: pairs, backColorErase: ds_has_bce() != 0,
            isUTF8: isUTF8, terminalName: terminalName, isDirectTerminal: available == .direct)
    }
}

/// The ncurses library darkscreen was linked with (for `darkscreen --version`).
public enum CursesLibrary {
    /// ncurses' own version string, e.g. "ncurses 6.4.20221231".
    public static var version: String {
        String(cString: curses_version())
    }
}
