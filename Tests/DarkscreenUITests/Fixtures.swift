import DarkscreenCore
import DarkscreenUI

/// The shipped catalog, read from the repo's themes.json (the one definition of the themes).
func shippedCatalog() throws -> ThemeCatalog {
    let root = "/" + #filePath.split(separator: "/").dropLast(3).joined(separator: "/")
    return ThemeCatalog(themes: try ThemeSource.load(path: root + "/themes.json"))
}

func controller(theme: String = "Dark", appearance: Appearance = .dark, size: Size = Size(width: 120, height: 40)) throws -> AppController {
    let catalog = try shippedCatalog()
    let app = AppController(catalog: catalog, themeIndex: catalog.index(named: theme)!, traits: TraitCollection(appearance: appearance),
                            size: size, time: "12:34")
    app.render()
    return app
}

extension AppController {
    func press(_ keys: Key...) {
        for key in keys { _ = handle(.input(.key(key))) }
        render()
    }

    var companionCells: [Cell] {
        let pane = screen.split.companion.frame
        var cells: [Cell] = []
        for row in pane.minRow..<pane.maxRow {
            for column in pane.minColumn..<pane.maxColumn { cells.append(frame[column, row]) }
        }
        return cells
    }
}

/// The repo's shipped themes.json.
func shippedThemesPath() -> String {
    "/" + #filePath.split(separator: "/").dropLast(3).joined(separator: "/") + "/themes.json"
}
