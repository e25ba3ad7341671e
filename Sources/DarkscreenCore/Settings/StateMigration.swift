import DarkscreenPlatform
/// The split ratio and side are state, not preference: they live in
/// `$XDG_STATE_HOME/darkscreen/state.json`. darkscreen before that kept them in settings.json;
/// the first start that finds them there moves them, once: each key is copied into state.json
/// (unless state.json already has it), then removed from settings.json — every other key of
/// settings.json stays as it was, in its place. A failure leaves both files as they were (or
/// the keys in both, which the next start finishes); it never loses the user's layout.
public enum StateMigration {
    /// The keys that moved from settings.json to state.json.
    public static let movedKeys: [Settings.Key] = [.splitRatio, .listOnRight]

    public struct Outcome: Sendable {
        /// settings.json as it is now (without the moved keys when the move happened).
        public var settings: SettingsSnapshot
        /// state.json as it is now.
        public var state: SettingsSnapshot
        /// Why the move could not be made (it is tried again next time).
        public var problem: FileWriteError?
    }

    /// Moves the layout keys found in `snapshot` (settings.json as read) into `stateStore`.
    /// Without such keys it only reads state.json.
    public static func run(
        settings snapshot: SettingsSnapshot, settingsStore: SettingsStore,
        stateStore: SettingsStore
    ) -> Outcome {
        let moving = movedKeys.compactMap { key in snapshot.settings[key].map { (key, $0) } }
        guard snapshot.problem == nil, !moving.isEmpty else {
            return Outcome(settings: snapshot, state: stateStore.load())
        }
        do {
            let state = try stateStore.update { state in
                for (key, value) in moving where state[key] == nil { state.set(key, to: value) }
            }
            let settings = try settingsStore.update { settings in
                for key in movedKeys { settings.set(key, to: nil) }
            }
            return Outcome(
                settings: SettingsSnapshot(settings: settings.settings, bytes: settings.bytes, problem: nil),
                state: SettingsSnapshot(settings: state.settings, bytes: state.bytes, problem: nil))
        } catch {
            // This run still shows the layout it found; the files are left for the next start.
            var state = stateStore.load()
            for (key, value) in moving where state.settings[key] == nil { state.settings.set(key, to: value) }
            return Outcome(settings: snapshot, state: state, problem: error)
        }
    }
}
