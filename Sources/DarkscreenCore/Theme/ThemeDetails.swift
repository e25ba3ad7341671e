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
