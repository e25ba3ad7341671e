import DarkscreenPlatform
/// The themes darkscreen offers, in order, looked up by name case-insensitively.
public struct ThemeCatalog: Sendable, Equatable {
    public private(set) var themes: [Theme]
    /// The shipped themes.json the catalog was built over (nil: not known, as in tests): a theme
    /// read from any other file is one of the user's own (the picker's "Yours").
    public private(set) var shippedFile: String?
    /// Files and folders installed with darkscreen or by packages (the catalog, the system theme
    /// folders): a theme read from them is not one of the user's own either.
    public private(set) var installedSources: [String]

    public init(themes: [Theme], shippedFile: String? = nil, installedSources: [String] = []) {
        self.themes = themes
        self.shippedFile = shippedFile
        self.installedSources = installedSources
    }

    /// Whether the theme came from the user's own files or folders (their themes.json, their
    /// themes folder, a `--themes` file) rather than the shipped themes, the catalog or a system folder.
    public func isUsers(_ index: Int) -> Bool {
        guard let file = themes[index].metadata.sourceFile, file != shippedFile else { return false }
        return !installedSources.contains { file == $0 || file.hasPrefix($0.hasSuffix("/") ? $0 : $0 + "/") }
    }

    /// The catalog's themes added after these, but none whose name is already here (the shipped
    /// themes stay as they are and first); `source` (the catalog's file) is recorded as installed.
    public func addingBelow(_ catalog: [Theme], source: String) -> ThemeCatalog {
        var names = Set(themes.map { $0.name.lowercased() })
        var added = self
        added.themes.reserveCapacity(themes.count + catalog.count)
        for theme in catalog where names.insert(theme.name.lowercased()).inserted { added.themes.append(theme) }
        added.installedSources.append(source)
        return added
    }

    /// The same themes, with these sources recorded as installed (not the user's).
    public func recordingInstalled(_ sources: [String]) -> ThemeCatalog {
        var recorded = self
        recorded.installedSources += sources
        return recorded
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
        return ThemeCatalog(themes: merged, shippedFile: shippedFile, installedSources: installedSources)
    }
}
