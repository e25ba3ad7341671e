import DarkscreenCore
import TerminalAppearance
import DarkscreenPlatform
import DarkscreenTools

/// The terminal's colours as `--apply terminal` has set them: the default background and
/// foreground (OSC 11/10) and the ANSI colours 0–15 (OSC 4). A colour that is nil is the
/// terminal's own, which darkscreen does not know (taken as xterm's default where needed).
public struct AppliedTerminalColors: Hashable, Sendable {
    public var background: RGB?
    public var foreground: RGB?
    /// ANSI colours 0–15.
    public var ansi: [RGB?]

    public init(background: RGB? = nil, foreground: RGB? = nil, ansi: [RGB?] = []) {
        self.background = background
        self.foreground = foreground
        self.ansi = (0..<16).map { $0 < ansi.count ? ansi[$0] : nil }
    }

    /// Nothing set: every colour is the terminal's own.
    public static let none = AppliedTerminalColors()

    /// What a set of colours for `--apply terminal` puts in the terminal.
    public init(_ set: TerminalColorSet) {
        self.init(background: set[.background], foreground: set[.foreground], ansi: (0..<16).map { set[.palette($0)] })
    }
}
