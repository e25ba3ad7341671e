import DarkscreenPlatform
/// xterm's 256-colour palette: the 16 ANSI colours (xterm's defaults), the 6×6×6 cube and the
/// grey ramp. One quantiser for every writer that can only send a palette index (darkscreen's
/// own panes on a 256-colour terminal, and the tmux options beside them), so one RGB colour is
/// one tone wherever it is drawn.
public enum XtermPalette {
    /// An RGB colour as a direct-colour terminal is sent it through terminfo: ncurses takes 0–7 as
    /// palette colours there, so `#000000`…`#000007` become `#010101`. Every writer of that colour
    /// beside such a terminal (tmux's window styles around darkscreen's panes) sends the same.
    public static func direct(_ rgb: RGB) -> RGB { rgb.packed < 8 ? RGB(0x010101) : rgb }

    /// The RGB of an xterm palette index (0–15 as xterm's defaults).
    public static func color(_ index: Int) -> RGB {
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

    public static let cubeSteps: [Int] = [0, 95, 135, 175, 215, 255]

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
    public static let ansi16: [RGB] = [
        RGB(0x000000), RGB(0xCD0000), RGB(0x00CD00), RGB(0xCDCD00), RGB(0x0000EE), RGB(0xCD00CD), RGB(0x00CDCD), RGB(0xE5E5E5),
        RGB(0x7F7F7F), RGB(0xFF0000), RGB(0x00FF00), RGB(0xFFFF00), RGB(0x5C5CFF), RGB(0xFF00FF), RGB(0x00FFFF), RGB(0xFFFFFF)
    ]

    public static func distance(_ a: RGB, _ b: RGB) -> Int {
        let dr = Int(a.red) - Int(b.red), dg = Int(a.green) - Int(b.green), db = Int(a.blue) - Int(b.blue)
        return 2 * dr * dr + 4 * dg * dg + 3 * db * db
    }
}
