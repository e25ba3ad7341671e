/// Decides light or dark from every source in ``AppearanceSource`` order, and says why.
///
/// ```swift
/// let detection = AppearanceDetector(environmentVariable: "MYAPP_APPEARANCE").begin()
/// // … other start-up work while the terminal answers …
/// let resolution = detection.finish()
/// print(resolution.decision)          // "dark · terminal background"
/// ```
public struct AppearanceDetector: Sendable {
    /// The program's `--appearance`-style flag value (light, dark, auto) and how to name it.
    public var flag: String?
    public var flagLabel = "--appearance"
    /// The program's environment variable (light, dark, auto), read from ``environment``.
    public var environmentVariable: String?
    /// The user's choice inside the program (a key, a saved setting), and how to name it.
    public var userChoice: String?
    public var userChoiceLabel = "saved setting"
    /// The terminal's time budget for the whole exchange (OSC 10/11, `CSI ? 996 n`, DA1).
    public var budget: Duration = FencedQuery.defaultBudget
    /// Ask every source, even below the one that decides (for an explanation).
    public var askEverySource = false
    /// How long ``AppearanceDetection/finish()`` waits for the desktop when it would decide.
    public var desktopWait: Duration = .milliseconds(20)
    /// Follow the desktop setting (D-Bus); off: the desktop source is not asked.
    public var followsDesktop = true
    /// More questions for the same exchange (e.g. OSC 12/17/19/4;n to save the terminal's
    /// colours): asked even when an override decides; their answers are in
    /// ``AppearanceDetection/answers``.
    public var extraQueries: [TerminalQuery] = []
    /// Questions put only in an exchange written to the terminal anyway (never one of their own,
    /// and not through tmux's passthrough, where the outer terminal would answer for tmux).
    public var alongside: [TerminalQuery] = []
    /// The variables the detection reads (``ProcessEnvironment/names`` and `environmentVariable`).
    public var environment: [String: String]

    /// `environment`: nil reads the process's (the variables the library uses, and `environmentVariable`).
    public init(environmentVariable: String? = nil, environment: [String: String]? = nil) {
        self.environmentVariable = environmentVariable
        self.environment = environment ?? ProcessEnvironment.current(adding: environmentVariable.map { [$0] } ?? [])
    }

    /// The reports of the sources a person sets (flag, environment variable, user's choice).
    public var explicitReports: [SourceReport] {
        var reports = [ExplicitChoice.report(.flag, value: flag, label: flagLabel)]
        if let environmentVariable {
            reports.append(ExplicitChoice.report(.environment, value: environment[environmentVariable], label: environmentVariable))
        } else {
            reports.append(SourceReport(.environment, .notAsked(reason: "the program has no variable")))
        }
        reports.append(ExplicitChoice.report(.userChoice, value: userChoice, label: userChoiceLabel))
        return reports
    }

    /// Starts asking: the terminal's questions are written and the desktop is being read when
    /// this returns. Call ``AppearanceDetection/finish()`` on every path (it gives the terminal
    /// its modes back).
    public func begin(desktop: DesktopAppearanceMonitor? = nil) -> AppearanceDetection {
        let detection = AppearanceDetection(detector: self)
        for report in explicitReports { detection.resolution.record(report) }
        let forced = detection.resolution.decision.source != .fallback
        if forced && !askEverySource {
            detection.desktop = desktop
            if !extraQueries.isEmpty, QueryRefusal.check(environment: environment) == nil {
                ask(FencedQuery(Self.unique(extraQueries + alongside), budget: budget), in: detection)
            }
            return detection
        }
        detection.resolution.record(ColorFGBG.report(environment["COLORFGBG"]))
        detection.desktop = followsDesktop ? (desktop ?? DesktopAppearanceMonitor(environment: environment)) : nil
        if !followsDesktop { detection.resolution.record(SourceReport(.desktop, .notAsked(reason: "turned off"))) }
        let tmux = askTmux(into: &detection.resolution)
        if let refusal = QueryRefusal.check(environment: environment) {
            for source in [AppearanceSource.terminalReport, .terminalColors] {
                detection.resolution.record(SourceReport(source, .notAsked(reason: refusal.description)))
            }
            return detection
        }
        let passthrough = tmux?.passthroughIsSafe == true
        let query =
            passthrough
            ? FencedQuery([.color(.foreground), .color(.background)], budget: budget, route: .tmuxPassthrough)
            : FencedQuery(Self.unique([.colorScheme, .color(.foreground), .color(.background)] + extraQueries + alongside), budget: budget)
        ask(query, in: detection)
        return detection
    }

    private func ask(_ query: FencedQuery, in detection: AppearanceDetection) {
        guard let channel = TTYChannel() else { return }
        detection.channel = channel
        detection.pending = query.send(on: channel)
        if detection.pending == nil { channel.close() } else { detection.pendingRoute = query.route }
    }

    private static func unique(_ queries: [TerminalQuery]) -> [TerminalQuery] {
        var seen = Set<TerminalQuery>()
        return queries.filter { seen.insert($0).inserted }
    }

    /// Asks, waits, and returns what every source said.
    public func detect() -> AppearanceResolution { begin().finish() }

    private func askTmux(into resolution: inout AppearanceResolution) -> TmuxPane? {
        guard !(environment["TMUX"] ?? "").isEmpty else {
            resolution.record(SourceReport(.tmux, .notAsked(reason: "not inside tmux")))
            return nil
        }
        let start = MonotonicClock.now()
        guard let pane = TmuxPane.ask(environment: environment) else {
            resolution.record(SourceReport(.tmux, .noAnswer(detail: "tmux display-message gave no answer"), elapsed: MonotonicClock.now() - start))
            return nil
        }
        let elapsed = MonotonicClock.now() - start
        if let theme = pane.clientTheme {
            resolution.record(SourceReport(.tmux, .answered(theme, detail: "tmux \(pane.version) client_theme \(theme.rawValue)"), elapsed: elapsed))
        } else if pane.hasClientTheme {
            resolution.record(
                SourceReport(.tmux, .noAnswer(detail: "tmux \(pane.version) knows no client theme (the terminal reported none)"), elapsed: elapsed))
        } else {
            resolution.record(SourceReport(.tmux, .noAnswer(detail: "tmux \(pane.version) has no client_theme (tmux 3.6+)"), elapsed: elapsed))
        }
        return pane
    }
}
