import TerminalAppearance
import DarkscreenPlatform

/// Light or dark (and the theme) sent along from the machine the user sits at. Over SSH only
/// `TERM` travels by itself; `LC_*` variables go wherever the client has `SendEnv` for them and
/// the server `AcceptEnv LANG LC_*` (most do, Debian's among them). The shell snippet of
/// `integrate shell` exports them with the variant in force, `integrate ssh` adds the `SendEnv`,
/// and a darkscreen on the far side takes them as a source after the explicit choices and the
/// schedule and before the terminal's answers (which a layer in between may give for itself).
public enum ForwardedAppearance {
    public static let appearanceVariable = "LC_DARKSCREEN_APPEARANCE"
    public static let themeVariable = "LC_DARKSCREEN_THEME"

    /// What `LC_DARKSCREEN_APPEARANCE` says, and where it came from (`SSH_CONNECTION`'s client address).
    public static func report(_ value: String?, sshConnection: String?) -> SourceReport {
        guard let value, !value.isEmpty else {
            return SourceReport(.forwarded, .notAsked(reason: "\(appearanceVariable) not set"))
        }
        let origin = origin(sshConnection)
        switch value.lowercased() {
        case "light": return SourceReport(.forwarded, .answered(.light, detail: "\(appearanceVariable)=light, \(origin)"))
        case "dark": return SourceReport(.forwarded, .answered(.dark, detail: "\(appearanceVariable)=dark, \(origin)"))
        case "auto": return SourceReport(.forwarded, .noAnswer(detail: "\(appearanceVariable)=auto, \(origin): the next source decides"))
        default:
            return SourceReport(
                .forwarded, .noAnswer(detail: "\(appearanceVariable)=\(SafeText.escaped(String(value.prefix(40)))) is not understood (light, dark or auto)"))
        }
    }

    /// "sent by the SSH client at 192.0.2.7" (the first field of `SSH_CONNECTION`), or "set here
    /// (not over SSH)".
    static func origin(_ sshConnection: String?) -> String {
        guard let client = sshConnection?.split(separator: " ").first, !client.isEmpty else { return "set here (not over SSH)" }
        return "sent by the SSH client at \(SafeText.escaped(String(client.prefix(64))))"
    }

    /// The theme's name the far side forwarded (`LC_DARKSCREEN_THEME`), nil when unset or empty.
    public static func themeName(_ environment: Environment = .process) -> String? {
        guard let name = environment.variable(themeVariable), !name.isEmpty, name.count <= 200 else { return nil }
        return name
    }
}
