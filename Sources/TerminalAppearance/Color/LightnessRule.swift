/// Light or dark from the terminal's colours, by perceived lightness (CIE L*):
/// dark when the background is darker than the foreground, light when it is lighter; with no
/// foreground (or one exactly as light), light when the background's L* is above 50.
/// Comparing the two gets low-contrast themes right (a mid-grey background with near-black
/// text is light) where one threshold alone does not.
public enum LightnessRule {
    public static let threshold = 50.0

    public static func scheme(background: TerminalColor, foreground: TerminalColor?) -> ColorScheme {
        let back = background.lightness
        if let foreground {
            let front = foreground.lightness
            if back < front { return .dark }
            if back > front { return .light }
        }
        return back > threshold ? .light : .dark
    }
}
