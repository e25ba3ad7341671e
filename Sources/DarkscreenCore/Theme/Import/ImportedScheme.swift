import DarkscreenPlatform
/// A terminal colour scheme as read from a foreign file, before it becomes a darkscreen theme
/// (`SchemeMapper`). Colours are fixed: a light/dark pair is two schemes.
public struct ImportedScheme: Hashable, Sendable {
    public enum Variant: String, Hashable, Sendable {
        case light, dark
    }

    public var name: String
    public var format: ThemeFormat
    /// Declared by the file (base16 `variant`, foot's `[colors-light]`); nil: judged from the background.
    public var declaredVariant: Variant?
    public var background: RGB
    public var foreground: RGB
    public var cursor: RGB?
    public var cursorText: RGB?
    public var selectionBackground: RGB?
    public var selectionForeground: RGB?
    /// ANSI 0–15; nil when the file gives none (entries it leaves out are xterm's defaults).
    public var palette: [RGB]?
    public var metadata: ThemeMetadata

    public init(name: String, format: ThemeFormat, file: String, background: RGB, foreground: RGB) {
        self.name = name
        self.format = format
        self.background = background
        self.foreground = foreground
        metadata = ThemeMetadata(sourceFile: file, sourceFormat: format.rawValue)
    }

    public var variant: Variant {
        declaredVariant ?? (background.isLight ? .light : .dark)
    }

    /// xterm's 16 default colours: what a terminal shows for a palette entry a file leaves out.
    public static let defaultPalette: [RGB] = [
        0x000000, 0xCD0000, 0x00CD00, 0xCDCD00, 0x0000EE, 0xCD00CD, 0x00CDCD, 0xE5E5E5,
        0x7F7F7F, 0xFF0000, 0x00FF00, 0xFFFF00, 0x5C5CFF, 0xFF00FF, 0x00FFFF, 0xFFFFFF
    ].map(RGB.init)

    /// A palette from the entries a file gave (index → colour), the rest xterm's; nil when none given.
    static func palette(from entries: [Int: RGB]) -> [RGB]? {
        guard !entries.isEmpty else { return nil }
        return (0..<Theme.paletteSize).map { entries[$0] ?? defaultPalette[$0] }
    }
}
