import DarkscreenPlatform
/// Where a theme comes from and who made it: shown by `show`, `list --json` and the help panel.
/// Imported themes carry what their file says; themes.json can give it under `"metadata"`.
public struct ThemeMetadata: Hashable, Sendable {
    public var author: String?
    public var license: String?
    public var upstream: String?
    public var description: String?
    /// The file the theme was read from.
    public var sourceFile: String?
    /// That file's format (`darkscreen`, `base16`, `kitty`, `ghostty`, `itermcolors`, `wt`, `alacritty`, `foot`).
    public var sourceFormat: String?

    public init(
        author: String? = nil, license: String? = nil, upstream: String? = nil, description: String? = nil,
        sourceFile: String? = nil, sourceFormat: String? = nil
    ) {
        self.author = author
        self.license = license
        self.upstream = upstream
        self.description = description
        self.sourceFile = sourceFile
        self.sourceFormat = sourceFormat
    }

    /// The descriptive fields as (key, value) pairs in a fixed order, the ones given only:
    /// the keys are those of themes.json's `"metadata"` object.
    public var describedFields: [(key: String, value: String)] {
        zip(Self.describedKeys, [author, license, upstream, description])
            .compactMap { key, value in value.map { (key, $0) } }
    }

    public static let describedKeys = ["author", "license", "upstream", "description"]
}

/// A theme's metadata as short labelled lines ("author: …", "source: FILE (FORMAT)"), the given
/// ones only, for `show` and the help panel. The text comes from files: callers escape it.
public enum ThemeDetails {
    public static func lines(for metadata: ThemeMetadata) -> [(label: String, value: String)] {
        var lines = metadata.describedFields.map { (label: $0.key, value: $0.value) }
        if let source = source(of: metadata) { lines.append((label: "source", value: source)) }
        return lines
    }

    /// "FILE (FORMAT)", "FILE", or nil when the theme came from nowhere on disk.
    public static func source(of metadata: ThemeMetadata) -> String? {
        guard let file = metadata.sourceFile else { return metadata.sourceFormat }
        return metadata.sourceFormat.map { "\(file) (\($0))" } ?? file
    }
}
