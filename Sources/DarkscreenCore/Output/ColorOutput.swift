import DarkscreenPlatform
/// Whether a command's output may carry colour (SGR escapes): `--color auto|always|never` and the
/// conventions of bat, ripgrep and the CLICOLOR / NO_COLOR specs, in this order:
/// 1. `--color always` or `never` wins;
/// 2. `CLICOLOR_FORCE` set to anything but "" or "0" forces colour;
/// 3. `NO_COLOR` set and non-empty turns it off;
/// 4. `CLICOLOR=0` turns it off;
/// 5. otherwise colour only when the output is a terminal (and `TERM` is not `dumb`).
/// One resolver for every command that colours its output.
public enum ColorOutput: String, Sendable, CaseIterable {
    case auto
    case always
    case never

    public func isEnabled(outputIsTerminal: Bool, environment: Environment = .process) -> Bool {
        switch self {
        case .always: return true
        case .never: return false
        case .auto: break
        }
        if environment.clicolorForce { return true }
        if environment.noColor || environment.clicolorOff { return false }
        return outputIsTerminal && environment.term != "dumb"
    }
}
