import DarkscreenPlatform
/// How legible a theme's text is in one appearance: each text role on the background it is drawn
/// on, and each of the 16 ANSI colours on the background, as a WCAG 2 ratio and an APCA Lc.
/// Computed when asked (`show`, `validate`, the preview, the list's visible rows), never for the
/// whole catalog before the first frame.
public struct ContrastFigure: Hashable, Sendable {
    /// What is measured: "primary", "secondary", "separator", "statusLine", "selection",
    /// "palette 0" … "palette 15".
    public var label: String
    public var text: RGB
    public var background: RGB
    /// WCAG 2 contrast ratio, 1 … 21.
    public var ratio: Double
    /// APCA lightness contrast: positive for dark text on light, negative for light on dark.
    public var lc: Double

    public init(label: String, text: RGB, on background: RGB) {
        self.label = label
        self.text = text
        self.background = background
        ratio = text.contrastRatio(with: background)
        lc = text.apcaContrast(on: background)
    }

    /// "4.48:1  Lc 63.0".
    public var summary: String { ContrastFigures.ratio(ratio) + ":1  Lc " + ContrastFigures.lc(lc) }
}

public enum ContrastFigures {
    /// The text roles: the list's text and the separator on the background, the status line's
    /// text on its background, the highlighted row's text (the background colour) on the selection.
    public static func textRoles(of theme: Theme, for appearance: Appearance) -> [ContrastFigure] {
        let colors = theme.colors.resolved(for: appearance)
        return [
            ContrastFigure(label: "primary", text: colors.primary, on: colors.background),
            ContrastFigure(label: "secondary", text: colors.secondary, on: colors.background),
            ContrastFigure(label: "separator", text: colors.separator, on: colors.background),
            ContrastFigure(label: "statusLine", text: theme.statusLine.resolved(for: appearance).textColor, on: colors.statusBackground),
            ContrastFigure(label: "selection", text: colors.background, on: colors.selection)
        ]
    }

    /// Each ANSI colour on the background (empty when the theme has no palette).
    public static func palette(of theme: Theme, for appearance: Appearance) -> [ContrastFigure] {
        let background = theme.colors[.background].resolved(for: appearance)
        return (theme.palette ?? []).enumerated().map { index, color in
            ContrastFigure(label: "palette \(index)", text: color.resolved(for: appearance), on: background)
        }
    }

    /// The primary text on the background: what the list's low-contrast mark and `minimumContrast` judge.
    public static func primary(of theme: Theme, for appearance: Appearance) -> ContrastFigure {
        ContrastFigure(
            label: "primary", text: theme.colors[.primary].resolved(for: appearance),
            on: theme.colors[.background].resolved(for: appearance))
    }

    /// Two decimal places, rounded down so a ratio just below a floor never shows as it ("4.49").
    public static func ratio(_ ratio: Double) -> String {
        let hundredths = Int((ratio * 100).rounded(.down))
        return "\(hundredths / 100)." + (hundredths % 100 < 10 ? "0" : "") + "\(hundredths % 100)"
    }

    /// One decimal place with its sign, rounded towards zero so an Lc just below a floor never
    /// shows as it ("59.9", "-68.5").
    public static func lc(_ lc: Double) -> String {
        let tenths = Int((lc * 10).rounded(.towardZero))
        return (tenths < 0 ? "-" : "") + "\(abs(tenths) / 10).\(abs(tenths) % 10)"
    }
}
