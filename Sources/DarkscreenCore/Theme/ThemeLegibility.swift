import DarkscreenPlatform
/// Legibility warnings for `validate`: text that is hard to read (WCAG contrast below 4.5:1 or
/// APCA below Lc 30, its floor for any text at all; see DECISIONS.md "Contrast by two measures")
/// in either appearance — the primary colour on the background, and the status line's text on
/// its background.
public enum ThemeLegibility {
    public static let minimumContrast = 4.5
    /// APCA's floor for any text (either polarity). Its floor for content text, Lc 60, is what
    /// `"minimumContrast": "Lc60"` asks of the list; two shipped themes' bright-on-dark text is
    /// below it (80s Lc -48.6, Outrun -37.5) though above 4.5:1.
    public static let minimumLc = 30.0

    /// Below either floor: the WCAG 2 ratio or the APCA Lc.
    public static func isLow(_ figure: ContrastFigure) -> Bool {
        figure.ratio < minimumContrast || abs(figure.lc) < minimumLc
    }

    public static func warnings(for theme: Theme, file: String) -> [ThemeDiagnostic] {
        var found: [ThemeDiagnostic] = []
        let checks: [(field: String, what: String, text: (Appearance) -> RGB, background: (Appearance) -> RGB)] = [
            (
                "colors.primary", "primary text on the background",
                { theme.colors[.primary].resolved(for: $0) }, { theme.colors[.background].resolved(for: $0) }
            ),
            (
                "statusLine", "status line text on statusBackground",
                { theme.statusLine.resolved(for: $0).textColor }, { theme.colors[.statusBackground].resolved(for: $0) }
            )
        ]
        for check in checks {
            let low = [Appearance.light, .dark].compactMap { appearance -> (Appearance, ContrastFigure)? in
                let figure = ContrastFigure(label: check.field, text: check.text(appearance), on: check.background(appearance))
                return isLow(figure) ? (appearance, figure) : nil
            }
            guard !low.isEmpty else { continue }
            let detail = low.map { "\($0.1.summary) in \($0.0.rawValue)" }.joined(separator: ", ")
            found.append(
                ThemeDiagnostic(
                    file: file, theme: theme.name, field: check.field,
                    message: "low contrast of \(check.what): \(detail) (legible text needs at least 4.5:1 and Lc \(ContrastFigures.lc(minimumLc)))",
                    severity: .warning))
        }
        // Below 3:1 darkscreen does not show the requested style at all: it uses the other content
        // colour (the fallback to the legible content colour). Say so, so the theme's author knows what is shown.
        for appearance in [Appearance.light, .dark] {
            let background = theme.colors[.statusBackground].resolved(for: appearance)
            let requested = theme.statusLine.resolved(for: appearance)
            let (shown, fellBack) = StatusLineResolution.legible(requested, on: background)
            guard fellBack else { continue }
            found.append(
                ThemeDiagnostic(
                    file: file, theme: theme.name, field: "statusLine",
                    message:
                        "in \(appearance.rawValue) appearance \(requested.rawValue) text is below 3:1 on statusBackground \(background.hex); the status line falls back to \(shown.rawValue)",
                    severity: .warning))
        }
        return found
    }

    /// The colours darkscreen draws `theme` with in `appearance`: the theme's own, but for a theme
    /// read from another terminal's file the highlighted row (drawn in `background` on `selection`),
    /// which below 3:1 is drawn on the accent (`secondary`) where that is more legible: that file's
    /// selection was chosen for its own terminal's text, not for darkscreen's row. (A darkscreen
    /// theme's selection was chosen for the row: it is drawn as written, and `validate` warns.)
    /// Only drawing uses this: what darkscreen keeps, shows (`show`), exports and applies is the
    /// theme's own `selection`.
    public static func drawn(_ theme: Theme, for appearance: Appearance) -> ResolvedColors {
        let own = theme.colors.resolved(for: appearance)
        guard let format = theme.sourceFormat, format != ThemeFormat.darkscreen.rawValue else { return own }
        let highlight = legibleHighlight(selection: own.selection, accent: own.secondary, text: own.background)
        guard highlight != own.selection else { return own }
        return ResolvedColors(ThemeRole.allCases.map { $0 == .selection ? highlight : own[$0] })
    }

    /// `selection`, or `accent` when text in `text` is below 3:1 on the selection and more legible on the accent.
    static func legibleHighlight(selection: RGB, accent: RGB, text: RGB) -> RGB {
        let minimum = SchemeMapper.minimumAccentContrast
        let own = text.contrastRatio(with: selection)
        return own < minimum && text.contrastRatio(with: accent) > own ? accent : selection
    }

    /// Two decimal places, rounded down so a ratio just below the minimum never shows as it ("4.49").
    static func format(_ ratio: Double) -> String { ContrastFigures.ratio(ratio) }
}
