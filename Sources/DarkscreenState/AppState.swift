import DarkscreenCore
import TerminalAppearance
import DarkscreenPlatform
import DarkscreenTools

/// Everything the app is, as one plain value: the themes, which is highlighted and committed,
/// the appearance and what decides it, the layout, the overlays, the notices. Only `AppUpdate`
/// changes it (one event at a time); views are given it and draw from it.
public struct AppState: Equatable, Sendable {
    public internal(set) var catalog: ThemeCatalog
    /// The theme the cursor is on (shown live) and the one saved as the user's choice.
    public internal(set) var highlighted: Int
    public internal(set) var committed: Int
    public internal(set) var size: Size
    public internal(set) var layout = SplitLayout()
    public internal(set) var appearance: AppearanceState
    /// `--companion`: the companion pane's own appearance (`.unspecified` inherits).
    public internal(set) var companionAppearance: Appearance = .unspecified
    public internal(set) var overlays = Overlays()
    public internal(set) var notices = StatusNotices()
    /// A committed theme named in settings.json that the catalog does not have (yet).
    public internal(set) var missingThemeName: String?
    /// The first visible row of the list (the wheel moves it; a highlight change brings it back).
    public internal(set) var listScroll = 0
    /// The clock shown in the status line ("HH:MM").
    public internal(set) var time: String
    public internal(set) var symbols: SymbolSet
    /// Bumped on each commit made here (Enter, a double click), typed ahead of the first frame too.
    public internal(set) var commitsMade = 0
    /// `p`: the companion pane shows the highlighted theme's preview instead of its calm background.
    public internal(set) var showsPreview = false
    /// `c`: the companion pane (and the preview) as seen with a colour-vision deficiency.
    public internal(set) var lens = ColorVision.none
    /// `"lensSeverity"`: how strong the anomalous-trichromacy lenses are (0 to 1).
    public internal(set) var lensSeverity = ColorVision.defaultSeverity
    /// `minimumContrast`: the list marks a theme whose primary text is below it (`!`).
    public internal(set) var contrastFloor = ContrastFloor.standard
    /// The last press, to tell a double click.
    public internal(set) var clicks = ClickTracker()
    /// Whether the theme list shows, and the setting that decides when.
    public internal(set) var list = ListVisibility()
    /// `"statusLine": false` hides it.
    public internal(set) var showsStatusLine = true
    /// The desktop's high-contrast and reduced-animation wishes.
    public internal(set) var desktop = DesktopPreferences()
    /// High contrast asked for: the shown and committed themes as their contrast-safe variants.
    public internal(set) var contrastSafe: ContrastSafeThemes?
    /// ← →: the category the list shows (the `/` filter searches within it).
    public internal(set) var category = ThemeCategory.all
    /// The category's themes (catalog indices, in the list's order); nil: every theme.
    public internal(set) var categoryRows: [Int]?
    /// The themes last committed here, most recent first (state.json's `"recent"`).
    public internal(set) var recent: [String] = []
    /// The themes marked with `f` (state.json's `"favourites"`).
    public internal(set) var favourites: [String] = []
    /// `r`: the themes of the category not yet shown this round.
    public internal(set) var randomRound = RandomRound()
    /// `"transition"` and whether changes may fade yet.
    public internal(set) var transition = TransitionState()
    /// A fade from the colours on screen to the shown theme's, while one is on its way.
    public internal(set) var fade: Fade?
    /// What `--apply` last handed out (after the last frame), so only a change is handed out again.
    public internal(set) var handedOut = LastApplied()
    /// Whether Ctrl-Z stops darkscreen (false where no shell would resume it: a pane `beside` opened).
    public internal(set) var suspends = true
    /// The label of the `"contexts"` rule that matches where darkscreen runs (matched when the
    /// rules change, not at each frame): the status line shows it.
    public internal(set) var contextLabel: String?

    /// `listShown`: the list at start in `auto` (a darkscreen started without focus, beside's, starts without it).
    public init(
        catalog: ThemeCatalog, themeIndex: Int, traits: TraitCollection, size: Size, time: String = "", symbols: SymbolSet = .unicode,
        companion: Appearance = .unspecified, listShown: Bool = true
    ) {
        list.isShown = listShown
        precondition(!catalog.themes.isEmpty, "a catalog has at least one theme")
        let index = min(max(0, themeIndex), catalog.count - 1)
        self.catalog = catalog
        highlighted = index
        committed = index
        self.size = size
        appearance = AppearanceState(traits: traits)
        self.time = time
        self.symbols = symbols
        companionAppearance = companion
    }

    /// The theme shown (the highlighted one, applied live; with high contrast, its contrast-safe variant).
    public var shownTheme: Theme { contrastSafe?.shown ?? catalog.themes[highlighted] }

    /// The committed theme (with high contrast, its contrast-safe variant).
    public var committedTheme: Theme { contrastSafe?.committed ?? catalog.themes[committed] }

    /// The catalog indices the list shows, top to bottom: the filter's matches, or the category's themes.
    public var rows: [Int] { overlays.filter?.matches ?? categoryRows ?? Array(catalog.themes.indices) }

    /// How many rows the list shows.
    public var rowCount: Int { overlays.filter?.matches.count ?? categoryRows?.count ?? catalog.count }

    /// The catalog index of the theme on list row `row`.
    public func theme(atRow row: Int) -> Int { overlays.filter?.matches[row] ?? categoryRows?[row] ?? row }

    /// Whether the theme at catalog `index` is marked as a favourite.
    public func isFavourite(_ index: Int) -> Bool { ThemeMemory.contains(catalog.themes[index].name, in: favourites) }

    /// The screen's geometry for this state. While `/` filters, the list and its prompt show whatever
    /// hid the list (Tab, `"list": "hidden"`, `auto` after a choice): a filter never runs unseen.
    public var screenLayout: ScreenLayout {
        ScreenLayout(
            size: size, split: layout, filterOpen: overlays.filter != nil, listShown: list.isShown || overlays.filter != nil,
            statusLine: showsStatusLine)
    }
}

/// The split's layout: the list pane's share of the width and its side.
public struct SplitLayout: Equatable, Sendable {
    public internal(set) var ratio = SplitRatio.oneThird
    public internal(set) var listOnRight = false

    public init(ratio: SplitRatio = .oneThird, listOnRight: Bool = false) {
        self.ratio = ratio
        self.listOnRight = listOnRight
    }
}

/// The list pane's share of the width.
public enum SplitRatio: String, Sendable, CaseIterable {
    case oneThird = "1/3"
    case half = "1/2"
    case twoThirds = "2/3"

    public func listWidth(total: Int) -> Int {
        let width: Int
        switch self {
        case .oneThird: width = total / 3
        case .half: width = total / 2
        case .twoThirds: width = total * 2 / 3
        }
        return max(1, min(width, total - 2))
    }

    public var next: SplitRatio {
        let all = Self.allCases
        return all[(all.firstIndex(of: self)! + 1) % all.count]
    }

    public var previous: SplitRatio {
        let all = Self.allCases
        return all[(all.firstIndex(of: self)! + all.count - 1) % all.count]
    }
}

/// Whether the theme list shows (Tab; in `auto` also focus, a click, Enter and Esc) and the
/// setting `"list"` that decides when.
public struct ListVisibility: Equatable, Sendable {
    public internal(set) var mode = ListMode.auto
    public internal(set) var isShown = true
}

/// What is open over the split view: the help panel (`?`) and the filter prompt (`/`).
public struct Overlays: Equatable, Sendable {
    public internal(set) var help: HelpState?
    public internal(set) var filter: ThemeFilter?
}

/// The help panel while it is open: how far its rows are scrolled.
public struct HelpState: Equatable, Sendable {
    public internal(set) var scroll = 0

    /// The key rows a panel of `height` shows (below the title and a blank row, above the hint row).
    public static func rows(inPanelHeight height: Int) -> Int { max(0, height - 3) }

    /// The largest scroll that still fills the panel.
    public static func maximumScroll(inPanelHeight height: Int, rowCount: Int = KeyMap.bindings.count) -> Int {
        max(0, rowCount - rows(inPanelHeight: height))
    }
}

/// Light or dark: what decides it, the `a` key's choice, and the traits in force.
public struct AppearanceState: Equatable, Sendable {
    /// Everything that decides light or dark (flag, environment, settings, terminal answers).
    public internal(set) var inputs = AppearanceInputs()
    /// The override chosen with the `a` key this session (beats flag, environment and settings).
    public internal(set) var keyOverride: AppearanceOverride?
    /// With a schedule: the `a` key's choice holds until this switch (seconds since the epoch).
    public internal(set) var keyOverrideUntil: Int?
    /// The `"schedule"` setting as last read.
    public internal(set) var scheduleChoice: ScheduleChoice = .off
    /// What the schedule said last (nil: no schedule in force).
    public internal(set) var schedule: ScheduleReading?
    /// The traits the views draw with.
    public internal(set) var traits: TraitCollection
    /// Where the decision came from, as the status line says it, read as a reason ("dark ·
    /// terminal background"); empty until the inputs are known.
    public internal(set) var sourceLabel = ""
    /// When the terminal's colours are asked again while running.
    public internal(set) var queries = TerminalQueryPolicy()

    /// The decision in force: the `a` key's choice first, then the resolver's order.
    public var decision: AppearanceDecision { AppearanceNow.decide(inputs, keyOverride: keyOverride) }

    /// Re-decides after an input changed.
    mutating func resolve() {
        let decision = self.decision
        sourceLabel = decision.source.reason
        traits = TraitCollection(appearance: decision.appearance)
    }
}
