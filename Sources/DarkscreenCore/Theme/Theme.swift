/// One theme: a name, the status-line style it asks for, and its colours.
public struct Theme: Hashable, Sendable {
    /// The number of ANSI colours in a terminal palette (0–7 normal, 8–15 bright).
    public static let paletteSize = 16

    public var name: String
    public var statusLine: StatusLineStyle
    public var colors: ThemeColors
    /// The colour specs as written, for `show` and `validate`.
    public var specs: [ThemeRole: ColorSpec]
    /// The terminal's 16 ANSI colours (exactly `paletteSize` when present), each may be dynamic.
    public var palette: [DynamicColor]?
    /// The terminal's cursor colour.
    public var cursor: DynamicColor?
    public var metadata: ThemeMetadata

    public init(name: String, statusLine: StatusLineStyle, colors: ThemeColors, specs: [ThemeRole: ColorSpec] = [:],
                palette: [DynamicColor]? = nil, cursor: DynamicColor? = nil, metadata: ThemeMetadata = ThemeMetadata()) {
        precondition(palette.map { $0.count == Self.paletteSize } ?? true, "a palette has exactly 16 colours")
        self.name = name
        self.statusLine = statusLine
        self.colors = colors
        self.specs = specs
        self.palette = palette
        self.cursor = cursor
        self.metadata = metadata
    }

    /// True when any colour, palette or cursor included, differs between light and dark.
    public var isDynamic: Bool {
        ThemeRole.allCases.contains { colors[$0].isDynamic }
            || (palette ?? []).contains(where: \.isDynamic) || (cursor?.isDynamic ?? false)
    }
}
