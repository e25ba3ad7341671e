/// What one source said, or why it was not asked: the provenance of a decision.
public struct SourceReport: Hashable, Sendable {
    public enum Outcome: Hashable, Sendable {
        /// It answered light or dark; `detail` says what it saw ("background #ffffff (L* 100)").
        case answered(ColorScheme, detail: String)
        /// It was asked and gave no usable answer; `detail` says what happened.
        case noAnswer(detail: String)
        /// It was not asked; `reason` says why (a source above decided, no terminal, …).
        case notAsked(reason: String)
    }

    public var source: AppearanceSource
    public var outcome: Outcome
    /// How long asking took (nil when nothing was asked, or it cost nothing worth measuring).
    public var elapsed: Duration?

    public init(_ source: AppearanceSource, _ outcome: Outcome, elapsed: Duration? = nil) {
        self.source = source
        self.outcome = outcome
        self.elapsed = elapsed
    }

    public var scheme: ColorScheme? {
        if case .answered(let scheme, _) = outcome { return scheme }
        return nil
    }

    /// "light: background #ffffff (L* 100)", "no answer: …", "not asked: …".
    public var summary: String {
        switch outcome {
        case .answered(let scheme, let detail): detail.isEmpty ? scheme.rawValue : "\(scheme.rawValue): \(detail)"
        case .noAnswer(let detail): "no answer: \(detail)"
        case .notAsked(let reason): "not asked: \(reason)"
        }
    }
}
