import DarkscreenPlatform
/// A theme as Ghostty theme files, for `export --format ghostty --output DIR`. A dynamic theme is
/// two files named as Ghostty's own themes are (`Adwaita`/`Adwaita Dark`, `3024 Day`/`3024 Night`):
/// `NAME Light` and `NAME Dark`, paired in Ghostty's config by `theme = light:NAME Light,dark:NAME Dark`.
/// Any other theme is one file, `NAME`; one variant of a dynamic theme (`--appearance`) is the one
/// file of the pair, `NAME Light` or `NAME Dark`. A theme file has no extension: Ghostty looks a
/// theme up by its file name, in `$XDG_CONFIG_HOME/ghostty/themes` (or takes an absolute path).
public struct GhosttyThemeFiles: Sendable {
    public struct File: Sendable, Equatable {
        public var name: String
        public var text: String
    }

    /// The files, the light variant first.
    public var files: [File]

    public init(_ theme: Theme, appearance: Appearance?) throws(ExportFormat.Failure) {
        let name = try GhosttyThemeName.checked(theme.name)
        guard theme.isDynamic else {
            files = [File(name: name, text: try ExportFormat.ghostty.write(theme, appearance: nil))]
            return
        }
        let variants: [Appearance] = appearance.map { [$0.resolved] } ?? [.light, .dark]
        files = try variants.map { (variant) throws(ExportFormat.Failure) -> File in
            let fileName = name + (variant == .light ? " Light" : " Dark")
            try GhosttyThemeName.checkLength(fileName, theme: theme.name)
            return File(name: fileName, text: try ExportFormat.ghostty.write(theme, appearance: variant))
        }
    }

    /// The `theme = …` line for Ghostty's config, for files written to `folder`: the files by name
    /// when `folder` is Ghostty's own themes folder (`ghosttyThemes`), else by absolute path, which
    /// Ghostty also takes. `byName` false with `needsMove` true: the folder's path cannot stand in
    /// Ghostty's setting (it holds `,`, `:`, `=` or a character that must be escaped), so the line
    /// names the files and they have to be moved to Ghostty's folder to be found.
    public func configLine(folder: String, ghosttyThemes: String) -> (text: String, needsMove: Bool) {
        let absolute = FileSystem.resolvedPath(folder) ?? folder
        let isGhosttys = absolute == (FileSystem.resolvedPath(ghosttyThemes) ?? ghosttyThemes)
        let paths = files.map { absolute + (absolute.hasSuffix("/") ? "" : "/") + $0.name }
        let byPath = !isGhosttys && paths.allSatisfy(GhosttyThemeName.canStandInSetting)
        let references = byPath ? paths : files.map(\.name)
        let value = references.count == 2 ? "light:\(references[0]),dark:\(references[1])" : references[0]
        return ("theme = " + value, !isGhosttys && !byPath)
    }
}

/// Which theme names make a Ghostty theme file name. The name is untrusted text that becomes a
/// file name in the user's folder and a value in Ghostty's config: refused (never altered, so
/// the file is what the user asked for) when it is empty, holds a `/`, a control character or an
/// invisible formatting character (`SafeText` would escape it), starts with `.` (a hidden file;
/// `.` and `..` are folders), holds `,`, `:` or `=` (Ghostty's `theme` setting reads them as the
/// separators of `light:…,dark:…`), or is longer than a file name may be (255 bytes). Spaces around
/// it are dropped, as Ghostty drops them from the setting.
package enum GhosttyThemeName {
    static let settingSeparators: Set<Character> = [",", ":", "="]

    static func checked(_ name: String) throws(ExportFormat.Failure) -> String {
        let trimmed = name.trimmingWhitespace
        let reason: String? =
            if trimmed.isEmpty { "it is empty" } else if trimmed.contains("/") { "a file name cannot hold \"/\"" } else if SafeText.escaped(trimmed) != trimmed
            { "it holds a control or invisible formatting character" } else if trimmed.hasPrefix(".") {
                "a file name starting with \".\" is hidden"
            } else if trimmed.contains(where: settingSeparators.contains) {
                "Ghostty's theme setting reads \",\", \":\" and \"=\" as separators"
            } else { nil }
        if let reason { throw refusal(name, reason) }
        try checkLength(trimmed, theme: name)
        return trimmed
    }

    static func checkLength(_ fileName: String, theme: String) throws(ExportFormat.Failure) {
        if fileName.utf8.count > 255 { throw refusal(theme, "it is longer than a file name may be (255 bytes)") }
    }

    /// Whether `reference` (an absolute path) can be a value of Ghostty's `theme` setting as it is.
    package static func canStandInSetting(_ reference: String) -> Bool {
        !reference.contains(where: settingSeparators.contains) && SafeText.escaped(reference) == reference
            && reference.trimmingWhitespace == reference
    }

    private static func refusal(_ name: String, _ reason: String) -> ExportFormat.Failure {
        ExportFormat.Failure(
            description: "cannot name a Ghostty theme file after \(SafeText.quoted(name)): \(reason); "
                + "rename the theme, or export it to stdout (without --output)")
    }
}
