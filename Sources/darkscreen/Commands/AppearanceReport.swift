import DarkscreenCore
import DarkscreenState
import TerminalAppearance
import DarkscreenUI
import DarkscreenPlatform
import DarkscreenTools

/// What `darkscreen appearance` prints: one line, the explanation (`--explain`) or JSON (`--json`).
struct AppearanceReport {
    let decision: AppearanceDecision
    let sources: [SourceReport]
    let highContrast: HighContrast

    /// The desktop's high-contrast wish, as the picker follows it.
    enum HighContrast: Equatable {
        /// No desktop portal said (none, or not in time).
        case unknown
        case off
        /// Asked for: themes are shown through their contrast-safe variants at `floor`.
        case on(floor: ContrastFloor)

        init(_ preferences: DesktopPreferences?, floor: ContrastFloor) {
            guard let preferences else {
                self = .unknown
                return
            }
            self = preferences.highContrast ? .on(floor: floor) : .off
        }

        var line: String {
            switch self {
            case .unknown: "high contrast: not known (no desktop portal said)"
            case .off: "high contrast: not asked for by the desktop"
            case .on(let floor):
                "high contrast: asked for by the desktop; themes are shown through their contrast-safe variants (text made legible at \(floor), the minimumContrast floor)"
            }
        }

        var json: JSONValue {
            switch self {
            case .unknown: .null
            case .off: .bool(false)
            case .on: .bool(true)
            }
        }
    }

    init(inputs: AppearanceInputs, highContrast: HighContrast = .unknown) {
        decision = inputs.decision
        sources = inputs.resolution.explained
        self.highContrast = highContrast
    }

    /// "light (from the COLORFGBG environment variable)".
    var line: String { "\(decision.scheme.rawValue) (from the \(decision.source.title))" }

    /// Every source in order, what it said or why it was not asked, and how long asking took.
    var explanation: String { explanation(width: nil) }

    /// The explanation in at most `width` columns (nil: each source on one line): what a source
    /// said wraps at word boundaries under itself, beside the source's title while that leaves it
    /// room (28 columns), else on the lines below the title.
    func explanation(width: Int?) -> String {
        var text = ""
        for line in CommandOutput.wrap("\(decision.scheme.rawValue) · \(decision.source.reason)", width: width) { text += line + "\n" }
        text += "\n"
        for line in CommandOutput.wrap("sources, in order (the first that answers decides):", width: width) { text += line + "\n" }
        let titleWidth = sources.map { DisplayWidth.of($0.source.title) }.max() ?? 0
        for (number, report) in sources.enumerated() {
            let marker = report.source == decision.source ? "→" : " "
            let label = "\(marker) \(number + 1). "
            let title = report.source.title + String(repeating: " ", count: max(0, titleWidth - DisplayWidth.of(report.source.title)))
            let time = report.elapsed.map { "  (\(Self.milliseconds($0)) ms)" } ?? ""
            let said = SafeText.escaped(report.summary) + time
            guard let width else {
                text += label + title + "  " + said + "\n"
                continue
            }
            let column = DisplayWidth.of(label + title) + 2
            let indent = DisplayWidth.of(label)
            if width - column >= 28 {
                let pieces = WordWrap.lines(said, width: width - column)
                for (index, piece) in pieces.enumerated() {
                    text += (index == 0 ? label + title + "  " : String(repeating: " ", count: column)) + piece + "\n"
                }
            } else {
                let heading = WordWrap.lines(report.source.title, width: max(1, width - indent))
                for (index, piece) in heading.enumerated() {
                    text += (index == 0 ? label : String(repeating: " ", count: indent)) + piece + "\n"
                }
                let room = max(1, width - indent - 2)
                for piece in WordWrap.lines(said, width: room) { text += String(repeating: " ", count: indent + 2) + piece + "\n" }
            }
        }
        text += "\n"
        for line in CommandOutput.wrap(highContrast.line, width: width) { text += line + "\n" }
        return text
    }

    var json: String {
        let entries = sources.map { report -> JSONNode in
            var members = [member("source", .string(report.source.rawValue)), member("title", .string(report.source.title))]
            switch report.outcome {
            case .answered(let scheme, let detail):
                members += [member("status", .string("answered")), member("appearance", .string(scheme.rawValue)), member("detail", .string(detail))]
            case .noAnswer(let detail):
                members += [member("status", .string("noAnswer")), member("appearance", .null), member("detail", .string(detail))]
            case .notAsked(let reason):
                members += [member("status", .string("notAsked")), member("appearance", .null), member("detail", .string(reason))]
            }
            members.append(member("milliseconds", report.elapsed.map { .number(($0.milliseconds * 10).rounded() / 10) } ?? .null))
            return JSONNode(.object(members))
        }
        return JSONWriter.write(
            .object([
                member("version", .number(1)),
                member("appearance", .string(decision.scheme.rawValue)),
                member("source", .string(decision.source.rawValue)),
                member("reason", .string(decision.source.reason)),
                member("sources", .array(entries)),
                member("highContrast", highContrast.json)
            ]))
    }

    private func member(_ key: String, _ value: JSONValue) -> JSONMember { JSONMember(key: key, node: JSONNode(value)) }

    static func milliseconds(_ duration: Duration) -> String {
        let tenths = Int((duration.milliseconds * 10).rounded())
        return "\(tenths / 10).\(tenths % 10)"
    }
}
