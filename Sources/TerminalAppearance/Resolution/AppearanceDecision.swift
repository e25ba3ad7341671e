/// Light or dark, and the source that said so.
public struct AppearanceDecision: Hashable, Sendable, CustomStringConvertible {
    public var scheme: ColorScheme
    public var source: AppearanceSource

    public init(_ scheme: ColorScheme, from source: AppearanceSource) {
        self.scheme = scheme
        self.source = source
    }

    /// "dark · terminal background": a reason a person reads, for a status line.
    public var description: String { "\(scheme.rawValue) · \(source.reason)" }
}
