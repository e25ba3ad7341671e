import DarkscreenPlatform
/// The formats `darkscreen export` writes. Each case names its writer; a format whose file can
/// hold a light and a dark variant says so, and gets both for a dynamic theme without `--appearance`.
/// Adding a format: one case here, its writer, and its round-trip test.
public enum ExportFormat: String, CaseIterable, Sendable {
    case kitty, ghostty, alacritty, foot, wt, base16, itermcolors
    /// The OSC sequences `--apply terminal` writes, to print from a shell's start-up file.
    case escapes

    public struct Failure: Error, Sendable, CustomStringConvertible {
        public var description: String
    }

    /// The formats that are theme files (every one but `escapes`), which `import` reads back.
    public static var themeFiles: [ExportFormat] { allCases.filter { $0 != .escapes } }

    /// Whether one file of this format holds both variants of a dynamic theme.
    public var holdsBothVariants: Bool { self == .foot }

    /// Whether `--output DIR` writes this format's files holding both variants (Ghostty's two theme
    /// files, kitty's three automatic theme files).
    public var writesFilesForBothVariants: Bool { self == .ghostty || self == .kitty }

    /// The theme in this format. `appearance` nil: the theme's one look, or for a dynamic theme
    /// both variants where the format holds both; otherwise a dynamic theme needs an appearance.
    /// `palette256`: colours 16–255 made from the theme's (`Palette256`) where the format has them.
    public func write(_ theme: Theme, appearance: Appearance?, palette256: Bool = true) throws(Failure) -> String {
        if let appearance { return write([ExportScheme(theme, appearance: appearance.resolved, palette256: palette256)]) }
        guard theme.isDynamic else { return write([ExportScheme(theme, appearance: .dark, palette256: palette256)]) }
        guard holdsBothVariants else {
            var advice = "pass --appearance light or --appearance dark"
            if self == .ghostty {
                advice += ", or --output DIR to write both as Ghostty theme files (paired in Ghostty's config by theme = light:…,dark:…)"
            }
            if self == .kitty {
                advice +=
                    ", or --output DIR to write both as kitty's light-theme.auto.conf, dark-theme.auto.conf and "
                    + "no-preference-theme.auto.conf (kitty 0.38 and later switch between them, in kitty's config folder)"
            }
            throw Failure(description: "\(SafeText.quoted(theme.name)) is dynamic and a \(rawValue) file holds one variant: \(advice)")
        }
        return write([
            ExportScheme(theme, appearance: .light, palette256: palette256),
            ExportScheme(theme, appearance: .dark, palette256: palette256)
        ])
    }

    /// One scheme, or (for a format that holds both) the light then the dark one.
    package func write(_ schemes: [ExportScheme]) -> String {
        switch self {
        case .kitty: KittyExporter.write(schemes[0])
        case .ghostty: GhosttyExporter.write(schemes[0])
        case .alacritty: AlacrittyExporter.write(schemes[0])
        case .foot: FootExporter.write(schemes)
        case .wt: WindowsTerminalExporter.write(schemes[0])
        case .base16: Base16Exporter.write(schemes[0])
        case .itermcolors: ITermColorsExporter.write(schemes[0])
        case .escapes: TerminalColorSequence.set(schemes[0].terminalColors)
        }
    }
}
