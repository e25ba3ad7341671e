import DarkscreenPlatform
/// One theme: a name, the status-line style it asks for, and its colours. Kept compact (a
/// catalog may hold 10,000): the colours inline, the metadata in one box shared by a file's themes.
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
    /// Bit `ordinal` set: the theme gives that role (else it has the role's default).
    private(set) var givenRoles: UInt8
    private(set) var metadataBox: MetadataBox

    /// `specs`: the roles the theme gives (their colours are in `colors`); the others are defaults.
    public init(
        name: String, statusLine: StatusLineStyle, colors: ThemeColors, specs: [ThemeRole: ColorSpec] = [:],
        palette: [DynamicColor]? = nil, cursor: DynamicColor? = nil, metadata: ThemeMetadata = ThemeMetadata()
    ) {
        self.init(
            name: name, statusLine: statusLine, colors: colors, specs: specs, palette: palette, cursor: cursor,
            sharedMetadata: MetadataBox(metadata))
    }

    /// `sharedMetadata`: one box for every theme of a file that says nothing more about itself.
    init(
        name: String, statusLine: StatusLineStyle, colors: ThemeColors, specs: [ThemeRole: ColorSpec],
        palette: [DynamicColor]?, cursor: DynamicColor?, sharedMetadata: MetadataBox
    ) {
        precondition(palette.map { $0.count == Self.paletteSize } ?? true, "a palette has exactly 16 colours")
        self.name = name
        self.statusLine = statusLine
        self.colors = colors
        givenRoles = specs.keys.reduce(0) { $0 | 1 << $1.ordinal }
        self.palette = palette
        self.cursor = cursor
        metadataBox = sharedMetadata
    }

    /// A theme as the theme folder cache stored it: `givenRoles` as the bit set kept above.
    init(
        name: String, statusLine: StatusLineStyle, colors: ThemeColors, givenRoles: UInt8,
        palette: [DynamicColor]?, cursor: DynamicColor?, sharedMetadata: MetadataBox
    ) {
        self.init(
            name: name, statusLine: statusLine, colors: colors, specs: [:], palette: palette, cursor: cursor,
            sharedMetadata: sharedMetadata)
        self.givenRoles = givenRoles
    }

    /// Whether the theme gives this role itself (else: the role's default, see `ThemeRole.defaultSpec`).
    /// How it was written (derived, system colour) is not kept: only what it resolves to.
    public func gives(_ role: ThemeRole) -> Bool { givenRoles & 1 << role.ordinal != 0 }

    public var metadata: ThemeMetadata {
        get { metadataBox.metadata }
        set { metadataBox = MetadataBox(newValue) }
    }

    /// `metadata.sourceFormat`, read alone.
    public var sourceFormat: String? { metadataBox.sourceFormat }

    /// True when any colour, palette or cursor included, differs between light and dark.
    public var isDynamic: Bool {
        ThemeRole.allCases.contains { colors[$0].isDynamic }
            || (palette ?? []).contains(where: \.isDynamic) || (cursor?.isDynamic ?? false)
    }
}

/// Immutable metadata shared by reference between themes (and copies of a theme). Themes read from
/// the theme cache keep theirs encoded, all of a folder's in one buffer (`EncodedMetadata`), and
/// decode a theme's only when it is asked for (the selected theme's preview, `show`, `export`):
/// the catalog's 556 themes held 0.3 MiB of metadata as strings, each in allocations of its own.
final class MetadataBox: Hashable, Sendable {
    private enum Storage {
        indirect case decoded(ThemeMetadata)
        case encoded(EncodedMetadata, at: Int)
    }
    private let storage: Storage

    init(_ metadata: ThemeMetadata) {
        storage = .decoded(metadata)
    }

    init(_ encoded: EncodedMetadata, at offset: Int) {
        storage = .encoded(encoded, at: offset)
    }

    var metadata: ThemeMetadata {
        switch storage {
        case .decoded(let metadata): metadata
        case .encoded(let encoded, let offset): encoded.metadata(at: offset)
        }
    }

    /// The source format alone (every frame's colours ask it: `ThemeLegibility.drawn`), without
    /// decoding the rest.
    var sourceFormat: String? {
        switch storage {
        case .decoded(let metadata): metadata.sourceFormat
        case .encoded(let encoded, let offset): encoded.sourceFormat(at: offset)
        }
    }

    static func == (lhs: MetadataBox, rhs: MetadataBox) -> Bool { lhs === rhs || lhs.metadata == rhs.metadata }
    func hash(into hasher: inout Hasher) { hasher.combine(metadata) }
}

extension Theme {
    /// The same theme with the metadata of `box`.
    func sharing(_ box: MetadataBox) -> Theme {
        var theme = self
        theme.metadataBox = box
        return theme
    }
}
