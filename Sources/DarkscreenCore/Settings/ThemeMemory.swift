import DarkscreenPlatform
/// What the picker remembers in state.json between runs: the themes last committed there
/// (`"recent"`, most recent first, at most `recentLimit`) and the ones marked with `f`
/// (`"favourites"`). Names are compared case-insensitively, as the catalog looks them up. The same
/// steps change the app's state and, under state.json's lock, the file (so two darkscreens
/// marking at once both keep their marks).
public enum ThemeMemory {
    public static let recentLimit = 20

    /// What two names are compared by (the catalog looks names up case-insensitively).
    public static func key(_ name: String) -> String { name.lowercased() }

    /// `name` committed: first in the list, once, the oldest dropped past `recentLimit`.
    public static func remembering(_ name: String, in recent: [String]) -> [String] {
        let key = Self.key(name)
        var list = [name] + recent.filter { Self.key($0) != key }
        if list.count > recentLimit { list.removeLast(list.count - recentLimit) }
        return list
    }

    /// A commit made anywhere — in the picker or with `darkscreen set` — put first in state.json's
    /// `"recent"` (`store`: `SettingsStore.state()`), under the state file's lock. A `"recent"` that
    /// is not a list of names is replaced by this one.
    @discardableResult
    public static func rememberCommitted(_ name: String, in store: SettingsStore) throws(FileWriteError) -> SettingsUpdate {
        try store.update { state in
            let recent = (try? state.themeNames(.recent).get()) ?? []
            state.setThemeNames(.recent, remembering(name, in: recent))
        }
    }

    /// `name` marked (added at the end) or, when it was marked, unmarked.
    public static func marking(_ name: String, marked: Bool, in favourites: [String]) -> [String] {
        let key = Self.key(name)
        let others = favourites.filter { Self.key($0) != key }
        return marked ? others + [name] : others
    }

    /// Whether `name` is among `names`.
    public static func contains(_ name: String, in names: [String]) -> Bool {
        let key = Self.key(name)
        return names.contains { Self.key($0) == key }
    }

    /// A `"recent"` or `"favourites"` value that is not a list of names.
    public struct Problem: Error, Equatable, Sendable, CustomStringConvertible {
        public var key: String
        public var found: String

        public var description: String { "state.json: \"\(key)\" should be a list of theme names, found \(found); ignored" }
    }
}
