import DarkscreenCore
import DarkscreenPlatform
import DarkscreenTools

/// The rows of the help panel: every key (`KeyMap`), then the shown theme's details — its name,
/// author, license, upstream, description and where it came from (the given ones only).
/// Text from theme files is escaped (`SafeText`).
public enum HelpContent {
    public struct Row: Equatable, Sendable {
        public let label: String
        public let text: String
    }

    /// The most detail rows a theme adds (a blank row, the name, four descriptions, the source):
    /// the panel is made tall enough for them.
    public static let maximumDetailRows = 7

    public static func rows(for theme: Theme?) -> [Row] {
        var rows = KeyMap.bindings.map { Row(label: $0.keys, text: $0.does) }
        guard let theme else { return rows }
        rows.append(Row(label: "", text: ""))
        rows.append(Row(label: "Theme", text: SafeText.escaped(theme.name)))
        for line in ThemeDetails.lines(for: theme.metadata) {
            rows.append(Row(label: line.label, text: SafeText.escaped(line.value)))
        }
        return rows
    }

    public static func rowCount(for theme: Theme?) -> Int { rows(for: theme).count }
}
