import DarkscreenPlatform
import DarkscreenCore
/// A context's tint, derived from the theme and variant in force: the background's hue moved to
/// the rule's hue in OKLCH with its lightness kept (within `darkRange` or `lightRange`) and a calm
/// chroma, as much as sRGB allows;
/// then every text colour is checked on the tinted background — the foreground (`primary`), the
/// `secondary` role, and the 16 ANSI colours — and one that would fall below the
/// `minimumContrast` floor (WCAG 2 ratio or APCA Lc, as the setting says), or come closer than
/// `lensSeparation` to the tint under any of the three colour-vision lenses, has its lightness
/// moved away from the background just far enough (as `derive` does). The chromatic ANSI colours
/// and the two text roles must pass; black, white and the greys (0, 7, 8, 15) must pass where
/// they passed on the theme's own background (they are meant to sit near the background or the
/// text, and are left as the theme had them otherwise).
public struct TintedColors: Hashable, Sendable {
    public var background: RGB
    public var foreground: RGB
    public var secondary: RGB
    /// The 16 ANSI colours.
    public var palette: [RGB]
    /// The colours whose lightness was moved ("palette 1", "primary").
    public var moved: [String]

    public init(background: RGB, foreground: RGB, secondary: RGB, palette: [RGB], moved: [String]) {
        self.background = background
        self.foreground = foreground
        self.secondary = secondary
        self.palette = palette
        self.moved = moved
    }

    /// Every text colour with its name.
    public var texts: [(name: String, color: RGB)] {
        [("primary", foreground), ("secondary", secondary)] + palette.enumerated().map { ("palette \($0.offset)", $0.element) }
    }
}

public enum ContextTint {
    /// The tint's chroma (OKLCH) on a dark and on a light background: visible, not loud.
    public static let chroma = (dark: 0.05, light: 0.035, most: 0.08)
    /// The tint's OKLCH lightness: the background's own, kept within these ranges (black and white
    /// hold no hue; a background near the middle leaves text no room to reach the floor and stay
    /// distinct, so it is taken to the nearer side of its own kind).
    /// A floor above 4.5:1 (or Lc 60) asks for more room: the ranges close in toward their ends.
    public static let darkRange = 0.17...0.40
    public static let lightRange = 0.80...0.95

    static func range(light: Bool, floor: ContrastFloor) -> ClosedRange<Double> {
        let beyond: Double =
            switch floor {
            case .wcag(let ratio): max(0, ratio - 4.5) / 4.5
            case .apca(let lc): max(0, lc - 60) / 30
            }
        if light { return min(0.90, lightRange.lowerBound + 0.1 * beyond)...lightRange.upperBound }
        return darkRange.lowerBound...max(0.25, darkRange.upperBound - 0.15 * beyond)
    }
    /// The least OKLab ΔE between a text colour and the tint under each colour-vision lens.
    public static let lensSeparation = 0.12
    /// The lenses a tint is checked under.
    public static let lenses: [ColorVision] = [.protanopia, .deuteranopia, .tritanopia]

    /// The hue a choice stands for: its degrees, or the hue of the named theme's background in
    /// `appearance` (its `secondary` when the background is grey). Nil for a theme not found.
    public static func hue(_ choice: TintChoice, appearance: Appearance, theme lookup: (String) -> Theme?) -> Double? {
        switch choice {
        case .hue(let degrees): return degrees
        case .theme(let name):
            guard let theme = lookup(name) else { return nil }
            let colors = theme.colors.resolved(for: appearance)
            let background = OKLab(colors.background)
            return background.chroma >= 0.02 ? background.hue : OKLab(colors.secondary).hue
        }
    }

    /// `theme` in `appearance`, tinted toward `hue`, every text colour legible at `floor`.
    public static func tinted(_ theme: Theme, appearance: Appearance, hue: Double, floor: ContrastFloor) -> TintedColors {
        let scheme = ExportScheme(theme, appearance: appearance)
        return tinted(
            background: scheme.background, foreground: scheme.foreground,
            secondary: theme.colors.resolved(for: appearance).secondary, palette: scheme.palette, hue: hue, floor: floor)
    }

    public static func tinted(background: RGB, foreground: RGB, secondary: RGB, palette: [RGB], hue: Double, floor: ContrastFloor) -> TintedColors {
        let lab = OKLab(background)
        // Light or dark by the theme's own text: a light background holds darker text.
        let light = background.relativeLuminance > foreground.relativeLuminance
        let range = Self.range(light: light, floor: floor)
        let lightness = min(max(lab.lightness, range.lowerBound), range.upperBound)
        let wanted = light ? chroma.light : chroma.dark
        let tint = OKLab.inGamut(lightness: lightness, chroma: max(wanted, min(lab.chroma, chroma.most)), hue: hue).rgb
        var moved: [String] = []
        let chromatic = Set(ThemeContrastRepair.paletteIndices)
        var done: [(original: RGB, now: RGB)] = []
        func legible(_ name: String, _ color: RGB, mustPass: Bool) -> RGB {
            guard mustPass || floor.isMet(text: color, on: background) else { return color }
            // Kept apart from the colours already placed that the theme keeps apart (a colour and
            // its bright twin pushed to the same lightness would become one).
            let others = done
            let fixed = legibleOnTint(color, on: tint, floor: floor) { candidate in
                others.allSatisfy { keptApart(original: ($0.original, color), now: ($0.now, candidate)) }
            }
            if fixed != color { moved.append(name) }
            done.append((color, fixed))
            return fixed
        }
        let newPalette = palette.enumerated().map { legible("palette \($0.offset)", $0.element, mustPass: chromatic.contains($0.offset)) }
        return TintedColors(
            background: tint, foreground: legible("primary", foreground, mustPass: true),
            secondary: legible("secondary", secondary, mustPass: true), palette: newPalette, moved: moved)
    }

    /// Two colours a theme keeps apart (ΔE `pairApart` or more under a lens) stay at least
    /// `pairKept` apart under that lens on the tint.
    public static let pairApart = 0.04
    public static let pairKept = 0.02

    /// Whether `now` keeps apart what `original` kept apart, lens by lens.
    public static func keptApart(original: (RGB, RGB), now: (RGB, RGB)) -> Bool {
        lenses.allSatisfy { lens in
            func distance(_ pair: (RGB, RGB)) -> Double { OKLab(lens.simulate(pair.0)).distance(to: OKLab(lens.simulate(pair.1))) }
            return distance(original) < pairApart || distance(now) >= pairKept
        }
    }

    /// `text` moved in lightness until it meets `floor` on `tint`, stays `lensSeparation` apart
    /// from it under every lens, and `apart` holds (the floor is raised a step at a time; black or
    /// white at the end).
    static func legibleOnTint(_ text: RGB, on tint: RGB, floor: ContrastFloor, apart: (RGB) -> Bool = { _ in true }) -> RGB {
        var raised = floor
        var last = text
        for _ in 0..<60 {
            let candidate = ThemeContrastRepair.repaired(text, on: tint, floor: raised)
            last = candidate
            if isApartUnderLenses(candidate, tint) && apart(candidate) { return candidate }
            switch raised {
            case .wcag(let ratio): raised = .wcag(min(21, ratio + 0.25))
            case .apca(let lc): raised = .apca(min(108, lc + 2))
            }
        }
        return isApartUnderLenses(last, tint) && floor.isMet(text: last, on: tint) ? last : (OKLab(tint).lightness > 0.5 ? .black : .white)
    }

    /// Whether `text` and `background` stay apart under each lens.
    public static func isApartUnderLenses(_ text: RGB, _ background: RGB) -> Bool {
        lenses.allSatisfy { OKLab($0.simulate(text)).distance(to: OKLab($0.simulate(background))) >= lensSeparation }
    }

    /// The text colours that fall short on the tint (for `darkscreen context`): below the floor,
    /// or too close to the tint under a lens, of those that must pass.
    public static func shortfalls(_ colors: TintedColors, original background: RGB, floor: ContrastFloor) -> [String] {
        let chromatic = Set(ThemeContrastRepair.paletteIndices.map { "palette \($0)" })
        return colors.texts.compactMap { name, color in
            let mustPass = name == "primary" || name == "secondary" || chromatic.contains(name)
            guard mustPass || floor.isMet(text: color, on: background) || colors.moved.contains(name) else { return nil }
            return floor.isMet(text: color, on: colors.background) && isApartUnderLenses(color, colors.background) ? nil : name
        }
    }
}
