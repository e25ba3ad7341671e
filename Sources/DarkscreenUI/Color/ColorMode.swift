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

extension ColorMode {
    /// What a terminal offers, from its terminfo: colour count and the `RGB` flag.
    public static func available(hasColors: Bool, colors: Int, hasRGBFlag: Bool) -> ColorMode {
        guard hasColors else { return .none }
        if hasRGBFlag && colors >= 0x1000000 { return .direct }
        if colors >= 256 { return .indexed256 }
        if colors >= 16 { return .indexed16 }
        if colors >= 8 { return .indexed8 }
        return .none
    }

    /// The mode darkscreen uses. `--colors` (override) wins over `NO_COLOR` (as the NO_COLOR
    /// convention asks of command-line flags) but can never ask for more than the terminal has.
    public static func chosen(override: ColorMode?, noColor: Bool, available: ColorMode) -> ColorMode {
        if let override { return min(override, available) }
        return noColor ? .none : available
    }

    /// Whether `COLORTERM` says the terminal does 24-bit colour.
    /// The terminfo entry to try for direct colour when `TERM` has none: `xterm-256color` → `xterm-direct`.
    public static func directVariant(of term: String) -> String? {
        guard let base = term.split(separator: "-").first, !base.isEmpty, !term.hasSuffix("-direct") else { return nil }
        return base + "-direct"
    }
}

extension ColorMode: Comparable {
    public static func < (lhs: ColorMode, rhs: ColorMode) -> Bool {
        ordered.firstIndex(of: lhs)! < ordered.firstIndex(of: rhs)!
    }
}
