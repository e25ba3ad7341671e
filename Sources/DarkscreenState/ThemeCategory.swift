import DarkscreenCore
import DarkscreenPlatform
import DarkscreenTools

/// The picker's categories, stepped through with ← and →: which themes the list shows before the
/// `/` filter narrows them further.
public enum ThemeCategory: String, CaseIterable, Sendable {
    case all, dark, light, pairs, yours, recent, favourites

    /// The name the status line gives it.
    public var title: String {
        switch self {
        case .all: "All"
        case .dark: "Dark"
        case .light: "Light"
        case .pairs: "Light/dark pairs"
        case .yours: "Yours"
        case .recent: "Recent"
        case .favourites: "Favourites"
        }
    }

    /// What the list pane says when the category holds no theme.
    public var emptyMessage: String {
        switch self {
        case .all: "No themes"
        case .dark: "No dark themes"
        case .light: "No light themes"
        case .pairs: "No theme with a light and a dark variant"
        case .yours: "None of your own yet — darkscreen import adds some"
        case .recent: "Nothing committed yet — Enter commits one"
        case .favourites: "No favourites yet — f marks one"
        }
    }

    public var next: ThemeCategory {
        let all = Self.allCases
        return all[(all.firstIndex(of: self)! + 1) % all.count]
    }

    public var previous: ThemeCategory {
        let all = Self.allCases
        return all[(all.firstIndex(of: self)! + all.count - 1) % all.count]
    }

    /// The catalog indices in the category, in the list's order (nil: every theme, in catalog
    /// order). Dark: a theme shown dark in the dark appearance; Light: shown light in the light
    /// appearance (a light/dark pair is both); pairs: light in light and dark in dark; yours: read
    /// from the user's own files and folders (not the shipped themes, the catalog or a system folder); recent: most recent first; favourites: in
    /// catalog order.
    public func members(of catalog: ThemeCatalog, recent: [String], favourites: [String]) -> [Int]? {
        let themes = catalog.themes
        func background(_ index: Int, _ appearance: Appearance) -> RGB { themes[index].colors[.background].resolved(for: appearance) }
        switch self {
        case .all: return nil
        case .dark: return themes.indices.filter { !background($0, .dark).isLight }
        case .light: return themes.indices.filter { background($0, .light).isLight }
        case .pairs: return themes.indices.filter { background($0, .light).isLight && !background($0, .dark).isLight }
        case .yours: return themes.indices.filter(catalog.isUsers)
        case .recent:
            var seen = Set<Int>()
            return recent.compactMap { catalog.index(named: $0) }.filter { seen.insert($0).inserted }
        case .favourites:
            let marked = Set(favourites.map(ThemeMemory.key))
            return themes.indices.filter { marked.contains(ThemeMemory.key(themes[$0].name)) }
        }
    }
}
