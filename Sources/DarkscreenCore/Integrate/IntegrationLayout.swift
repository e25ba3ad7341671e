/// For one target: the files darkscreen owns and the lines the tool's config needs to read them.
public struct IntegrationLayout: Sendable, Equatable {
    public var target: IntegrationTarget
    /// darkscreen's own files, rewritten on every commit.
    public var files: [String]
    /// The lines for the user's config (none for fish, whose conf.d file is darkscreen's own).
    public var lines: [ConfigLine]

    /// Alacritty's config format: YAML before 0.13, TOML from 0.13 (`general.import` from 0.14).
    public enum AlacrittyFormat: Sendable, Equatable {
        case yaml
        case toml(general: Bool)
        var fileExtension: String { self == .yaml ? "yml" : "toml" }
    }

    /// Where everything goes for `target`. `alacritty`: the format the installed Alacritty reads.
    public init(_ target: IntegrationTarget, in environment: IntegrationEnvironment,
                alacritty: AlacrittyFormat = .toml(general: true)) throws(IntegrationFailure) {
        self.target = target
        let own = environment.ownFolder
        let config = environment.xdg.configHome
        let home = environment.home
        func firstExisting(_ candidates: [String]) -> String {
            candidates.first(where: FileSystem.isPresent) ?? candidates[0]
        }
        func plain(_ path: String, _ why: String) throws(IntegrationFailure) -> String {
            guard ConfigQuoting.isPlain(path) else {
                throw IntegrationFailure("\(SafeText.quoted(path)) holds a control character or spaces at its ends, which \(why) cannot take")
            }
            return path
        }
        func quoted(_ quote: (String) -> String?, _ path: String, _ tool: String) throws(IntegrationFailure) -> String {
            guard let text = quote(path) else {
                throw IntegrationFailure("\(SafeText.quoted(path)) cannot be written in \(tool)'s config syntax")
            }
            return text
        }
        switch target {
        case .kitty:
            let file = own + "/kitty.conf"
            files = [file]
            lines = [ConfigLine(config: environment.kittyConfigFolder + "/kitty.conf", line: "include " + (try plain(file, "kitty's include")))]
        case .ghostty:
            let light = own + "/ghostty-light", dark = own + "/ghostty-dark"
            guard GhosttyThemeName.canStandInSetting(light) else {
                throw IntegrationFailure("\(SafeText.quoted(own)) cannot stand in Ghostty's theme setting (it holds \",\", \":\", \"=\" or a control character)")
            }
            files = [light, dark]
            lines = [ConfigLine(config: config + "/ghostty/config", line: "theme = light:\(light),dark:\(dark)")]
        case .alacritty:
            let file = own + "/alacritty." + alacritty.fileExtension
            files = [file]
            let folder = config + "/alacritty"
            switch alacritty {
            case .yaml:
                let path = try quoted(ConfigQuoting.doubleQuoted, file, "Alacritty")
                let main = firstExisting([folder + "/alacritty.yml", home + "/.alacritty.yml", folder + "/alacritty.yaml"])
                lines = [ConfigLine(config: main, line: "import: [\(path)]", placement: .yamlImport(item: "- " + path))]
            case .toml(let general):
                let path = try quoted(ConfigQuoting.doubleQuoted, file, "Alacritty")
                let main = firstExisting([folder + "/alacritty.toml", home + "/.alacritty.toml"])
                lines = [ConfigLine(config: main, line: (general ? "general.import" : "import") + " = [\(path)]", placement: .top)]
            }
        case .foot:
            let file = own + "/foot.ini"
            files = [file]
            lines = [ConfigLine(config: config + "/foot/foot.ini", line: "include=" + (try plain(file, "foot's include")), placement: .beforeFirstSection)]
        case .shell:
            let file = own + "/shell.sh"
            let source = "if [ -r \(try quoted(ConfigQuoting.shell, file, "the shell")) ]; then . \(try quoted(ConfigQuoting.shell, file, "the shell")); fi"
            var rcFiles = [home + "/.bashrc", home + "/.zshrc"].filter(FileSystem.isPresent)
            let fishFolder = config + "/fish"
            let usesFish = environment.shell.hasSuffix("/fish") || FileSystem.isDirectory(fishFolder)
            if rcFiles.isEmpty, !usesFish { rcFiles = [home + (environment.shell.hasSuffix("/zsh") ? "/.zshrc" : "/.bashrc")] }
            files = [file] + (usesFish ? [fishFolder + "/conf.d/darkscreen.fish"] : [])
            lines = rcFiles.map { ConfigLine(config: $0, line: source) }
        case .tmux:
            let file = own + "/tmux.conf"
            files = [file]
            let main = firstExisting([home + "/.tmux.conf", config + "/tmux/tmux.conf"])
            lines = [ConfigLine(config: main, line: "source-file -q " + (try quoted(ConfigQuoting.tmux, file, "tmux")))]
        case .vim:
            files = [home + "/.vim/colors/darkscreen.vim"]
            lines = [ConfigLine(config: firstExisting([home + "/.vimrc", home + "/.vim/vimrc"]), line: "colorscheme darkscreen")]
        case .ssh:
            files = []
            lines = [ConfigLine(config: home + "/.ssh/config", line: Self.sshSendEnv, placement: .everyHost)]
        case .neovim:
            let folder = config + "/nvim"
            files = [folder + "/colors/darkscreen.vim"]
            let lua = folder + "/init.lua"
            lines = [FileSystem.isPresent(lua)
                ? ConfigLine(config: lua, line: "vim.cmd('colorscheme darkscreen')")
                : ConfigLine(config: folder + "/init.vim", line: "colorscheme darkscreen")]
        }
    }

    /// The line `integrate ssh` adds: OpenSSH sends these variables along (most servers accept `LC_*`).
    public static let sshSendEnv = "SendEnv \(ForwardedAppearance.appearanceVariable) \(ForwardedAppearance.themeVariable)"

    /// The format of the file darkscreen owns for Alacritty, from its name.
    static func alacrittyFormat(of file: String) -> AlacrittyFormat {
        file.hasSuffix(".yml") ? .yaml : .toml(general: true)
    }
}
