/// darkscreen's state folder, `$XDG_STATE_HOME/darkscreen` when that is absolute, else
/// `~/.local/state/darkscreen`: what a killed instance left for `darkscreen restore`, the hooks'
/// log and their last-run record.
public enum StateDirectory {
    public static func path(environment: (String) -> String? = FileSystem.environment) -> String {
        if let xdg = environment("XDG_STATE_HOME"), xdg.hasPrefix("/") { return xdg + "/darkscreen" }
        // The config folder's rule for HOME, one level over: ~/.config/darkscreen → ~/.local/state/darkscreen.
        let config = SettingsStore.configDirectory(environment: { $0 == "XDG_CONFIG_HOME" ? nil : environment($0) })
        let home = String(config.dropLast("/.config/darkscreen".count))
        return home + "/.local/state/darkscreen"
    }
}
