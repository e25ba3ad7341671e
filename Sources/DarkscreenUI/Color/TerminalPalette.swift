import DarkscreenCore
import DarkscreenPlatform
import DarkscreenTools

/// Maps RGB colours to the colour numbers a terminal of a given colour mode can show, without
/// ever changing the terminal's palette. Indexed results are palette indexes (-1: the terminal's
/// default colour); direct results are 0xRRGGBB values (nudged off 0…7, which ncurses would take
/// as palette colours).
///
/// On 8 and 16 colours a colour maps to the ANSI colour of its family (`ColorFamily`: a navy to
/// blue, a purple to magenta, a near-grey to black, grey or white), the one nearest in lightness,
/// and text is kept legible on the background it got (see `pair`). With `--apply terminal` the
/// colours darkscreen set are what the numbers show (`applied`): the theme's background and
/// primary map to the default colours, its ANSI colours to their slots.
public struct TerminalPalette: Sendable {
    public let mode: ColorMode
    /// What darkscreen set in the terminal (`--apply terminal`); `.none` otherwise.
    public let applied: AppliedTerminalColors
    private var cache: [UInt32: Int32] = [:]
    private var pairCache: [UInt64: Pair] = [:]
    private var candidateCache: [Bool: [Candidate]] = [:]

    public typealias Pair = (foreground: Int32, background: Int32)

    /// Where a colour is used: the default colour (-1) differs between the two.
    public enum Plane: Sendable {
        case foreground, background
    }

    /// A colour number and what the terminal shows for it.
    struct Candidate: Sendable {
        let number: Int32
        let rgb: RGB
        let lab: OklabColor
        let family: ColorFamily

        init(number: Int32, rgb: RGB) {
            self.number = number
            self.rgb = rgb
            lab = OklabColor(rgb)
            family = ColorFamily(lab)
        }
    }

    public init(mode: ColorMode, applied: AppliedTerminalColors = .none) {
        self.mode = mode
        self.applied = applied
    }

    /// The colour number for a background colour.
    public mutating func color(for rgb: RGB) -> Int32 {
        color(for: rgb, on: .background)
    }

    public mutating func color(for rgb: RGB, on plane: Plane) -> Int32 {
        let key = rgb.packed | (plane == .foreground ? 1 << 24 : 0)
        if let hit = cache[key] { return hit }
        let value = map(rgb, on: plane)
        if cache.count > 4096 { cache.removeAll(keepingCapacity: true) }
        cache[key] = value
        return value
    }

    private mutating func map(_ rgb: RGB, on plane: Plane) -> Int32 {
        if mode == .none { return -1 }
        if let exact = defaultColor(on: plane), exact == rgb { return -1 }
        switch mode {
        case .direct: return Int32(XtermPalette.direct(rgb).packed)
        case .indexed256:
            if let slot = applied.ansi.firstIndex(where: { $0 == rgb }) { return Int32(slot) }
            return Int32(Self.nearest256(rgb))
        case .indexed16, .indexed8:
            return Self.closestOfFamily(rgb, among: candidates(on: plane))
        case .none: return -1
        }
    }

    /// Foreground and background for a cell. On 8 and 16 colours the foreground keeps at least the
    /// contrast the theme gave it, up to 4.5:1 (WCAG's for text, `ThemeLegibility`): when the
    /// colour of its family does not reach that on the background, the other colour of the family
    /// is tried, then the greys (nearest in lightness first), then whatever contrasts most. On 256
    /// colours, text that lands on its background's index takes the best contrast instead.
    public mutating func pair(foreground: RGB, background: RGB) -> Pair {
        let key = UInt64(foreground.packed) << 24 | UInt64(background.packed)
        if let hit = pairCache[key] { return hit }
        let bg = color(for: background, on: .background)
        var fg = color(for: foreground, on: .foreground)
        switch mode {
        case .indexed8 where foreground != background, .indexed16 where foreground != background:
            let wanted = min(ThemeLegibility.minimumContrast, foreground.contrastRatio(with: background))
            fg = legible(fg, for: foreground, on: shown(bg, on: .background), wanted: wanted)
        case .indexed256 where fg == bg && foreground != background:
            let backdrop = shown(bg, on: .background)
            var best = Int32(16), bestContrast = 0.0
            for index in Int32(16)..<256 where index != bg {
                let contrast = shown(index, on: .foreground).contrastRatio(with: backdrop)
                if contrast > bestContrast { (best, bestContrast) = (index, contrast) }
            }
            fg = best
        default: break
        }
        let result = (fg, bg)
        if pairCache.count > 4096 { pairCache.removeAll(keepingCapacity: true) }
        pairCache[key] = result
        return result
    }

    /// `chosen` when it shows unlike the backdrop with the contrast wanted, else the best stand-in.
    private mutating func legible(_ chosen: Int32, for text: RGB, on backdrop: RGB, wanted: Double) -> Int32 {
        // A hair of tolerance: the theme's own ratio, recomputed, must not fail against itself.
        let needed = wanted - 0.001
        func contrast(_ candidate: Candidate) -> Double { candidate.rgb.contrastRatio(with: backdrop) }
        let shownText = shown(chosen, on: .foreground)
        if shownText != backdrop && shownText.contrastRatio(with: backdrop) >= needed { return chosen }
        let all = candidates(on: .foreground)
        let target = OklabColor(text)
        let family = ColorFamily(target)
        let byLightness = { (x: Candidate, y: Candidate) in
            abs(x.lab.lightness - target.lightness) < abs(y.lab.lightness - target.lightness)
        }
        let kin = all.filter { $0.family == family && $0.rgb != backdrop && contrast($0) >= needed }
        if let best = kin.min(by: byLightness) { return best.number }
        let greys = all.filter { $0.family == .grey && $0.rgb != backdrop && contrast($0) >= needed }
        if let best = greys.min(by: byLightness) { return best.number }
        return all.filter { $0.rgb != backdrop }.max { contrast($0) < contrast($1) }?.number ?? chosen
    }

    /// The default colour of a plane when darkscreen set it.
    private func defaultColor(on plane: Plane) -> RGB? {
        plane == .foreground ? applied.foreground : applied.background
    }

    /// What the terminal shows for a colour number used on a plane (xterm's defaults where
    /// darkscreen set nothing).
    public func shown(_ number: Int32, on plane: Plane) -> RGB {
        switch number {
        case ..<0: return defaultColor(on: plane) ?? (plane == .foreground ? Self.ansi16[7] : Self.ansi16[0])
        case 0..<16: return applied.ansi[Int(number)] ?? Self.ansi16[Int(number)]
        case 16..<256 where mode != .direct: return Self.paletteColor(Int(number))
        default: return RGB(UInt32(truncatingIfNeeded: number) & 0xFFFFFF)
        }
    }

    /// The colour numbers an 8- or 16-colour mapping chooses from: the ANSI colours, and the
    /// default colour when darkscreen set it.
    private mutating func candidates(on plane: Plane) -> [Candidate] {
        let isForeground = plane == .foreground
        if let hit = candidateCache[isForeground] { return hit }
        var list: [Candidate] = []
        if let rgb = defaultColor(on: plane) { list.append(Candidate(number: -1, rgb: rgb)) }
        for index in 0..<(mode == .indexed8 ? 8 : 16) {
            list.append(Candidate(number: Int32(index), rgb: applied.ansi[index] ?? Self.ansi16[index]))
        }
        candidateCache[isForeground] = list
        return list
    }

    /// An exact match if there is one; else the candidate of the colour's family nearest in
    /// lightness; else (no candidate of that family) the nearest in Oklab.
    static func closestOfFamily(_ rgb: RGB, among candidates: [Candidate]) -> Int32 {
        if let exact = candidates.first(where: { $0.rgb == rgb }) { return exact.number }
        let target = OklabColor(rgb)
        let family = ColorFamily(target)
        var best: Candidate?
        for candidate in candidates where candidate.family == family {
            if best == nil || abs(candidate.lab.lightness - target.lightness) < abs(best!.lab.lightness - target.lightness) {
                best = candidate
            }
        }
        if let best { return best.number }
        return candidates.min { $0.lab.distance(to: target) < $1.lab.distance(to: target) }?.number ?? 0
    }

    /// A colour number as a direct-colour terminfo entry (`xterm-direct`) shows it: such an entry
    /// takes 0–7 as the terminal's own ANSI colours and any larger number as 0xRRGGBB, so 8–255
    /// become the RGB they stand for (nudged off 0–7), and `--colors 256/16/8` draws in that many
    /// colours there too. Negative (the terminal's default colour) stays.
    public func directValue(ofIndex index: Int32) -> Int32 {
        guard index >= 8 else { return index }
        let packed = Int32(shown(index, on: .foreground).packed)
        return packed < 8 ? 0x010101 : packed
    }

    /// The indexes a mode maps to (nil: not an indexed mode).
    public static func candidates(for mode: ColorMode) -> Range<Int>? {
        switch mode {
        case .indexed256: 16..<256
        case .indexed16: 0..<16
        case .indexed8: 0..<8
        case .direct, .none: nil
        }
    }

    /// The RGB of an xterm palette index (0–15 as xterm's defaults).
    public static func paletteColor(_ index: Int) -> RGB { XtermPalette.color(index) }

    /// The nearest colour among xterm's 16…255 (the cube and grey ramp; 0…15 are user-set).
    public static func nearest256(_ rgb: RGB) -> Int { XtermPalette.nearest256(rgb) }

    /// xterm's default 16 ANSI colours.
    static var ansi16: [RGB] { XtermPalette.ansi16 }
}
