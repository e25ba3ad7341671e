/// Asks the terminal several questions in one write, followed by one DA1 fence, and reads the
/// answers within one time budget for the whole exchange (not one per question).
///
/// Terminals answer in order, and every terminal answers DA1, so once the fence's reply is read
/// every answer that is coming has come: a terminal that knows nothing of OSC 10/11 costs one
/// round trip, not the budget. Only a terminal that answers nothing at all (not even DA1) costs
/// the whole budget, ``defaultBudget`` (100 ms) unless the caller says otherwise.
///
/// ```swift
/// let query = FencedQuery([.color(.foreground), .color(.background), .color(.palette(1))])
/// let answers = query.run(on: channel)
/// answers.colors[.background]   // TerminalColor?
/// ```
public struct FencedQuery: Hashable, Sendable {
    public static let defaultBudget: Duration = .milliseconds(100)

    public var queries: [TerminalQuery]
    public var budget: Duration
    public var route: QueryRoute

    public init(_ queries: [TerminalQuery], budget: Duration = defaultBudget, route: QueryRoute = .direct) {
        self.queries = queries
        self.budget = budget
        self.route = route
    }

    /// Writes the questions and returns at once, so other work can go on while the terminal
    /// answers; read the answers with ``PendingQuery/collect()``. Nil if the write failed.
    public func send(on channel: TerminalChannel) -> PendingQuery? {
        let start = channel.now()
        guard channel.write(route.bytes(for: queries)) else { return nil }
        return PendingQuery(query: self, channel: channel, start: start)
    }

    /// Writes the questions and waits for the answers (at most the budget).
    public func run(on channel: TerminalChannel) -> QueryAnswers {
        send(on: channel)?.collect() ?? QueryAnswers()
    }
}
