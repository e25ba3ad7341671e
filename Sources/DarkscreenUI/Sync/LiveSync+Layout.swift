import DarkscreenCore
import DarkscreenState

/// The layout (split ratio and side) lives in state.json, not settings.json: written when `[`,
/// `]` or `s` change it, and followed when another darkscreen changes it.
extension LiveSync {
    /// The layout in state.json as a change (a ratio it does not know is left alone).
    static func layout(from state: Settings) -> SettingsChange {
        SettingsChange(splitRatio: state.splitRatio.flatMap(SplitRatio.init(rawValue:)), listOnRight: state.listOnRight)
    }

    /// Writes the layout to state.json (atomically, keeping other keys), remembering the bytes.
    public func saveLayout(ratio: SplitRatio, listOnRight: Bool) {
        do {
            knownStateBytes = try stateStore.update {
                $0.splitRatio = ratio.rawValue
                $0.listOnRight = listOnRight
            }.bytes
        } catch {
            send(.notice(.settings, "cannot save the layout: \(error.reason)"))
        }
    }

    /// Another darkscreen (or the user) changed state.json: follow its layout.
    func reloadState() {
        let snapshot = stateStore.load()
        guard snapshot.problem == nil, snapshot.bytes != knownStateBytes else { return }
        knownStateBytes = snapshot.bytes
        send(.settingsChanged(Self.layout(from: snapshot.settings)))
    }
}
