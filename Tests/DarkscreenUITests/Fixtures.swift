import Testing
import DarkscreenCore
import DarkscreenState
import DarkscreenTestSupport
@testable import DarkscreenUI
import DarkscreenPlatform
import DarkscreenTools

/// The shipped catalog, read from the repo's themes.json (the one definition of the themes), for
/// the tests about the shipped themes themselves; frames are tested over `TestCatalog`.
func shippedCatalog() throws -> ThemeCatalog {
    ThemeCatalog(themes: try ThemeSource.load(path: shippedThemesPath()))
}

/// An app over the test catalog ("Test Dark", "Test Light", "Test Dynamic", "Test Wide 夜の東京 🌃"),
/// rendered once.
func controller(
    theme: String = "Test Dark", appearance: Appearance = .dark, size: Size = Size(width: 120, height: 40),
    catalog: ThemeCatalog = TestCatalog.catalog()
) throws -> AppController {
    let index = try #require(catalog.index(named: theme), "no theme \(theme) in the catalog")
    let app = AppController(catalog: catalog, themeIndex: index, traits: TraitCollection(appearance: appearance), size: size, time: "12:34")
    app.render()
    return app
}

/// Renders `app` and compares the whole frame with `Goldens/NAME.frame` (text, colour roles as
/// `appearance` resolves the shown theme, attributes). `DARKSCREEN_RECORD=1` rewrites the file.
func expectGolden(
    _ app: AppController, _ name: String, appearance: Appearance? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    app.render()
    let colors = app.currentTheme.colors.resolved(for: appearance ?? app.state.appearance.traits.appearance)
    let outcome = GoldenFrame.verify(app.frame, colors: colors, named: name)
    switch outcome {
    case .matches:
        break
    case .differs(let diff):
        Issue.record("golden frame \(name) differs (- the file, + this run):\n\(diff)", sourceLocation: sourceLocation)
    case .recorded(let path):
        Issue.record("recorded \(path): read it, then run again without DARKSCREEN_RECORD", sourceLocation: sourceLocation)
    case .missing(let path):
        Issue.record("no golden frame at \(path) (DARKSCREEN_RECORD=1 writes it)", sourceLocation: sourceLocation)
    }
}

/// What the tests read and do through the update step (events only, no side door).
extension AppController {
    var appearanceDecision: AppearanceDecision { state.appearance.decision }
    /// The theme the views draw (the shown one; during a fade, the blend).
    var currentTheme: Theme { state.drawnTheme }

    /// The companion pane's preview lines as the state shows them (nil when the pane is calm).
    var previewLines: [ThemePreview.Line]? {
        screen.split.companion.previewLines(state, size: screen.split.companion.rect(in: state).size)
    }

    /// A saved layout arriving, as the settings file's watcher reports it (no change reported back).
    func setLayout(ratio: SplitRatio, listOnRight: Bool) {
        handle(.settingsChanged(SettingsChange(splitRatio: ratio, listOnRight: listOnRight)))
    }

    /// Another darkscreen committed the theme at `index` (clamped): the settings file's change arrives.
    func applyExternalCommit(_ index: Int) {
        let index = min(max(0, index), catalog.count - 1)
        handle(.settingsChanged(SettingsChange(themeName: catalog.themes[index].name)))
    }

    func press(_ keys: Key...) {
        for key in keys { _ = handle(.input(.key(key))) }
        render()
    }

    /// The companion pane's cells, for what a role mask cannot show (a colour from a file the test wrote).
    var companionCells: [Cell] {
        let pane = screen.split.companion.rect(in: state)
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
