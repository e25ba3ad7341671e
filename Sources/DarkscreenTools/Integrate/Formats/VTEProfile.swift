import DarkscreenPlatform
import DarkscreenCore
/// A colour profile of a VTE terminal kept in dconf (GNOME Terminal, Tilix): the profile's keys in
/// GVariant text (what `gsettings set` and `dconf write` take), and the same as a `dconf load`
/// file for the profile's folder. The profile is darkscreen's own (its own id), so the user's
/// profiles are never edited; the theme's name is its visible name, as an escaped GVariant string.
enum VTEProfile {
    enum Terminal: String, CaseIterable, Sendable {
        case gnomeTerminal = "gnome-terminal"
        case tilix

        /// The relocatable schema of a profile.
        var schema: String {
            switch self {
            case .gnomeTerminal: "org.gnome.Terminal.Legacy.Profile"
            case .tilix: "com.gexperts.Tilix.Profile"
            }
        }

        /// The dconf folder of darkscreen's profile (ends in `/`).
        var profilePath: String {
            switch self {
            case .gnomeTerminal: "/org/gnome/terminal/legacy/profiles:/:\(VTEProfile.profileID)/"
            case .tilix: "/com/gexperts/Tilix/profiles/\(VTEProfile.profileID)/"
            }
        }
    }

    /// darkscreen's profile id (a UUID, as both terminals name profiles; fixed, so each commit
    /// rewrites the same profile).
    static let profileID = "da45c7ee-2b1e-4c0d-9a5e-0d4b5c7ee001"

    static func keys(_ scheme: ExportScheme) -> [(key: String, value: String)] {
        func color(_ rgb: RGB) -> String { "'\(ToolText.hex(rgb))'" }
        return [
            ("visible-name", ToolText.gvariantString("darkscreen: " + scheme.name)),
            ("use-theme-colors", "false"),
            ("background-color", color(scheme.background)),
            ("foreground-color", color(scheme.foreground)),
            ("palette", "[" + scheme.palette.map(color).joined(separator: ", ") + "]"),
            ("cursor-colors-set", "true"),
            ("cursor-background-color", color(scheme.cursor)),
            ("cursor-foreground-color", color(scheme.cursorText)),
            ("highlight-colors-set", "true"),
            ("highlight-background-color", color(scheme.selectionBackground)),
            ("highlight-foreground-color", color(scheme.selectionForeground))
        ]
    }

    /// The keys as a `dconf load <profilePath>` file (dconf takes each value's text as it is,
    /// without the key-file escapes).
    static func dconfLoad(_ scheme: ExportScheme) -> String {
        "[/]\n" + keys(scheme).map { "\($0.key)=\($0.value)\n" }.joined()
    }
}
