/// How many colours the terminal can show; decides how an RGB colour reaches it.
public enum ColorMode: String, Sendable, CaseIterable {
    /// 24-bit: exact RGB.
    case direct
    /// The xterm 256-colour palette: nearest of the 6×6×6 cube and the grey ramp.
    case indexed256 = "256"
    /// The 16 ANSI colours.
    case indexed16 = "16"
    /// The 8 basic ANSI colours.
    case indexed8 = "8"
    /// No colour at all: state is shown through attributes.
    case none
}

extension ColorMode {
    /// From fewest colours to most.
    public static let ordered: [ColorMode] = [.none, .indexed8, .indexed16, .indexed256, .direct]
}
