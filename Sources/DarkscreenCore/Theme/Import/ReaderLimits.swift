import DarkscreenPlatform
/// What one theme file may ask of darkscreen's readers (docs/limits.md "Theme files"). Every
/// reader checks these before it recurses or keeps more: a file past one is one clear error
/// naming the file, the line (or key) and the limit, and a drop-in folder loads its other files.
/// Within them a reader's time is linear in the file's size and its memory a small multiple of it.
public enum ReaderLimits {
    /// Levels of nesting: JSON arrays and objects, YAML mappings (indentation levels), TOML
    /// table names (`[a.b.c]` parts) and property-list arrays and dictionaries.
    public static let maximumDepth = JSONParser.maximumDepth
    /// Problems reported for one file; past it one last line says how many more there were.
    public static let maximumDiagnostics = 20
    /// Characters of a file's text quoted in one message (the rest is cut with "…").
    public static let quotedCharacters = 80

    /// `text` quoted and escaped for a message (`SafeText.quoted`), cut to `quotedCharacters`.
    static func quoted<Text: StringProtocol>(_ text: Text) -> String {
        var cut = ""
        var count = 0
        for character in text {
            if count == quotedCharacters { return SafeText.quoted(cut) + "…" }
            cut.append(character)
            count += 1
        }
        return SafeText.quoted(cut)
    }

    /// The last diagnostic of a file that had more than `maximumDiagnostics`.
    static func omitted(_ count: Int, file: String) -> ThemeDiagnostic {
        ThemeDiagnostic(file: file, message: "\(count) more problem\(count == 1 ? "" : "s") not shown (a file reports at most \(maximumDiagnostics))")
    }
}
