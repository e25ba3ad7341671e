import DarkscreenPlatform
import DarkscreenCore
/// fzf's colours: one `--color=` option (fzf reads the last of each name, so an option added after
/// the user's own overrides theirs only for the names it sets), appended to `FZF_DEFAULT_OPTS` by
/// the shell's snippet: the user's options stay, in front. Only hex colours: nothing from the
/// theme's name reaches the shell.
enum FzfColors {
    static func option(_ scheme: ExportScheme) -> String {
        let p = scheme.palette
        let pairs: [(String, RGB)] = [
            ("fg", scheme.foreground), ("bg", scheme.background), ("hl", p[4]),
            ("fg+", scheme.foreground), ("bg+", scheme.selectionBackground), ("hl+", p[12]),
            ("info", p[3]), ("prompt", p[6]), ("pointer", p[5]), ("marker", p[2]),
            ("spinner", p[6]), ("header", p[8]), ("border", p[8])
        ]
        return "--color=" + pairs.map { "\($0.0):\(ToolText.hex($0.1))" }.joined(separator: ",")
    }

    /// For sh, bash and zsh: appends the option unless it is already there (a nested shell
    /// inherits the exported variable), after the user's options with one space between.
    static func posixLine(_ scheme: ExportScheme) -> String {
        let option = option(scheme)
        return "case \" ${FZF_DEFAULT_OPTS-} \" in *\" \(option) \"*) ;; "
            + "*) export FZF_DEFAULT_OPTS=\"${FZF_DEFAULT_OPTS:+$FZF_DEFAULT_OPTS }\(option)\" ;; esac"
    }

    /// For fish: the same, with fish's `contains` over the words of the variable.
    static func fishLine(_ scheme: ExportScheme) -> String {
        let option = option(scheme)
        return "contains -- '\(option)' (string split -n ' ' -- \"$FZF_DEFAULT_OPTS\"); "
            + "or set -gx FZF_DEFAULT_OPTS (string trim -- \"$FZF_DEFAULT_OPTS \(option)\")"
    }
}
