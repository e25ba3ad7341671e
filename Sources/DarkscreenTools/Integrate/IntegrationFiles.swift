import DarkscreenPlatform
import DarkscreenCore
/// What darkscreen writes into its own files for a theme: each target's `contents` (the
/// terminals' formats come from the exporters, which escape the theme's name), paired with the
/// layout's files.
public enum IntegrationFiles {
    /// The header every file darkscreen owns starts with (Vim's files begin with `"`), so that a
    /// file of the user's that happens to have the same name is never replaced.
    static let marker = "darkscreen writes this file"

    /// The first line of a file in a `#`-comment format.
    static let hashHeader = "# \(marker) on each commit; it is replaced, not edited\n"

    public static func contents(for layout: IntegrationLayout, theme: Theme, appearance: Appearance) -> [(path: String, text: String)] {
        Array(zip(layout.files, layout.target.kind.contents(of: layout, theme: theme, appearance: appearance)))
    }

    /// Whether the file at `path` is darkscreen's (or absent), so it may be replaced.
    static func isOwned(_ path: String) -> Bool {
        guard FileSystem.isPresent(path) else { return true }
        guard let head = try? FileSystem.readHead(at: path, count: 256) else { return false }
        return String(decoding: head.bytes, as: UTF8.self).split(separator: "\n").first?.contains(marker) == true
    }
}
