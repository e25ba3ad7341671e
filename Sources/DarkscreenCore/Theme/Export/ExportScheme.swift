import TerminalAppearance
import DarkscreenPlatform

/// One appearance of a theme as a terminal scheme, for the exporters: the background, the
/// foreground (`primary`), the cursor (the theme's, else the foreground), the selection
/// (`selection`, with the background as its text, as darkscreen draws the highlighted row) and
/// the 16 ANSI colours (the theme's palette, else xterm's).
public struct ExportScheme: Sendable {
    public var name: String
    public var appearance: Appearance
    public var background: RGB
    public var foreground: RGB
    public var cursor: RGB
    public var cursorText: RGB
    public var selectionBackground: RGB
    public var selectionForeground: RGB
    public var palette: [RGB]
    public var metadata: ThemeMetadata
    /// The terminal colours `--apply terminal` sets for this theme (only the theme's own cursor
    /// and palette), for the `escapes` format.
    public var terminalColors: TerminalColorSet
    /// Colours 16–255 made from the palette (`Palette256`), for the formats that carry them
    /// (kitty's `color16`…`color255`): empty for a theme without a palette of its own, or with
    /// `"palette256": false`.
    public var palette256: [RGB]

    public init(_ theme: Theme, appearance: Appearance, palette256: Bool = true) {
        let colors = theme.colors.resolved(for: appearance)
        name = theme.name
        self.appearance = appearance
        background = colors.background
        foreground = colors.primary
        cursor = theme.cursor?.resolved(for: appearance) ?? colors.primary
        cursorText = colors.background
        selectionBackground = colors.selection
        selectionForeground = colors.background
        palette = theme.palette?.map { $0.resolved(for: appearance) } ?? ImportedScheme.defaultPalette
        metadata = theme.metadata
        terminalColors = TerminalColorSet(colors: theme.colors, cursor: theme.cursor, palette: theme.palette, appearance: appearance)
        self.palette256 =
            palette256 && theme.palette?.count == 16
            ? Palette256.generate(palette: palette, background: background, foreground: foreground) : []
    }

    /// Light or dark, from the background (the variant base16 files declare).
    public var variant: ImportedScheme.Variant { background.isLight ? .light : .dark }

    /// Text from a themes file for a one-line comment or a quoted value: control characters
    /// escaped (`SafeText`: C0 with CR, LF, VT, FF and NUL, DEL, C1 with NEL U+0085), and the line
    /// and paragraph separators U+2028 and U+2029, which some readers (YAML, Python's `splitlines`,
    /// which kitty's config reader uses) also take for the end of a line; so the output can neither
    /// start a new line or directive in the written file nor act on a terminal.
    package static func safe(_ text: String) -> String {
        let escaped = SafeText.escaped(text)
        guard escaped.unicodeScalars.contains(where: isLineBreak) else { return escaped }
        var out = String.UnicodeScalarView()
        for scalar in escaped.unicodeScalars {
            if isLineBreak(scalar) {
                out.append(contentsOf: "\\u{\(String(scalar.value, radix: 16, uppercase: true))}".unicodeScalars)
            } else {
                out.append(scalar)
            }
        }
        return String(out)
    }

    /// U+2028 LINE SEPARATOR, U+2029 PARAGRAPH SEPARATOR (the C0/C1 breaks are controls, escaped by `SafeText`).
    static func isLineBreak(_ scalar: Unicode.Scalar) -> Bool { scalar == "\u{2028}" || scalar == "\u{2029}" }

    /// `#rrggbb` in lower case, the way terminal theme files usually write it.
    package static func hex(_ rgb: RGB) -> String { ColorHex.text(red: rgb.red, green: rgb.green, blue: rgb.blue, uppercase: false) }
}
