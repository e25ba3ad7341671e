import DarkscreenCore

/// Maps RGB colours to what a terminal of a given colour mode can show, without ever
/// changing the terminal's palette. Indexed results are palette indexes; direct results are
/// 0xRRGGBB values (nudged off 0…7, which ncurses would take as palette colours).
public struct TerminalPalette: Sendable {
    public let mode: ColorMode
    private var cache: [UInt32: Int32] = [:]

    public init(mode: ColorMode) {
        self.mode = mode
    }

    public mutating func color(for rgb: RGB) -> Int32 {
        if let hit = cache[rgb.packed] { return hit }
        let value: Int32
        switch mode {
        case .direct: value = rgb.packed < 8 ? 0x010101 : Int32(rgb.packed)
        case .indexed256: value = Int32(Self.nearest256(rgb))
        case .indexed16: value = Int32(Self.nearest(rgb, in: Self.ansi16))
        case .indexed8: value = Int32(Self.nearest(rgb, in: Array(Self.ansi16.prefix(8))))
        case .none: value = -1
        }
        if cache.count > 4096 { cache.removeAll(keepingCapacity: true) }
        cache[rgb.packed] = value
        return value
    }

    /// Foreground and background for a cell. On an indexed terminal two different colours can
    /// land on the same index and the text would vanish: then the foreground becomes the
    /// palette's best contrast against that background.
    public mutating func pair(foreground: RGB, background: RGB) -> (foreground: Int32, background: Int32) {
        let fg = color(for: foreground), bg = color(for: background)
        guard fg == bg, foreground != background, let candidates = Self.candidates(for: mode) else { return (fg, bg) }
        let backdrop = Self.paletteColor(Int(bg))
        var best = candidates.lowerBound
        var bestContrast = 0.0
        for index in candidates where index != Int(bg) {
            let contrast = Self.paletteColor(index).contrastRatio(with: backdrop)
            if contrast > bestContrast { (best, bestContrast) = (index, contrast) }
        }
        return (Int32(best), bg)
    }

    /// A palette index as the colour number a direct-colour terminfo entry (`xterm-direct`) shows
    /// it by: such an entry takes 0–7 as the terminal's own ANSI colours and any larger number as
    /// 0xRRGGBB, so 8–255 become their RGB value (nudged off 0–7), and `--colors 256/16/8` draws
    /// in that many colours there too. Negative (the terminal's default colour) stays.
    public static func directValue(ofIndex index: Int32) -> Int32 {
        guard index >= 8 else { return index }
        let packed = Int32(paletteColor(Int(index)).packed)
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
    public static func paletteColor(_ index: Int) -> RGB {
        switch index {
        case 0..<16: return ansi16[index]
        case 16..<232:
            let n = index - 16
            return RGB(red: UInt8(cubeSteps[n / 36]), green: UInt8(cubeSteps[n / 6 % 6]), blue: UInt8(cubeSteps[n % 6]))
        default:
            let level = UInt8(8 + 10 * (min(255, max(232, index)) - 232))
            return RGB(red: level, green: level, blue: level)
        }
    }

    static let cubeSteps: [Int] = [0, 95, 135, 175, 215, 255]

    /// The nearest colour among xterm's 16…255 (the cube and grey ramp; 0…15 are user-set).
    public static func nearest256(_ rgb: RGB) -> Int {
        func nearestStep(_ channel: UInt8) -> Int {
            var best = 0
            for index in 1..<6 where abs(cubeSteps[index] - Int(channel)) < abs(cubeSteps[best] - Int(channel)) { best = index }
            return best
        }
        let r = nearestStep(rgb.red), g = nearestStep(rgb.green), b = nearestStep(rgb.blue)
        let cubeIndex = 16 + 36 * r + 6 * g + b
        let cubeColor = RGB(red: UInt8(cubeSteps[r]), green: UInt8(cubeSteps[g]), blue: UInt8(cubeSteps[b]))
        var best = cubeIndex, bestDistance = distance(rgb, cubeColor)
        for step in 0..<24 {
            let level = UInt8(8 + 10 * step)
            let candidate = distance(rgb, RGB(red: level, green: level, blue: level))
            if candidate < bestDistance { (best, bestDistance) = (232 + step, candidate) }
        }
        return best
    }

    /// xterm's default 16 ANSI colours.
    static let ansi16: [RGB] = [
        RGB(0x000000), RGB(0xCD0000), RGB(0x00CD00), RGB(0xCDCD00), RGB(0x0000EE), RGB(0xCD00CD), RGB(0x00CDCD), RGB(0xE5E5E5),
        RGB(0x7F7F7F), RGB(0xFF0000), RGB(0x00FF00), RGB(0xFFFF00), RGB(0x5C5CFF), RGB(0xFF00FF), RGB(0x00FFFF), RGB(0xFFFFFF),
    ]

    static func nearest(_ rgb: RGB, in palette: [RGB]) -> Int {
        var best = 0
        for index in palette.indices where distance(rgb, palette[index]) < distance(rgb, palette[best]) { best = index }
        return best
    }

    static func distance(_ a: RGB, _ b: RGB) -> Int {
        let dr = Int(a.red) - Int(b.red), dg = Int(a.green) - Int(b.green), db = Int(a.blue) - Int(b.blue)
        return 2 * dr * dr + 4 * dg * dg + 3 * db * db
    }
}
