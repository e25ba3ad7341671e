import DarkscreenPlatform
/// Themes and diagnostics in the theme folder cache, every field as it is: the name, the status
/// line style, each role's light and dark colour, which roles the theme gives, the palette and
/// cursor, the metadata (sharing one metadata box between neighbours with equal metadata, as a
/// file's themes do), and each diagnostic's file, position, theme, field, message and severity.
extension CacheWriter {
    mutating func theme(_ theme: Theme) {
        string(theme.name)
        u8(UInt8(StatusLineStyle.allCases.firstIndex(of: theme.statusLine)!))
        for role in ThemeRole.allCases { color(theme.colors[role]) }  // in ordinal order
        u8(theme.givenRoles)
        u8((theme.palette == nil ? 0 : 1) | (theme.cursor == nil ? 0 : 2))
        for color in theme.palette ?? [] { self.color(color) }
        if let cursor = theme.cursor { color(cursor) }
        for field in EncodedMetadata.fields(of: theme.metadata) { optionalString(field) }
    }

    mutating func diagnostic(_ diagnostic: ThemeDiagnostic) {
        string(diagnostic.file)
        u8(diagnostic.position == nil ? 0 : 1)
        if let position = diagnostic.position {
            i64(Int64(position.line))
            i64(Int64(position.column))
        }
        optionalString(diagnostic.theme)
        optionalString(diagnostic.field)
        string(diagnostic.message)
        u8(diagnostic.severity == .error ? 0 : 1)
    }

    private mutating func color(_ color: DynamicColor) {
        rgb(color.light)
        rgb(color.dark)
    }

    private mutating func rgb(_ rgb: RGB) {
        u8(rgb.red)
        u8(rgb.green)
        u8(rgb.blue)
    }
}

extension CacheReader {
    /// The fewest bytes a theme takes (empty strings, no palette or cursor).
    static let minimumThemeSize = 4 + 1 + 6 * 6 + 1 + 1 + 6 * 4
    static let minimumDiagnosticSize = 4 + 1 + 4 + 4 + 4 + 1

    /// A theme and its metadata as the cache holds it (six optional strings, checked but not
    /// decoded: `EncodedMetadata` decodes them when they are asked for); the theme's own metadata
    /// box is `MetadataBox.pending` until the caller gives it one (`Theme.sharing`).
    mutating func theme() throws(Malformed) -> (theme: Theme, metadata: UnsafeRawBufferPointer) {
        let name = try string()
        let styles = StatusLineStyle.allCases
        let style = Int(try u8())
        guard style < styles.count else { throw Malformed() }
        // In `ThemeRole.allCases` order (the role's ordinal), as `CacheWriter.theme` writes them.
        var colors = ThemeColors { _ in DynamicColor(RGB(0)) }
        for role in ThemeRole.allCases { colors[role] = try color() }
        let givenRoles = try u8()
        let parts = try u8()
        guard parts & ~3 == 0 else { throw Malformed() }
        var palette: [DynamicColor]?
        if parts & 1 != 0 {
            var colors: [DynamicColor] = []
            colors.reserveCapacity(Theme.paletteSize)
            for _ in 0..<Theme.paletteSize { colors.append(try color()) }
            palette = colors
        }
        let cursor = parts & 2 != 0 ? try color() : nil
        let metadataStart = offset
        for _ in 0..<EncodedMetadata.fieldCount { _ = try optionalStringSpan() }
        let theme = Theme(
            name: name, statusLine: styles[style], colors: colors,
            givenRoles: givenRoles, palette: palette, cursor: cursor, sharedMetadata: MetadataBox.pending)
        return (theme, try span(from: metadataStart))
    }

    mutating func diagnostic() throws(Malformed) -> ThemeDiagnostic {
        let file = try string()
        let hasPosition = try u8()
        guard hasPosition <= 1 else { throw Malformed() }
        var position: SourcePosition?
        if hasPosition == 1 {
            let line = try i64(), column = try i64()
            guard let line = Int(exactly: line), let column = Int(exactly: column) else { throw Malformed() }
            position = SourcePosition(line: line, column: column)
        }
        let theme = try optionalString(), field = try optionalString(), message = try string()
        let severity = try u8()
        guard severity <= 1 else { throw Malformed() }
        return ThemeDiagnostic(
            file: file, position: position, theme: theme, field: field, message: message,
            severity: severity == 0 ? .error : .warning)
    }

    private mutating func color() throws(Malformed) -> DynamicColor {
        let light = RGB(red: try u8(), green: try u8(), blue: try u8())
        return DynamicColor(light: light, dark: RGB(red: try u8(), green: try u8(), blue: try u8()))
    }
}

/// The metadata of a cache's themes, as the cache holds it, in one buffer: each theme's six
/// optional strings (author, license, upstream, description, source file, source format), decoded
/// when asked for. Built from spans the reader has already checked.
final class EncodedMetadata: Sendable {
    static let fieldCount = 6
    private let bytes: [UInt8]

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    static func fields(of metadata: ThemeMetadata) -> [String?] {
        [metadata.author, metadata.license, metadata.upstream, metadata.description, metadata.sourceFile, metadata.sourceFormat]
    }

    /// The last of the six fields, the others skipped.
    func sourceFormat(at offset: Int) -> String? {
        bytes.withUnsafeBytes { raw in
            var reader = CacheReader(raw, offset: offset)
            for _ in 0..<Self.fieldCount - 1 { _ = try? reader.optionalStringSpan() }
            return (try? reader.optionalString()) ?? nil
        }
    }

    func metadata(at offset: Int) -> ThemeMetadata {
        bytes.withUnsafeBytes { raw in
            var reader = CacheReader(raw, offset: offset)
            var fields: [String?] = []
            for _ in 0..<Self.fieldCount { fields.append((try? reader.optionalString()) ?? nil) }
            return ThemeMetadata(
                author: fields[0], license: fields[1], upstream: fields[2], description: fields[3],
                sourceFile: fields[4], sourceFormat: fields[5])
        }
    }

    /// Gives a folder's themes their metadata boxes, in place: one buffer for all, and one box for
    /// neighbours whose metadata is the same bytes (a file's themes that say nothing more about
    /// themselves). `metadata[i]` is `themes[i]`'s, as the reader found it.
    static func box(_ themes: inout [Theme], metadata: [UnsafeRawBufferPointer]) {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(metadata.reduce(0) { $0 + $1.count })
        var offsets: [Int] = []
        offsets.reserveCapacity(metadata.count)
        for index in metadata.indices {
            if index > 0, metadata[index].elementsEqual(metadata[index - 1]) {
                offsets.append(offsets[index - 1])
            } else {
                offsets.append(bytes.count)
                bytes += metadata[index]
            }
        }
        let encoded = EncodedMetadata(bytes)
        var box: MetadataBox?
        for index in themes.indices {
            if index == 0 || offsets[index] != offsets[index - 1] { box = MetadataBox(encoded, at: offsets[index]) }
            themes[index] = themes[index].sharing(box!)
        }
    }
}

extension MetadataBox {
    /// The box of a theme the cache reader has not given its own yet.
    static let pending = MetadataBox(ThemeMetadata())
}
