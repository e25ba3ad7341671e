import DarkscreenCore
import TerminalAppearance
import DarkscreenPlatform
import DarkscreenTools

/// Everything that can change the app, as a value: the only way into `AppUpdate.update`.
/// To add one: a case here, a `case` in `AppUpdate.update` (or an extension of `AppUpdate` in its
/// own file), a row in the table tests (`Tests/DarkscreenStateTests`), and the source that posts
/// it into the run loop's `EventInbox` (`send(_:)`).
public enum AppEvent: Equatable, Sendable {
    /// A key, a mouse report or a terminal reply, decoded; `time`: when it was read (monotonic
    /// ms, what tells a double click).
    case input(InputEvent, time: Int = 0)
    /// The window has a new size.
    case resize(Size)
    /// The clock ticked: the status line's "HH:MM".
    case clock(String)
    /// A source of the appearance said light or dark, or went quiet: the desktop setting (live),
    /// tmux, the terminal (TerminalAppearance's `SourceReport`, with its provenance).
    case appearanceReported(SourceReport)
    /// Everything that decides the appearance, known at start-up (flag, environment, settings,
    /// the probe's answers).
    case appearanceConfigured(AppearanceInputs)
    /// When the terminal's colours are asked again while running (`--apply terminal`, focus).
    case terminalQueriesConfigured(TerminalQueryPolicy)
    /// settings.json changed (another darkscreen, `darkscreen set`, an editor) or was read at start.
    case settingsChanged(SettingsChange)
    /// A write of settings.json succeeded (it now names `themeName`).
    case settingsSaved(themeName: String?)
    /// The themes files were read again: the new catalog (nil when they could not be used) and
    /// the diagnostics. `partial`: the rest of a large catalog read after the first frame, whose
    /// errors do not replace a notice already shown.
    case themesReloaded(ThemeCatalog?, errors: [ThemeDiagnostic], deferred: Bool = false)
    /// A one-line notice about a file (nil clears it): what happened, and what to do if anything.
    case notice(NoticeTopic, Notice?)
    /// Back from Ctrl-Z (`fg`): the terminal was used by others, paint the whole frame again.
    case resumed
    /// What the schedule says now (at start, at each switch, after the clock jumped or the
    /// setting changed); nil: no schedule in force. `msIntoSecond`: how far into the reading's
    /// second it was read (so its next switch is asked for to the millisecond).
    case scheduled(ScheduleReading?, msIntoSecond: Int = 0)
    /// The desktop's high-contrast and reduced-animation wishes (at start when known, then live).
    case desktopPreferences(DesktopPreferences)
    /// Start-up's events and the keys typed ahead are handled, the first frame is drawn next: from
    /// now on a change that happens by itself fades (start-up's changes have nothing to fade from).
    case startUpHandled
    /// A fade's next frame is due (asked for by the update step itself, `AppEffect.after`).
    case fadeFrame
    /// A frame reached the terminal (posted by the run loop after each pass that drew); `took`:
    /// how long it took to paint and write (ms). What `--apply` hands out follows what is shown
    /// now, and a fade whose frame took longer than its slot (a slow terminal) ends at its target.
    case frameWritten(took: Int)
    /// The re-query's delay through tmux passed (`AppEffect.after`): the terminal is asked now.
    case requeryDue
    /// The schedule's next switch is due (`AppEffect.after`): what it says is read again.
    case scheduleSwitchDue
    /// SIGTSTP from outside the keyboard (`kill -TSTP`): as Ctrl-Z.
    case suspendRequested
    /// Whether a shell can resume a stopped darkscreen (false in a pane `beside` opened, where
    /// Ctrl-Z is then ignored rather than freezing the pane for good).
    case jobControl(Bool)
}

/// What changed in settings.json, field by field; nil leaves that part of the state alone.
public struct SettingsChange: Equatable, Sendable {
    public var themeName: String?
    /// False when the committed theme is only marked (✓), not shown: `--theme` chose what is shown.
    public var showsTheme = true
    public var splitRatio: SplitRatio?
    public var listOnRight: Bool?
    public var appearance: AppearanceOverride?
    /// `"list"`: when the theme list shows.
    public var list: ListMode?
    /// `"statusLine"`: whether the status line shows.
    public var statusLine: Bool?
    /// The `"schedule"` setting as read (nil: not part of this change).
    public var schedule: ScheduleChoice?
    /// `minimumContrast`: under it the list marks a theme's primary text.
    public var minimumContrast: ContrastFloor?
    /// state.json's `"recent"` and `"favourites"` (nil: not part of this change).
    public var recent: [String]?
    public var favourites: [String]?
    /// `"transition"`: whether a change that happens by itself fades.
    public var transition: TransitionChoice?
    /// `"lensSeverity"`: the anomalous-trichromacy lenses' severity, 0 to 1.
    public var lensSeverity: Double?
    /// `"contexts"` and where darkscreen itself runs (nil: not part of this change).
    public var contexts: ContextPlace?

    public init(
        themeName: String? = nil, splitRatio: SplitRatio? = nil, listOnRight: Bool? = nil, appearance: AppearanceOverride? = nil,
        list: ListMode? = nil, statusLine: Bool? = nil, schedule: ScheduleChoice? = nil, minimumContrast: ContrastFloor? = nil,
        recent: [String]? = nil, favourites: [String]? = nil, transition: TransitionChoice? = nil, lensSeverity: Double? = nil
    ) {
        self.lensSeverity = lensSeverity
        self.recent = recent
        self.favourites = favourites
        self.transition = transition
        self.list = list
        self.statusLine = statusLine
        self.schedule = schedule
        self.minimumContrast = minimumContrast
        self.themeName = themeName
        self.splitRatio = splitRatio
        self.listOnRight = listOnRight
        self.appearance = appearance
    }
}

/// What a notice is about (one notice per topic at a time).
public enum NoticeTopic: Equatable, Sendable {
    case themes, settings, missingTheme
    /// `--apply` and hooks: tmux refused, a hook failed, a killed darkscreen left tmux styles.
    case apply
    /// `darkscreen integrate`: how a commit reached the connected tools ("dracula: 5 of 6 reached").
    case integrations
    /// `d` in the preview: the legible variant added (or why not); said until the next key.
    case derive
}

/// What the update step asks the shell around the loop to do. To add one: a case here, return it
/// from `AppUpdate`, and carry it out in the launch's one exhaustive `switch` over effects (the
/// compiler points there; see ARCHITECTURE.md).
public indirect enum AppEffect: Equatable, Sendable {
    case quit
    /// The user committed a theme (Enter): persist it.
    case commit(themeName: String)
    /// The user chose an appearance override with the `a` key: persist it.
    case appearanceOverride(AppearanceOverride)
    /// The user changed the split (`[`, `]`, `s`): persist it with the settings.
    case layoutChanged(ratio: SplitRatio, listOnRight: Bool)
    /// The shown theme or appearance changed: the terminal's colours and tmux follow it.
    case applyShown(AppliedTheme)
    /// The committed theme or the resolved appearance changed: hooks run. `scheduledSwitch`: only
    /// the schedule switched the appearance (same theme): hooks and the connected tools run in
    /// the one darkscreen that claims this switch first (`ScheduledSwitchClaim`); nil: they run.
    case applyCommitted(AppliedTheme, scheduledSwitch: ScheduledSwitch? = nil)
    /// Ask the terminal its colours again (OSC 10/11), now: after a 997 report, and inside tmux
    /// on a resize or focus-in (through tmux's passthrough after `requeryDue`). The answers come
    /// back as input.
    case queryTerminalColors
    /// The `"schedule"` setting changed (nil: none, or one that cannot be used): the schedule's
    /// wake follows the new one; what it says comes back as `.scheduled`.
    case scheduleChanged(ScheduleSetting?)
    /// Read what the schedule says now (its switch is due); it comes back as `.scheduled`.
    case readSchedule
    /// `f` marked (or unmarked) a favourite: state.json keeps it.
    case favourite(themeName: String, marked: Bool)
    /// `d` in the preview: add a variant of `theme` legible at `floor` to the user's themes.
    case deriveLegible(Theme, floor: ContrastFloor)
    /// Post `event` back into the inbox after `ms` milliseconds (Bubble Tea's `Tick`): a fade's
    /// next frame, the re-query's delay, the schedule's next switch. One pending per event: an
    /// equal event asked for again replaces the one waiting (a debounce), so a fade begun again
    /// or a burst of resizes keeps one timer.
    case after(ms: Int, AppEvent)
    /// Ctrl-Z: give the terminal (and tmux's options) back and stop until `fg`; `.resumed`
    /// comes back then.
    case suspend
}

/// A switch of the schedule (its moment, seconds since the epoch, and what it switched to), as
/// hooks are told of it by one darkscreen only.
public struct ScheduledSwitch: Equatable, Sendable {
    public let moment: Int
    public let scheme: ColorScheme

    public init(moment: Int, scheme: ColorScheme) {
        self.moment = moment
        self.scheme = scheme
    }
}

/// The `"contexts"` rules and where darkscreen itself runs (read only when there are rules): what
/// the status line's label says, as `darkscreen context` would for this process.
public struct ContextPlace: Equatable, Sendable {
    public var rules: [ContextRule]
    /// This process's context (nil: not read, as when there are no rules).
    public var context: PaneContext?
    /// The home folder a `~` in a rule's path stands for.
    public var home: String

    public init(rules: [ContextRule], context: PaneContext?, home: String) {
        self.rules = rules
        self.context = context
        self.home = home
    }

    /// The label of the rule that matches here (nil: no rule matches, or it has no label).
    public var label: String? {
        guard let context else { return nil }
        return ContextMatch.best(rules, for: context, home: home)?.rule.label
    }
}
