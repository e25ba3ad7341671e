/// Which config format the installed Alacritty reads: `alacritty --version` (bounded), else the
/// format of the config the user already has, else TOML.
enum AlacrittyVersion {
    static func format(in environment: IntegrationEnvironment) -> IntegrationLayout.AlacrittyFormat {
        if let program = environment.locate("alacritty"),
           let process = ChildProcess([program, "--version"], output: .capture, detached: false),
           process.wait(upTo: 2000), let version = parse(process.output) {
            if version < (0, 13) { return .yaml }
            return .toml(general: !(version < (0, 14)))
        }
        let folder = environment.xdg.configHome + "/alacritty"
        let yaml = [folder + "/alacritty.yml", environment.home + "/.alacritty.yml"].contains(where: FileSystem.isPresent)
        let toml = [folder + "/alacritty.toml", environment.home + "/.alacritty.toml"].contains(where: FileSystem.isPresent)
        return yaml && !toml ? .yaml : .toml(general: true)
    }

    /// "alacritty 0.11.0 (8dbaa0b)" → (0, 11).
    static func parse(_ output: String) -> (Int, Int)? {
        let words = output.split(whereSeparator: { $0 == " " || $0 == "\n" })
        guard words.count >= 2, words[0] == "alacritty" else { return nil }
        let parts = words[1].split(separator: ".")
        guard parts.count >= 2, let major = Int(parts[0]), let minor = Int(parts[1]) else { return nil }
        return (major, minor)
    }
}
