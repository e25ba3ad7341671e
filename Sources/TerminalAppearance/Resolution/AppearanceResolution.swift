/// Everything the sources said, and the decision: the first source (in ``AppearanceSource``
/// order) that answered, else dark. Sources not yet heard from count as not asked.
public struct AppearanceResolution: Hashable, Sendable {
    private var reports: [AppearanceSource: SourceReport] = [:]

    public init(_ reports: [SourceReport] = []) {
        for report in reports { record(report) }
    }

    /// Records (or replaces) what a source said.
    public mutating func record(_ report: SourceReport) {
        reports[report.source] = report
    }

    public func report(for source: AppearanceSource) -> SourceReport? { reports[source] }

    /// The decision, skipping `ignored` sources (e.g. the overrides, to know what the
    /// environment alone says).
    public func decision(ignoring ignored: Set<AppearanceSource> = []) -> AppearanceDecision {
        for source in AppearanceSource.allCases where !ignored.contains(source) && source != .fallback {
            if let scheme = reports[source]?.scheme { return AppearanceDecision(scheme, from: source) }
        }
        return AppearanceDecision(.dark, from: .fallback)
    }

    public var decision: AppearanceDecision { decision() }

    /// Every source in order, with what it said; sources below the decision that were never
    /// asked say so, and the fallback says whether it decided.
    public var explained: [SourceReport] {
        let decided = decision.source
        return AppearanceSource.allCases.map { source in
            if source == .fallback {
                return decided == .fallback
                    ? SourceReport(.fallback, .answered(.dark, detail: "nothing else answered"))
                    : SourceReport(.fallback, .notAsked(reason: "\(decided.reason) decided"))
            }
            return reports[source] ?? SourceReport(source, .notAsked(reason: source > decided ? "\(decided.reason) decided first" : "not available"))
        }
    }
}
