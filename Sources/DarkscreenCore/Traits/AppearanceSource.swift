/// Where the appearance came from, shown on the status line and by `darkscreen appearance`.
public enum AppearanceSource: String, Sendable, CaseIterable {
    case flag
    case environment
    case settings
    case key
    case terminalReport
    case backgroundColor
    case colorFGBG
    case `default`

    /// Short, for the status line: "dark (terminal)".
    public var label: String {
        switch self {
        case .flag: "flag"
        case .environment: "env"
        case .settings: "settings"
        case .key: "key a"
        case .terminalReport: "terminal"
        case .backgroundColor: "background"
        case .colorFGBG: "COLORFGBG"
        case .default: "default"
        }
    }

    /// Longer, for `darkscreen appearance`.
    public var explanation: String {
        switch self {
        case .flag: "the --appearance flag"
        case .environment: "the DARKSCREEN_APPEARANCE environment variable"
        case .settings: "the appearance saved in settings.json"
        case .key: "the a key"
        case .terminalReport: "the terminal's colour-scheme report (CSI ? 997 n)"
        case .backgroundColor: "the terminal's background colour (OSC 11)"
        case .colorFGBG: "the COLORFGBG environment variable"
        case .default: "the default (nothing else answered)"
        }
    }
}

/// A decided appearance and its source.
public struct AppearanceDecision: Equatable, Sendable, CustomStringConvertible {
    public var appearance: Appearance
    public var source: AppearanceSource

    public init(_ appearance: Appearance, from source: AppearanceSource) {
        self.appearance = appearance
        self.source = source
    }

    public var description: String { "\(appearance.resolved.rawValue) (\(source.label))" }
}
