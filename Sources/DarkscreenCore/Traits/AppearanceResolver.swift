/// Decides light or dark, first answer wins (documented in the README):
/// 1 `--appearance`, 2 `DARKSCREEN_APPEARANCE`, 3 settings.json's override, 4 the terminal's
/// colour-scheme report, 5 the terminal's background colour, 6 `COLORFGBG`, 7 dark.
public struct AppearanceResolver: Sendable, Equatable {
    public var flag: AppearanceOverride?
    public var environment: String?
    public var settings: AppearanceOverride
    public var terminalReport: Appearance?
    public var background: RGB?
    public var colorFGBG: String?

    public init(flag: AppearanceOverride? = nil, environment: String? = nil, settings: AppearanceOverride = .auto,
                terminalReport: Appearance? = nil, background: RGB? = nil, colorFGBG: String? = nil) {
        self.flag = flag
        self.environment = environment
        self.settings = settings
        self.terminalReport = terminalReport
        self.background = background
        self.colorFGBG = colorFGBG
    }

    /// A warning for a `DARKSCREEN_APPEARANCE` value that is not understood (shown escaped).
    public var environmentWarning: String? {
        guard let environment, !environment.isEmpty, AppearanceOverride(rawValue: environment.lowercased()) == nil else { return nil }
        return "DARKSCREEN_APPEARANCE=\(SafeText.escaped(environment)) is not understood; use light, dark or auto"
    }

    /// The forced override (flag, then environment, then settings), if any.
    public var override: AppearanceDecision? {
        if let forced = flag?.forced { return AppearanceDecision(forced, from: .flag) }
        if let forced = environment.flatMap({ AppearanceOverride(rawValue: $0.lowercased()) })?.forced {
            return AppearanceDecision(forced, from: .environment)
        }
        if let forced = settings.forced { return AppearanceDecision(forced, from: .settings) }
        return nil
    }

    /// What the terminal says, ignoring overrides.
    public var detected: AppearanceDecision {
        if let terminalReport { return AppearanceDecision(terminalReport, from: .terminalReport) }
        if let background { return AppearanceDecision(background.relativeLuminance > 0.5 ? .light : .dark, from: .backgroundColor) }
        if let answer = colorFGBG.flatMap(Self.appearance(colorFGBG:)) { return AppearanceDecision(answer, from: .colorFGBG) }
        return AppearanceDecision(.dark, from: .default)
    }

    public var decision: AppearanceDecision { override ?? detected }

    /// `COLORFGBG` is `fg;bg` or `fg;x;bg`; the last field 0–6 or 8 is a dark background, 7 or
    /// 9–15 a light one; anything else gives no answer.
    public static func appearance(colorFGBG value: String) -> Appearance? {
        let fields = value.split(separator: ";", omittingEmptySubsequences: false)
        guard fields.count == 2 || fields.count == 3, let last = fields.last, let index = Int(last),
              last.allSatisfy(\.isASCII), last.allSatisfy(\.isNumber) else { return nil }
        switch index {
        case 0...6, 8: return .dark
        case 7, 9...15: return .light
        default: return nil
        }
    }
}
