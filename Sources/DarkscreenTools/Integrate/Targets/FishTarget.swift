import DarkscreenPlatform
import DarkscreenCore
/// fish's own colours: its `fish_color_*` and `fish_pager_color_*` universal variables, set by
/// `fish -c` from darkscreen's script on each commit (every running fish sees universal variables
/// change). No line in the user's config. The values they had before are kept at the first commit
/// and set again by `--undo` (a variable that was not set is erased).
enum FishTarget: IntegrationTargetKind {
    static let name = "fish"
    static let reach = IntegrationTarget.Reach.told

    static func layout(in environment: IntegrationEnvironment, dual: Bool) throws(IntegrationFailure) -> IntegrationLayout {
        IntegrationLayout(target: target, files: [environment.ownFolder + "/fish-colors.fish"], lines: [])
    }

    static func contents(of layout: IntegrationLayout, theme: Theme, appearance: Appearance) -> [String] {
        [FishColors.setScript(ExportScheme(theme, appearance: appearance.resolved))]
    }

    /// The variables darkscreen sets (the same for every theme).
    static var names: [String] {
        let any = Theme(name: "", statusLine: .default, colors: ThemeColors { _ in DynamicColor(RGB(0)) })
        return FishColors.variables(ExportScheme(any, appearance: .dark)).map(\.name)
    }

    /// A fish script that gives each variable back its value now (or erases it), as fish escapes it.
    static let readBack = """
        for v in $argv
            if set -q -U $v
                printf 'set -U %s %s\\n' $v (string join ' ' -- (string escape -- $$v))
            else
                printf 'set -e -U %s\\n' $v
            end
        end
        """

    static func tell(_ layout: IntegrationLayout, appearance: Appearance, in environment: IntegrationEnvironment) -> IntegrationOutcome {
        guard environment.locate("fish") != nil else { return .reached("fish is not installed; its colours are set when it is") }
        let before = ToolStateBefore(name, in: environment)
        if let problem = before.keepOnce({
            ToolProcess.output(["fish", "-c", readBack] + names, in: environment, milliseconds: 10_000)
                .map { "# \(IntegrationFiles.marker) at integrate: fish's colours before\n" + $0 }
        }) {
            return .failed("fish: " + problem)
        }
        if let problem = ToolProcess.run(["fish", "-c", "source $argv[1]", layout.files[0]], in: environment, milliseconds: 10_000) {
            return .failed(problem)
        }
        return .reached("fish's universal colour variables set")
    }

    static func undo(_ layout: IntegrationLayout, in environment: IntegrationEnvironment) -> String? {
        let before = ToolStateBefore(name, in: environment)
        guard before.exists else { return nil }
        if let problem = ToolProcess.run(["fish", "-c", "source $argv[1]", before.path], in: environment, milliseconds: 10_000) {
            return "fish's colours could not be given back (\(problem)); they are in " + SafeText.escaped(before.path)
        }
        before.remove()
        return nil
    }
}
