import DarkscreenPlatform
import DarkscreenCore
/// The shell: a POSIX sh snippet sourced from `~/.bashrc` and `~/.zshrc` (those that exist, else
/// the `$SHELL`'s), and fish's own `conf.d/darkscreen.fish` (no line of the user's), which print
/// the colour escapes `--apply terminal` writes in each new interactive shell. One variant.
enum ShellTarget: IntegrationTargetKind {
    static let name = "shell"
    static let reach = IntegrationTarget.Reach.readsItself
    static let isTerminal = true

    static func layout(in environment: IntegrationEnvironment, dual: Bool) throws(IntegrationFailure) -> IntegrationLayout {
        try startupLayout(target, file: "shell.sh", fishFile: "darkscreen.fish", in: environment)
    }

    /// The files of a `startupLayout`: the POSIX snippet's line, and fish's when fish is used.
    static func startupFiles(_ layout: IntegrationLayout, posix: String, fish: String) -> [String] {
        [IntegrationFiles.hashHeader + posix + "\n"] + (layout.files.count > 1 ? [IntegrationFiles.hashHeader + fish + "\n"] : [])
    }

    /// A snippet every new interactive shell reads: `file` in darkscreen's folder, sourced from
    /// `~/.bashrc` and `~/.zshrc` (those that exist, else the `$SHELL`'s), and fish's own
    /// `conf.d/<fishFile>` when fish is the shell or has a config folder. (The shell, fzf's colours
    /// and `LS_COLORS` each have theirs.)
    static func startupLayout(
        _ target: IntegrationTarget, file name: String, fishFile: String,
        in environment: IntegrationEnvironment
    ) throws(IntegrationFailure) -> IntegrationLayout {
        let file = environment.ownFolder + "/" + name
        let quoted = try IntegrationLayout.quoted(ConfigQuoting.shell, file, "the shell")
        let source = "if [ -r \(quoted) ]; then . \(quoted); fi"
        let home = environment.home
        var rcFiles = [home + "/.bashrc", home + "/.zshrc"].filter(FileSystem.isPresent)
        let fishFolder = environment.xdg.configHome + "/fish"
        let usesFish = environment.shell.hasSuffix("/fish") || FileSystem.isDirectory(fishFolder)
        if rcFiles.isEmpty, !usesFish { rcFiles = [home + (environment.shell.hasSuffix("/zsh") ? "/.zshrc" : "/.bashrc")] }
        return IntegrationLayout(
            target: target, files: [file] + (usesFish ? [fishFolder + "/conf.d/" + fishFile] : []),
            lines: rcFiles.map { ConfigLine(config: $0, line: source) })
    }

    static func contents(of layout: IntegrationLayout, theme: Theme, appearance: Appearance) -> [String] {
        let scheme = ExportScheme(theme, appearance: appearance.resolved)
        return [ShellSnippet.posix(scheme)] + (layout.files.count > 1 ? [ShellSnippet.fish(scheme)] : [])
    }

    static func tell(_ layout: IntegrationLayout, appearance: Appearance, in environment: IntegrationEnvironment) -> IntegrationOutcome {
        .reached("new shells")
    }
}

/// The shell start-up snippet: the colour escapes `--apply terminal` writes, printed by an
/// interactive shell whose output is a terminal, and `LC_DARKSCREEN_APPEARANCE` (light or dark,
/// by the scheme's own background) and `LC_DARKSCREEN_THEME` exported for `ssh` to send along
/// (`ForwardedAppearance`; the theme's name only where the shell's quotes can hold it). Every byte but letters, digits, `;`, `#` and `]`
/// is written as an octal (sh) or hex (fish) escape of printf, so nothing in the file is
/// interpreted by the shell.
enum ShellSnippet {
    static func posix(_ scheme: ExportScheme) -> String {
        let escapes = ExportFormat.escapes.write([scheme])
        return """
            # \(IntegrationFiles.marker) on each commit (\(ExportScheme.safe(scheme.name)), \(scheme.appearance.rawValue)); \
            it is replaced, not edited
            \(forwarded(scheme, fish: false))
            case $- in *i*) [ -t 1 ] && printf '\(printfEscaped(escapes, octal: true))' ;; esac
            \(contextHooks(program: FileSystem.executablePath()))
            """
    }

    static func fish(_ scheme: ExportScheme) -> String {
        let escapes = ExportFormat.escapes.write([scheme])
        return """
            # \(IntegrationFiles.marker) on each commit (\(ExportScheme.safe(scheme.name)), \(scheme.appearance.rawValue)); \
            it is replaced, not edited
            \(forwarded(scheme, fish: true))
            if status is-interactive; and isatty stdout
                printf '\(printfEscaped(escapes, octal: false))'
            end
            \(fishContextHooks(program: FileSystem.executablePath()))
            """
    }

    /// In an interactive bash or zsh inside tmux (the pane's tint) or in a terminal (the window's
    /// tint: its output is a tty): `darkscreen context --apply` before each prompt and `--apply
    /// --after-start` in the background as a command starts (docs/contexts.md). Nothing when
    /// darkscreen's path cannot be written in the shell's quotes.
    static func contextHooks(program: String?) -> String {
        guard let quoted = program.flatMap(ConfigQuoting.shell) else { return "" }
        return """
            if { [ -n "${TMUX-}" ] || [ -t 1 ]; } && [ -z "${_DARKSCREEN_CONTEXT_HOOKS-}" ]; then
              case $- in *i*)
                _DARKSCREEN_CONTEXT_HOOKS=1
                _darkscreen_context() { \(quoted) context --apply 2>/dev/null; }
                _darkscreen_context_start() { (\(quoted) context --apply --after-start >/dev/null 2>&1 &); }
                if [ -n "${BASH_VERSION-}" ]; then
                  PROMPT_COMMAND="_darkscreen_context${PROMPT_COMMAND:+;$PROMPT_COMMAND}"
                  PS0="${PS0-}\\$(_darkscreen_context_start)"
                elif [ -n "${ZSH_VERSION-}" ]; then
                  precmd_functions+=(_darkscreen_context)
                  preexec_functions+=(_darkscreen_context_start)
                fi ;;
              esac
            fi

            """
    }

    /// The same for fish, inside tmux or in a terminal, in an interactive fish: functions on the `fish_prompt`
    /// and `fish_preexec` events, the second's darkscreen in the background, disowned (no "job
    /// ended" line). Nothing when darkscreen's path cannot be written in fish's quotes.
    static func fishContextHooks(program: String?) -> String {
        guard let quoted = program.flatMap(ConfigQuoting.fish) else { return "" }
        return """
            if status is-interactive; and begin; test -n "$TMUX"; or isatty stdout; end; and not set -q _darkscreen_context_hooks
                set -g _darkscreen_context_hooks 1
                function _darkscreen_context --on-event fish_prompt
                    \(quoted) context --apply 2>/dev/null
                end
                function _darkscreen_context_start --on-event fish_preexec
                    \(quoted) context --apply --after-start >/dev/null 2>&1 &
                    disown $last_pid 2>/dev/null
                end
            end

            """
    }

    /// The variables `ssh` sends along: `export …` (sh) or `set -gx …` (fish).
    static func forwarded(_ scheme: ExportScheme, fish: Bool) -> String {
        let variant = scheme.background.relativeLuminance > scheme.foreground.relativeLuminance ? "light" : "dark"
        let name = ConfigQuoting.isPlain(scheme.name) ? scheme.name : nil
        if fish {
            var line = "set -gx \(ForwardedAppearance.appearanceVariable) \(variant)"
            if let quoted = name.flatMap(ConfigQuoting.fish) { line += "; set -gx \(ForwardedAppearance.themeVariable) " + quoted }
            return line
        }
        var line = "\(ForwardedAppearance.appearanceVariable)=\(variant)"
        if let quoted = name.flatMap(ConfigQuoting.shell) { line += "; \(ForwardedAppearance.themeVariable)=" + quoted }
        return line + "; export \(ForwardedAppearance.appearanceVariable)" + (name == nil ? "" : " \(ForwardedAppearance.themeVariable)")
    }

    static func printfEscaped(_ text: String, octal: Bool) -> String {
        var out = ""
        for byte in text.utf8 {
            let plain =
                (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
                || byte == UInt8(ascii: ";") || byte == UInt8(ascii: "#") || byte == UInt8(ascii: "]")
            if plain {
                out.unicodeScalars.append(Unicode.Scalar(byte))
            } else if octal {
                let digits = String(byte, radix: 8)
                out += "\\" + String(repeating: "0", count: 3 - digits.count) + digits
            } else {
                let digits = String(byte, radix: 16)
                out += "\\x" + (digits.count < 2 ? "0" : "") + digits
            }
        }
        return out
    }
}
