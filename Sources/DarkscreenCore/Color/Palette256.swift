import DarkscreenPlatform
/// The 240 colours 16–255 of a 256-colour palette made from a theme's own: the 6×6×6 cube between
/// the theme's background (the cube's black corner), its six ANSI hues (red … cyan at the cube's
/// corners) and its foreground (the white corner), and the grey ramp from the background to the
/// foreground — each mixed in OKLab, so the steps look even (the way kitty 0.47 and Ghostty 1.3
/// make their own). A program that picks from the 256 colours (Vim without `termguicolors`, `ls`,
/// htop) then draws in the theme's colours, light or dark, instead of xterm's fixed cube.
public enum Palette256 {
    /// Colours 16–255 (240 of them) for `palette` (ANSI 0–15), `background` and `foreground`.
    public static func generate(palette: [RGB], background: RGB, foreground: RGB) -> [RGB] {
        precondition(palette.count >= 8, "an ANSI palette has 8 or 16 colours")
        // Corners by (red, green, blue) bit: 000 background … 111 foreground.
        let corners = [background, palette[4], palette[2], palette[6], palette[1], palette[5], palette[3], foreground].map(OKLab.init)
        func corner(_ r: Int, _ g: Int, _ b: Int) -> OKLab { corners[r << 2 | g << 1 | b] }
        func mix(_ x: OKLab, _ y: OKLab, _ t: Double) -> OKLab {
            OKLab(lightness: x.lightness + (y.lightness - x.lightness) * t, a: x.a + (y.a - x.a) * t, b: x.b + (y.b - x.b) * t)
        }
        var colours: [RGB] = []
        colours.reserveCapacity(240)
        for red in 0..<6 {
            let tr = Double(red) / 5
            for green in 0..<6 {
                let tg = Double(green) / 5
                for blue in 0..<6 {
                    let tb = Double(blue) / 5
                    let low = mix(mix(corner(0, 0, 0), corner(0, 0, 1), tb), mix(corner(0, 1, 0), corner(0, 1, 1), tb), tg)
                    let high = mix(mix(corner(1, 0, 0), corner(1, 0, 1), tb), mix(corner(1, 1, 0), corner(1, 1, 1), tb), tg)
                    colours.append(mix(low, high, tr).rgb)
                }
            }
        }
        let dark = OKLab(background), light = OKLab(foreground)
        for step in 0..<24 {
            colours.append(mix(dark, light, Double(step + 1) / 25).rgb)
        }
        return colours
    }
}
