import DarkscreenCore
import DarkscreenPlatform
import DarkscreenTools

/// How every command tells of a settings.json it cannot fully use: one line on stderr per problem
/// (`SettingsProblems`), naming the file and the field, as the running app's status line does.
enum SettingsWarnings {
    /// Reports what settings.json holds that darkscreen cannot use. `skipping`: fields the command
    /// reports itself (the schedule's own error, say).
    static func report(_ store: SettingsStore = .standard(), skipping: Set<Settings.Key> = []) {
        let problems = SettingsProblems(store.load())
        for line in problems.lines(path: store.path, skipping: skipping) { CommandOutput.error(Notice(line)) }
    }
}
