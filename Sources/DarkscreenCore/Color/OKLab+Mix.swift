import DarkscreenPlatform
/// Mixing two colours in OKLab: the way between them looks even (the lightness moves steadily,
/// no muddy middle as in sRGB), which is what a calm fade needs.
extension OKLab {
    /// `from` at 0, `to` at 1 (both exactly: no round trip through OKLab at the ends), a straight
    /// line in OKLab between them (lightness linear in `progress`) rounded to 8-bit sRGB.
    public static func mix(_ from: RGB, _ to: RGB, at progress: Double) -> RGB {
        if progress <= 0 || from == to { return from }
        if progress >= 1 { return to }
        let start = OKLab(from), end = OKLab(to)
        return OKLab(lightness: start.lightness + (end.lightness - start.lightness) * progress,
                     a: start.a + (end.a - start.a) * progress,
                     b: start.b + (end.b - start.b) * progress).rgb
    }
}
