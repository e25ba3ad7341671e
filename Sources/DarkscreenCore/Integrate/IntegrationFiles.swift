/// What darkscreen writes into its own files for a theme: the terminals' formats come from the
/// exporters (which escape the theme's name), the rest from `TmuxThemeFile`, `ShellSnippet` and
/// `VimColorScheme`. A dynamic theme gives the variant of `appearance`, except for Ghostty,
/// which is given both and picks by itself.
public enum IntegrationFiles {
    /// The header every file darkscreen owns starts with (Vim's files begin with `"`), so that a
    /// file of the user's that happens to have the same name is never replaced.
    static let marker = "darkscreen writes this file"

    public static func contents(for layout: IntegrationLayout, theme: Theme, appearance: Appearance) -> [(path: String, text: String)] {
        let scheme = ExportScheme(theme, appearance: appearance.resolved)
        let hash = "# \(marker) on each commit; it is replaced, not edited\n"
        switch layout.target {
        case .kitty:
            return [(layout.files[0], hash + KittyExporter.write(scheme))]
        case .ghostty:
            return zip(layout.files, [Appearance.light, .dark]).map { path, variant in
                (path, hash + GhosttyExporter.write(ExportScheme(theme, appearance: variant)))
            }
        case .alacritty:
            let text = IntegrationLayout.alacrittyFormat(of: layout.files[0]) == .yaml
                ? AlacrittyYAML.write(scheme) : AlacrittyExporter.write(scheme)
            return [(layout.files[0], hash + text)]
        case .foot:
            return [(layout.files[0], hash + FootExporter.write([scheme]))]
        case .shell:
            var out = [(layout.files[0], ShellSnippet.posix(scheme))]
            if layout.files.count > 1 { out.append((layout.files[1], ShellSnippet.fish(scheme))) }
            return out
        case .tmux:
            return [(layout.files[0], hash + TmuxThemeFile.write(theme, appearance: appearance.resolved))]
        case .vim, .neovim:
            return [(layout.files[0], VimColorScheme.write(theme, appearance: appearance.resolved))]
        case .ssh:
            return []
        }
    }

    /// Whether the file at `path` is darkscreen's (or absent), so it may be replaced.
    static func isOwned(_ path: String) -> Bool {
        guard FileSystem.isPresent(path) else { return true }
        guard let head = try? FileSystem.readHead(at: path, count: 256) else { return false }
        return String(decoding: head.bytes, as: UTF8.self).split(separator: "\n").first?.contains(marker) == true
    }
}

/// Alacritty's YAML colours (before 0.13), the same colours as `AlacrittyExporter`'s TOML.
enum AlacrittyYAML {
    static func write(_ scheme: ExportScheme) -> String {
        func quoted(_ rgb: RGB) -> String { "'\(ExportScheme.hex(rgb))'" }
        var lines = ["# " + ExportScheme.safe(scheme.name) + " (\(scheme.appearance.rawValue))", "colors:"]
        lines += ["  primary:", "    background: \(quoted(scheme.background))", "    foreground: \(quoted(scheme.foreground))"]
        lines += ["  cursor:", "    text: \(quoted(scheme.cursorText))", "    cursor: \(quoted(scheme.cursor))"]
        lines += ["  selection:", "    text: \(quoted(scheme.selectionForeground))", "    background: \(quoted(scheme.selectionBackground))"]
        for (table, offset) in [("normal", 0), ("bright", 8)] {
            lines.append("  \(table):")
            lines += AlacrittyImporter.ansiNames.enumerated().map { "    \($0.element): \(quoted(scheme.palette[$0.offset + offset]))" }
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
