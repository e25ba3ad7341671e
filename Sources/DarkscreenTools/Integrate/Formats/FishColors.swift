import DarkscreenPlatform
import DarkscreenCore
/// fish's own colours: its `fish_color_*` and `fish_pager_color_*` universal variables, set
/// by a fish script (`fish -c`, or sourced); `FishTarget` reads back what they were to give them back. fish reads the
/// hex colours without `#` (which would start a comment); the theme's name appears only `plain`,
/// in a comment.
enum FishColors {
    /// Each variable and its value (fish's `set_color` arguments).
    static func variables(_ scheme: ExportScheme) -> [(name: String, value: String)] {
        let p = scheme.palette
        func c(_ rgb: RGB) -> String { ToolText.bareHex(rgb) }
        return [
            ("fish_color_normal", c(scheme.foreground)), ("fish_color_command", c(p[4])),
            ("fish_color_keyword", c(p[5])), ("fish_color_quote", c(p[2])), ("fish_color_redirection", c(p[6])),
            ("fish_color_end", c(p[5])), ("fish_color_error", c(p[1])), ("fish_color_param", c(p[6])),
            ("fish_color_option", c(p[6])), ("fish_color_comment", c(p[8])),
            ("fish_color_selection", "--background=" + c(scheme.selectionBackground)),
            ("fish_color_search_match", "--background=" + c(scheme.selectionBackground)),
            ("fish_color_operator", c(p[6])), ("fish_color_escape", c(p[6])), ("fish_color_autosuggestion", c(p[8])),
            ("fish_color_cancel", c(p[1])), ("fish_color_cwd", c(p[2])), ("fish_color_cwd_root", c(p[1])),
            ("fish_color_user", c(p[10])), ("fish_color_host", c(scheme.foreground)), ("fish_color_host_remote", c(p[3])),
            ("fish_color_status", c(p[1])), ("fish_color_valid_path", "--underline"),
            ("fish_color_history_current", "--bold"),
            ("fish_pager_color_prefix", c(p[6]) + " --bold --underline"), ("fish_pager_color_completion", c(scheme.foreground)),
            ("fish_pager_color_description", c(p[3])), ("fish_pager_color_progress", c(scheme.background) + " --background=" + c(p[6])),
            ("fish_pager_color_selected_background", "--background=" + c(scheme.selectionBackground))
        ]
    }

    static func setScript(_ scheme: ExportScheme) -> String {
        var lines = ["# \(IntegrationFiles.marker) on each commit (\(ToolText.plain(scheme.name)), \(scheme.variant.rawValue))"]
        lines += variables(scheme).map { "set -U \($0.name) \($0.value)" }
        return lines.joined(separator: "\n") + "\n"
    }
}
