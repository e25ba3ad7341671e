import DarkscreenPlatform
import DarkscreenCore
/// Tilix: darkscreen's profile in dconf, made the default, as GNOME Terminal's (`VTEProfileReach`).
enum TilixTarget: IntegrationTargetKind {
    static let name = "tilix"
    static let reach = IntegrationTarget.Reach.told
    static let isTerminal = true

    static func layout(in environment: IntegrationEnvironment, dual: Bool) throws(IntegrationFailure) -> IntegrationLayout {
        IntegrationLayout(target: target, files: [environment.ownFolder + "/tilix.dconf"], lines: [])
    }

    static func contents(of layout: IntegrationLayout, theme: Theme, appearance: Appearance) -> [String] {
        VTEProfileReach.contents(theme, appearance)
    }

    static func tell(_ layout: IntegrationLayout, appearance: Appearance, in environment: IntegrationEnvironment) -> IntegrationOutcome {
        VTEProfileReach.tell(.tilix, layout, in: environment)
    }

    static func undo(_ layout: IntegrationLayout, in environment: IntegrationEnvironment) -> String? {
        VTEProfileReach.undo(.tilix, in: environment)
    }
}
