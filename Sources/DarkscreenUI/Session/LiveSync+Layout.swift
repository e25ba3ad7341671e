import DarkscreenCore
import DarkscreenState
import DarkscreenPlatform
import DarkscreenTools

/// What state.json keeps, not settings.json: the layout (split ratio and side), written when `[`,
/// `]` or `s` change it; the picker's recent themes and favourites (`ThemeMemory`), written on a
/// commit and on `f`. Each write reads the file under its lock and changes only its own key, so
/// other keys (and another darkscreen's marks) are kept; a change made elsewhere is followed.
extension LiveSync {
    /// The layout in state.json as a change (a ratio it does not know is left alone).
    static func layout(from state: Settings) -> SettingsChange {
        SettingsChange(splitRatio: state.splitRatio.flatMap(SplitRatio.init(rawValue:)), listOnRight: state.listOnRight)
    }

    /// Everything state.json holds as a change, and what in it cannot be used (one line each).
    static func stateChange(from state: Settings) -> (change: SettingsChange, problems: [ThemeMemory.Problem]) {
        var change = layout(from: state)
        var problems: [ThemeMemory.Problem] = []
        func names(_ key: Settings.Key) -> [String]? {
            switch state.themeNames(key) {
            case .success(let names): return names
            case .failure(let problem):
                problems.append(problem)
                return nil
            }
        }
        change.recent = names(.recent).map { Array($0.prefix(ThemeMemory.recentLimit)) }
        change.favourites = names(.favourites)
        return (change, problems)
    }

    /// Writes the layout to state.json (atomically, keeping other keys), remembering the bytes.
    public func saveLayout(ratio: SplitRatio, listOnRight: Bool) {
        updateState(failure: "cannot save the layout") {
            $0.splitRatio = ratio.rawValue
            $0.listOnRight = listOnRight
        }
    }

    /// A theme committed here: first in state.json's `"recent"`.
    public func rememberCommitted(_ name: String) {
        do {
            knownStateBytes = try ThemeMemory.rememberCommitted(name, in: stateStore).bytes
        } catch {
            send(.notice(.settings, "cannot save the recent themes: \(error.reason)"))
        }
    }

    /// `f`: the theme marked or unmarked in state.json's `"favourites"`.
    public func saveFavourite(_ name: String, marked: Bool) {
        updateState(failure: "cannot save the favourites") { state in
            let favourites = (try? state.themeNames(.favourites).get()) ?? []
            state.setThemeNames(.favourites, ThemeMemory.marking(name, marked: marked, in: favourites))
        }
    }

    /// Queued: written after the frame that answers the key (`writeStateChanges`), all of a pass in one write.
    private func updateState(failure: String, _ change: @escaping (inout Settings) -> Void) {
        pendingState.append((failure, change))
    }

    /// Writes the state changes queued since the last frame, in one write.
    func writeStateChanges() {
        guard let failure = pendingState.first?.failure else { return }
        let changes = pendingState.map(\.change)
        pendingState = []
        do {
            knownStateBytes = try stateStore.update { state in for change in changes { change(&state) } }.bytes
        } catch {
            send(.notice(.settings, "\(failure): \(error.reason)"))
        }
    }

    /// Another darkscreen (or the user) changed state.json: follow its layout, recent themes and favourites.
    func reloadState() {
        let snapshot = stateStore.load()
        guard snapshot.problem == nil, snapshot.bytes != knownStateBytes else { return }
        knownStateBytes = snapshot.bytes
        let (change, problems) = Self.stateChange(from: snapshot.settings)
        if let problem = problems.first { send(.notice(.settings, Notice(problem.description))) }
        send(.settingsChanged(change))
    }
}
