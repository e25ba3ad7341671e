/// The themes darkscreen offers, in order, looked up by name case-insensitively.
public struct ThemeCatalog: Sendable, Equatable {
    public private(set) var themes: [Theme]

    public init(themes: [Theme]) {
        self.themes = themes
    }

    public var count: Int { themes.count }
    public var names: [String] { themes.map(\.name) }

    public func index(named name: String) -> Int? {
        let wanted = name.lowercased()
        return themes.firstIndex { $0.name.lowercased() == wanted }
    }

    public func theme(named name: String) -> Theme? {
        index(named: name).map { themes[$0] }
    }

    /// Themes of `overlay` replace same-named ones in place; new ones are added after.
    public func merging(_ overlay: [Theme]) -> ThemeCatalog {
        var merged: [Theme] = []
        merged.reserveCapacity(themes.count + overlay.count)
        merged += themes
        var positions: [String: Int] = [:]
        positions.reserveCapacity(themes.count + overlay.count)
        for (offset, theme) in themes.enumerated() { positions[theme.name.lowercased()] = offset }
        for theme in overlay {
            let key = theme.name.lowercased()
            if let existing = positions[key] {
                merged[existing] = theme
            } else {
                positions[key] = merged.count
                merged.append(theme)
            }
        }
        return ThemeCatalog(themes: merged)
    }
}
