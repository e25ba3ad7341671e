import DarkscreenPlatform
/// An imported scheme (or a light/dark pair of them) as a darkscreen theme (README "Imported
/// themes": the mapping table): background and foreground as they are; `secondary` an accent
/// from the palette legible on the background; `selection` the scheme's own, as the file gives it
/// (darkscreen draws its highlight in the accent where the row would not be legible on it: that is
/// `ThemeLegibility.drawn`, at draw time, so `show`, `export` and `--apply` keep the file's colour);
/// `statusBackground` and `separator` left to their defaults; the
/// status line from the background's lightness; palette and cursor kept.
public enum SchemeMapper {
    /// The smallest contrast an accent (and the highlighted row's text on a selection) needs.
    public static let minimumAccentContrast = 3.0
    /// Palette indexes tried for the accent, in order: blue first for dark schemes, then its bright
    /// variant, cyan, magenta…; for light schemes the normal (darker) colours before the bright ones.
    public static let darkAccentOrder = [4, 12, 6, 14, 5, 13, 2, 10, 3, 11, 1, 9]
    public static let lightAccentOrder = [4, 5, 6, 1, 2, 3, 12, 13, 14, 9, 10, 11]

    public static func theme(_ scheme: ImportedScheme) -> Theme {
        theme(
            name: scheme.name, light: scheme, dark: scheme, statusLine: scheme.variant == .light ? .darkContent : .lightContent,
            metadata: scheme.metadata)
    }

    /// One dynamic theme: the light scheme's colours in light appearance, the dark one's in dark.
    public static func pair(name: String, light: ImportedScheme, dark: ImportedScheme) -> Theme {
        var metadata = dark.metadata
        metadata.author = metadata.author ?? light.metadata.author
        metadata.license = metadata.license ?? light.metadata.license
        metadata.upstream = metadata.upstream ?? light.metadata.upstream
        metadata.description = metadata.description ?? light.metadata.description
        let files = [light.metadata.sourceFile, dark.metadata.sourceFile].compactMap { $0 }
        metadata.sourceFile = files.first == files.last ? files.first : files.joined(separator: " + ")
        return theme(name: name, light: light, dark: dark, statusLine: .default, metadata: metadata)
    }

    static func theme(
        name: String, light: ImportedScheme, dark: ImportedScheme, statusLine: StatusLineStyle,
        metadata: ThemeMetadata
    ) -> Theme {
        func spec(_ value: (ImportedScheme) -> RGB) -> ColorSpec {
            let (l, d) = (value(light), value(dark))
            return l == d ? .fixed(l) : .dynamic(light: .fixed(l), dark: .fixed(d))
        }
        var specs: [ThemeRole: ColorSpec] = [
            .background: spec(\.background), .primary: spec(\.foreground), .secondary: spec(accent)
        ]
        if let lightSelection = light.selectionBackground, let darkSelection = dark.selectionBackground {
            specs[.selection] =
                lightSelection == darkSelection
                ? .fixed(lightSelection)
                : .dynamic(light: .fixed(lightSelection), dark: .fixed(darkSelection))
        }
        var resolver = ColorSpecResolver(specs: specs)
        let colors = ThemeColors { role in (try? resolver.color(for: role)) ?? DynamicColor(.black) }
        var palette: [DynamicColor]?
        if light.palette != nil || dark.palette != nil {
            let (l, d) = (light.palette ?? ImportedScheme.defaultPalette, dark.palette ?? ImportedScheme.defaultPalette)
            palette = zip(l, d).map { DynamicColor(light: $0, dark: $1) }
        }
        var cursor: DynamicColor?
        if light.cursor != nil || dark.cursor != nil {
            cursor = DynamicColor(light: light.cursor ?? light.foreground, dark: dark.cursor ?? dark.foreground)
        }
        return Theme(name: name, statusLine: statusLine, colors: colors, specs: specs, palette: palette, cursor: cursor, metadata: metadata)
    }

    /// The first palette colour in the scheme's order with ≥ 3:1 on the background; none: the
    /// most legible of them; no palette: the foreground.
    public static func accent(_ scheme: ImportedScheme) -> RGB {
        guard let palette = scheme.palette else { return scheme.foreground }
        let order = scheme.variant == .light ? lightAccentOrder : darkAccentOrder
        let candidates = order.map { palette[$0] }
        if let legible = candidates.first(where: { $0.contrastRatio(with: scheme.background) >= minimumAccentContrast }) {
            return legible
        }
        return candidates.max { $0.contrastRatio(with: scheme.background) < $1.contrastRatio(with: scheme.background) } ?? scheme.foreground
    }
}
