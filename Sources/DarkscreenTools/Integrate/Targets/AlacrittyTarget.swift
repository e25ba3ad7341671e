import DarkscreenPlatform
import DarkscreenCore
/// Alacritty: its colours in a file it imports (YAML before 0.13, TOML after, `general.import`
/// from 0.14, asked with `alacritty --version`, else the format of the config the user has).
/// Alacritty watches its imports and reloads by itself. It holds one variant.
enum AlacrittyTarget: IntegrationTargetKind {
    static let name = "alacritty"
    static let reach = IntegrationTarget.Reach.readsItself
    static let isTerminal = true

    /// Alacritty's config format: YAML before 0.13, TOML from 0.13 (`general.import` from 0.14).
    enum Format: Sendable, Equatable {
        case yaml
        case toml(general: Bool)
        var fileExtension: String { self == .yaml ? "yml" : "toml" }
    }

    static func layout(in environment: IntegrationEnvironment, dual: Bool) throws(IntegrationFailure) -> IntegrationLayout {
        let format = format(in: environment)
        let file = environment.ownFolder + "/alacritty." + format.fileExtension
        let folder = environment.xdg.configHome + "/alacritty"
        let home = environment.home
        let path = try IntegrationLayout.quoted(ConfigQuoting.doubleQuoted, file, "Alacritty")
        let line: ConfigLine
        switch format {
        case .yaml:
            let main = IntegrationLayout.firstExisting([folder + "/alacritty.yml", home + "/.alacritty.yml", folder + "/alacritty.yaml"])
            line = ConfigLine(config: main, line: "import: [\(path)]", placement: .yamlImport(item: "- " + path))
        case .toml(let general):
            let main = IntegrationLayout.firstExisting([folder + "/alacritty.toml", home + "/.alacritty.toml"])
            line = ConfigLine(config: main, line: (general ? "general.import" : "import") + " = [\(path)]", placement: .top)
        }
        return IntegrationLayout(target: target, files: [file], lines: [line])
    }

    static func contents(of layout: IntegrationLayout, theme: Theme, appearance: Appearance) -> [String] {
        let scheme = ExportScheme(theme, appearance: appearance.resolved)
        let text = layout.files[0].hasSuffix(".yml") ? AlacrittyYAML.write(scheme) : AlacrittyExporter.write(scheme)
        return [IntegrationFiles.hashHeader + text]
    }

    static func tell(_ layout: IntegrationLayout, appearance: Appearance, in environment: IntegrationEnvironment) -> IntegrationOutcome {
        .reached("Alacritty reads the file again by itself")
    }

    /// The format the installed Alacritty reads, else the format of the config the user has, else TOML.
    static func format(in environment: IntegrationEnvironment) -> Format {
        if let version = ToolVersion.installed("alacritty", arguments: ["--version"], in: environment) {
            if version < ToolVersion(0, 13) { return .yaml }
            return .toml(general: !(version < ToolVersion(0, 14)))
        }
        let folder = environment.xdg.configHome + "/alacritty"
        let yaml = [folder + "/alacritty.yml", environment.home + "/.alacritty.yml"].contains(where: FileSystem.isPresent)
        let toml = [folder + "/alacritty.toml", environment.home + "/.alacritty.toml"].contains(where: FileSystem.isPresent)
        return yaml && !toml ? .yaml : .toml(general: true)
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
