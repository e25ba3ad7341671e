/// One theme: a name, the status-line style it asks for, and its colours. Kept compact (a
/// catalog may hold 10,000): the specs in one small array, the metadata in one shared box.
public struct Theme: Hashable, Sendable {
    /// The number of ANSI colours in a terminal palette (0–7 normal, 8–15 bright).
    public static let paletteSize = 16

    public var name: String
    public var statusLine: StatusLineStyle
    public var colors: ThemeColors
    /// The terminal's 16 ANSI colours (exactly `paletteSize` when present), each may be dynamic.
    public var palette: [DynamicColor]?
    /// The terminal's cursor colour.
    public var cursor: DynamicColor?
    /// The colour specs as written, by role ordinal (nil: the role's default).
    private var roleSpecs: [ColorSpec?]
    private var metadataBox: MetadataBox

    public init(name: String, statusLine: StatusLineStyle, colors: ThemeColors, specs: [ThemeRole: ColorSpec] = [:],
                palette: [DynamicColor]? = nil, cursor: DynamicColor? = nil, metadata: ThemeMetadata = ThemeMetadata()) {
        self.init(name: name, statusLine: statusLine, colors: colors, specs: specs, palette: palette, cursor: cursor,
                  sharedMetadata: MetadataBox(metadata))
    }

    /// `sharedMetadata`: one box for every theme of a file that says nothing more about itself.
    init(name: String, statusLine: StatusLineStyle, colors: ThemeColors, specs: [ThemeRole: ColorSpec],
         palette: [DynamicColor]?, cursor: DynamicColor?, sharedMetadata: MetadataBox) {
        precondition(palette.map { $0.count == Self.paletteSize } ?? true, "a palette has exactly 16 colours")
        self.name = name
        self.statusLine = statusLine
        self.colors = colors
        roleSpecs = specs.isEmpty ? [] : ThemeRole.allCases.map { specs[$0] }
        self.palette = palette
        self.cursor = cursor
        metadataBox = sharedMetadata
    }

    /// The colour specs as written, for `show`, `validate` and `import`.
    public var specs: [ThemeRole: ColorSpec] {
        var specs: [ThemeRole: ColorSpec] = [:]
        for (ordinal, spec) in roleSpecs.enumerated() { if let spec { specs[ThemeRole.allCases[ordinal]] = spec } }
        return specs
    }

    public var metadata: ThemeMetadata {
        get { metadataBox.metadata }
        set { metadataBox = MetadataBox(newValue) }
    }

    /// True when any colour, palette or cursor included, differs between light and dark.
    public var isDynamic: Bool {
        ThemeRole.allCases.contains { colors[$0].isDynamic }
            || (palette ?? []).contains(where: \.isDynamic) || (cursor?.isDynamic ?? false)
    }
}

/// Immutable metadata shared by reference between themes (and copies of a theme).
final class MetadataBox: Hashable, Sendable {
    let metadata: ThemeMetadata

    init(_ metadata: ThemeMetadata) {
        self.metadata = metadata
    }

    static func == (lhs: MetadataBox, rhs: MetadataBox) -> Bool { lhs === rhs || lhs.metadata == rhs.metadata }
    func hash(into hasher: inout Hasher) { hasher.combine(metadata) }
}
