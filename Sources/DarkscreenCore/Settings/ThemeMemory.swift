/// What the picker remembers in state.json between runs: the themes last committed there
/// (`"recent"`, most recent first, at most `recentLimit`) and the ones marked with `f`
/// (`"favourites"`). Names are compared case-insensitively, as the catalog looks them up. The same
/// steps change the app's state and, under state.json's lock, the file (so two darkscreens
/// marking at once both keep their marks).
public enum ThemeMemory {
    public static let recentLimit = 20

    /// `name` committed: first in the list, once, the oldest dropped past `recentLimit`.
    public static func remembering(_ name: String, in recent: [String]) -> [String] {
        let key = name.lowercased()
        var list = [name] + recent.filter { $0.lowercased() != key }
        if list.count > recentLimit { list.removeLast(list.count - recentLimit) }
        return list
    }

    /// `name` marked (added at the end) or, when it was marked, unmarked.
    public static func marking(_ name: String, marked: Bool, in favourites: [String]) -> [String] {
        let key = name.lowercased()
        let others = favourites.filter { $0.lowercased() != key }
        return marked ? others + [name] : others
    }

    /// Whether `name` is among `names`.
    public static func contains(_ name: String, in names: [String]) -> Bool {
        let key = name.lowercased()
        return names.contains { $0.lowercased() == key }
    }

    /// A `"recent"` or `"favourites"` value that is not a list of names.
    public struct Problem: Error, Equatable, Sendable, CustomStringConvertible {
        public var key: String
        public var found: String

        public var description: String { "state.json: \"\(key)\" should be a list of theme names, found \(found); ignored" }
    }
}
