import DarkscreenCore
import TerminalAppearance

/// What `darkscreen appearance` prints: one line, the explanation (`--explain`) or JSON (`--json`).
struct AppearanceReport {
    let decision: AppearanceDecision
    let sources: [SourceReport]

    init(inputs: AppearanceInputs) {
        decision = inputs.decision
        sources = inputs.resolution.explained
    }

    /// "light (from the COLORFGBG environment variable)".
    var line: String { "\(decision.scheme.rawValue) (from the \(decision.source.title))" }

    /// Every source in order, what it said or why it was not asked, and how long asking took.
    var explanation: String {
        var text = "\(decision.scheme.rawValue) · \(decision.source.reason)\n\nsources, in order (the first that answers decides):\n"
        let width = sources.map(\.source.title.count).max() ?? 0
        for (number, report) in sources.enumerated() {
            let marker = report.source == decision.source ? "→" : " "
            let title = report.source.title + String(repeating: " ", count: max(0, width - report.source.title.count))
            let time = report.elapsed.map { "  (\(Self.milliseconds($0)) ms)" } ?? ""
            text += "\(marker) \(number + 1). \(title)  \(SafeText.escaped(report.summary))\(time)\n"
        }
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
        return JSONWriter.write(.object([
            member("version", .number(1)),
            member("appearance", .string(decision.scheme.rawValue)),
            member("source", .string(decision.source.rawValue)),
            member("reason", .string(decision.source.reason)),
            member("sources", .array(entries)),
        ]))
    }

    private func member(_ key: String, _ value: JSONValue) -> JSONMember { JSONMember(key: key, node: JSONNode(value)) }

    static func milliseconds(_ duration: Duration) -> String {
        let tenths = Int((duration.milliseconds * 10).rounded())
        return "\(tenths / 10).\(tenths % 10)"
    }
}
