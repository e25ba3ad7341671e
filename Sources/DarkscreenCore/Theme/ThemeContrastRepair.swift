import DarkscreenPlatform
/// A legible variant of a theme (`darkscreen derive NAME --contrast FLOOR`): every text colour
/// below the floor on the background — primary, secondary and the chromatic ANSI colours (1–6,
/// 9–14; black, white and the greys are meant to sit near the background or the text) — moved
/// in OKLCH lightness only, away from the background, just far enough to pass; hue kept, chroma
/// kept as far as sRGB allows. Colours that pass are not touched.
public enum ThemeContrastRepair {
    /// The ANSI colours repaired: the chromatic ones.
    public static let paletteIndices = [1, 2, 3, 4, 5, 6, 9, 10, 11, 12, 13, 14]

    public static func repaired(_ theme: Theme, floor: ContrastFloor, name: String) -> Theme {
        var derived = theme
        derived.name = name
        for role in [ThemeRole.primary, .secondary] {
            derived.colors[role] = repaired(theme.colors[role], on: theme.colors[.background], floor: floor)
        }
        if var palette = theme.palette {
            for index in paletteIndices {
                palette[index] = repaired(palette[index], on: theme.colors[.background], floor: floor)
            }
            derived.palette = palette
        }
        return derived
    }

    /// What a repaired theme reaches: the least figure of the colours `repaired` moves, in the
    /// floor's measure, and which of them fall short of the floor ("primary (dark)"). A colour
    /// that cannot pass on its background (a mid-grey background and a ratio of 21) is left at
    /// white or black and falls short.
    public static func reached(_ variant: Theme, floor: ContrastFloor) -> (least: Double, short: [String]) {
        var least = Double.infinity
        var short: [String] = []
        func check(_ label: String, _ color: DynamicColor) {
            let background = variant.colors[.background]
            for (appearance, text, on) in [("light", color.light, background.light), ("dark", color.dark, background.dark)] {
                let figure = floor.figure(text: text, on: on)
                least = min(least, figure)
                if !floor.isMet(text: text, on: on) { short.append("\(label) (\(appearance))") }
            }
        }
        for role in [ThemeRole.primary, .secondary] { check(role.rawValue, variant.colors[role]) }
        if let palette = variant.palette {
            for index in paletteIndices { check("palette \(index)", palette[index]) }
        }
        return (least, short)
    }

    static func repaired(_ color: DynamicColor, on background: DynamicColor, floor: ContrastFloor) -> DynamicColor {
        DynamicColor(
            light: repaired(color.light, on: background.light, floor: floor),
            dark: repaired(color.dark, on: background.dark, floor: floor))
    }

    /// `text` unchanged when it passes on `background`; else the least lightness change that passes
    /// (towards white or black, whichever stands further from the background), or that extreme.
    public static func repaired(_ text: RGB, on background: RGB, floor: ContrastFloor) -> RGB {
        guard !floor.isMet(text: text, on: background) else { return text }
        let lab = OKLab(text)
        let towardsWhite = distance(.white, background, floor) >= distance(.black, background, floor)
        func candidate(_ lightness: Double) -> RGB {
            OKLab.inGamut(lightness: lightness, chroma: lab.chroma, hue: lab.hue).rgb
        }
        var passing = towardsWhite ? 1.0 : 0.0
        guard floor.isMet(text: candidate(passing), on: background) else { return towardsWhite ? .white : .black }
        var failing = lab.lightness
        for _ in 0..<30 {
            let middle = (passing + failing) / 2
            if floor.isMet(text: candidate(middle), on: background) { passing = middle } else { failing = middle }
        }
        return candidate(passing)
    }

    private static func distance(_ text: RGB, _ background: RGB, _ floor: ContrastFloor) -> Double {
        switch floor {
        case .wcag: text.contrastRatio(with: background)
        case .apca: abs(text.apcaContrast(on: background))
        }
    }
}
