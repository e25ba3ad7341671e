/// darkscreen's state folder, `$XDG_STATE_HOME/darkscreen` when that is absolute, else
/// `~/.local/state/darkscreen`: what a killed instance left for `darkscreen restore`, the hooks'
/// log and their last-run record.
public enum StateDirectory {
    public static func path(environment: (String) -> String? = FileSystem.environment) -> String {
        XDGDirectories(environment: environment).darkscreenState
    }
}
