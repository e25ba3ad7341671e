import TerminalAppearance
import DarkscreenPlatform

public typealias AppearanceSource = TerminalAppearance.AppearanceSource
public typealias AppearanceDecision = TerminalAppearance.AppearanceDecision
public typealias AppearanceResolution = TerminalAppearance.AppearanceResolution
public typealias SourceReport = TerminalAppearance.SourceReport

/// darkscreen's inputs to the TerminalAppearance library's order (documented in the README):
/// `--appearance` > `DARKSCREEN_APPEARANCE` > the `a` key / settings.json > the terminal's
/// report > the terminal's colours > tmux > the desktop setting > `COLORFGBG` > dark.
/// The overrides are darkscreen's own; everything the environment says is in `detections`.
public struct AppearanceInputs: Sendable, Equatable {
    public static let environmentVariable = "DARKSCREEN_APPEARANCE"
    public var flag: AppearanceOverride?
    public var environment: String?
    public var settings: AppearanceOverride
    /// What the terminal, tmux, the desktop and COLORFGBG said.
    public var detections: AppearanceResolution
    /// The last foreground the terminal reported (OSC 10), waiting for its background (OSC 11).
    public var terminalForeground: TerminalColor?
    /// The colour answers are not the terminal's own: tmux answers them from the pane's style,
    /// which another darkscreen sets (`--apply tmux`). Late and later answers are not recorded.
    public var terminalColorsAreAnotherDarkscreens = false

    public init(
        flag: AppearanceOverride? = nil, environment: String? = nil, settings: AppearanceOverride = .auto,
        detections: AppearanceResolution = AppearanceResolution()
    ) {
        self.flag = flag
        self.environment = environment
        self.settings = settings
        self.detections = detections
    }

    /// The terminal's `CSI ? 997` report (mode 2031), recorded as a source.
    public var terminalReport: Appearance? {
        get { detections.report(for: .terminalReport)?.scheme.map(Appearance.init) }
        set {
            guard let newValue, let scheme = ColorScheme(newValue) else {
                detections.record(SourceReport(.terminalReport, .noAnswer(detail: "no report")))
                return
            }
            detections.record(SourceReport(.terminalReport, .answered(scheme, detail: "CSI ? 997 ; \(scheme == .dark ? 1 : 2) n")))
        }
    }

    /// An OSC 10/11 reply read while running (after a re-query): the background decides, with
    /// the foreground that came before it (they are asked in that order).
    public mutating func recordTerminalColor(_ slot: ColorSlot, _ color: TerminalColor) {
        guard !terminalColorsAreAnotherDarkscreens else { return }
        switch slot {
        case .foreground: terminalForeground = color
        case .background:
            var answers = QueryAnswers()
            answers.colors[.background] = color
            answers.colors[.foreground] = terminalForeground
            answers.fenceArrived = true
            detections.record(answers.colorsReport)
        default: break
        }
    }

    /// A warning for a `DARKSCREEN_APPEARANCE` value that is not understood (shown escaped).
    public var environmentWarning: String? {
        guard let environment, !environment.isEmpty, AppearanceOverride(rawValue: environment.lowercased()) == nil else { return nil }
        return "DARKSCREEN_APPEARANCE=\(SafeText.escaped(environment)) is not understood; use light, dark or auto"
    }

    /// The overrides as the library's reports: flag, environment variable, settings.json.
    public var overrideReports: [SourceReport] {
        [
            ExplicitChoice.report(.flag, value: flag?.rawValue, label: "--appearance"),
            ExplicitChoice.report(.environment, value: environment, label: Self.environmentVariable),
            ExplicitChoice.report(.userChoice, value: settings == .auto ? nil : settings.rawValue, label: "settings.json appearance")
        ]
    }

    /// Every source, overrides included: what `appearance --explain` shows.
    public var resolution: AppearanceResolution {
        var all = detections
        for report in overrideReports { all.record(report) }
        return all
    }

    /// The forced override (flag, then environment, then settings), if any.
    public var override: AppearanceDecision? {
        let decision = AppearanceResolution(overrideReports).decision
        return decision.source == .fallback ? nil : decision
    }

    /// What the terminal and the rest of the environment say, ignoring overrides.
    public var detected: AppearanceDecision {
        detections.decision(ignoring: [.flag, .environment, .userChoice])
    }

    public var decision: AppearanceDecision { override ?? detected }
}

extension Appearance {
    public init(_ scheme: ColorScheme) {
        self = scheme == .light ? .light : .dark
    }
}

extension ColorScheme {
    /// Nil for `.unspecified`.
    public init?(_ appearance: Appearance) {
        switch appearance {
        case .light: self = .light
        case .dark: self = .dark
        case .unspecified: return nil
        }
    }
}

extension AppearanceDecision {
    /// The decision as darkscreen's trait value.
    public var appearance: Appearance { Appearance(scheme) }

    public init(_ appearance: Appearance, from source: AppearanceSource) {
        self.init(ColorScheme(appearance) ?? .dark, from: source)
    }
}

extension RGB {
    /// A terminal's 16-bit colour, rounded to 8 bits a channel.
    public init(_ color: TerminalColor) {
        self.init(red: color.red8, green: color.green8, blue: color.blue8)
    }
}

extension Environment {
    /// DARKSCREEN_APPEARANCE as an override (light, dark or auto, any case); nil when unset or not understood.
    public var appearanceOverride: AppearanceOverride? {
        appearance.flatMap { AppearanceOverride(rawValue: $0.lowercased()) }
    }

    /// What decides light or dark before the terminal is asked: `--appearance`, this environment, settings.json.
    public func appearanceInputs(flag: AppearanceOverride?, settings: AppearanceOverride) -> AppearanceInputs {
        AppearanceInputs(
            flag: flag, environment: appearance, settings: settings,
            detections: AppearanceResolution([ColorFGBG.report(colorFGBG)]))
    }
}
