/// The themes darkscreen offers, in order, looked up by name case-insensitively.
public struct ThemeCatalog: Sendable, Equatable {
    public private(set) var themes: [Theme]
    /// The shipped themes.json the catalog was built over (nil: not known, as in tests): a theme
    /// read from any other file is one of the user's own (the picker's "Yours").
    public private(set) var shippedFile: String?

    public init(themes: [Theme], shippedFile: String? = nil) {
        self.themes = themes
        self.shippedFile = shippedFile
    }

    /// Whether the theme came from the user's files or folders rather than the shipped themes.json.
    public func isUsers(_ index: Int) -> Bool {
        guard let file = themes[index].metadata.sourceFile else { return false }
        return file != shippedFile
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
        return ThemeCatalog(themes: merged, shippedFile: shippedFile)
    }
}
