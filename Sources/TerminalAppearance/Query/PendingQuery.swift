/// Questions on their way: ``collect()`` reads the answers, within the query's budget.
public final class PendingQuery {
    public let query: FencedQuery
    private let channel: TerminalChannel
    private let start: Duration
    private var scanner = ReplyScanner()
    private var answers = QueryAnswers()

    init(query: FencedQuery, channel: TerminalChannel, start: Duration) {
        self.query = query
        self.channel = channel
        self.start = start
    }

    /// Reads until the fence (or, through tmux's passthrough, every answer) or the end of the
    /// budget, whichever comes first.
    public func collect() -> QueryAnswers {
        read(until: start + query.budget)
        finishCutSequence()
        answers.elapsed = channel.now() - start
        var result = answers
        // A sequence still under way (or an ESC alone) goes to the program's input decoder, which
        // holds it until its rest comes: never split into Escape and keys.
        result.unfinished = scanner.pendingBytes
        return result
    }

    /// How long a reply cut off by the end of the budget may take to finish (a slow link), and how
    /// long a lone ESC at that moment waits for the byte that would make it the start of a reply.
    public static let cutReplyLimit: Duration = .milliseconds(500)
    public static let loneEscapeLimit: Duration = .milliseconds(100)

    /// A sequence under way when the budget ran out is read to its end here (bounded), so its
    /// reply is taken; one still unfinished then is left in ``QueryAnswers/unfinished``.
    private func finishCutSequence() {
        guard !answers.fenceArrived || scanner.isInsideSequence else { return }
        if scanner.isPending && !scanner.isInsideSequence {
            // A lone ESC: the start of a reply if `[`, `]` or `P` follows soon, else the Escape key.
            read(until: channel.now() + Self.loneEscapeLimit, whileInsideSequence: true)
        }
        guard scanner.isInsideSequence else { return }
        answers.heardAnything = true
        read(until: channel.now() + Self.cutReplyLimit, whileInsideSequence: true)
    }

    /// After ``collect()`` timed out: keeps reading, for at most `limit` more, until the fence,
    /// so that a late answer is read here rather than left for whatever reads the terminal next
    /// (a shell): for a program about to exit. A terminal that never answers DA1 costs the
    /// whole `limit`. Returns the input that was not a reply.
    public func drainToFence(limit: Duration = .milliseconds(500)) -> [UInt8] {
        guard answers.timedOut, query.route == .direct else { return [] }
        let before = answers.input.count
        read(until: channel.now() + limit)
        _ = scanner.flush()
        return Array(answers.input[before...])
    }

    /// Reads until the fence (or every answer through the passthrough); `whileInsideSequence`:
    /// only while the scanner holds a sequence begun before.
    private func read(until deadline: Duration, whileInsideSequence: Bool = false) {
        while whileInsideSequence ? scanner.isPending : !answers.fenceArrived && !(query.route == .tmuxPassthrough && answers.complete) {
            let remaining = deadline - channel.now()
            guard remaining > .zero, let bytes = channel.read(timeout: remaining) else { break }
            if bytes.isEmpty { continue }
            for reply in scanner.feed(bytes) { absorb(reply) }
            if scanner.pendingBytes.count > 1 { answers.heardAnything = true }
        }
    }

    private func absorb(_ reply: TerminalReply) {
        switch reply {
        case .color(let slot, let color):
            answers.colors[slot] = color
            answers.heardAnything = true
        case .colorScheme(let scheme):
            answers.colorScheme = scheme
            answers.heardAnything = true
        case .deviceAttributes:
            answers.heardAnything = true
            // Through the passthrough, the DA1 that comes back is tmux's own: no fence.
            if query.route == .direct { answers.fenceArrived = true }
        case .mode(let mode, let state):
            answers.modes[mode] = state
            answers.heardAnything = true
        case .otherReply:
            answers.heardAnything = true
        case .input(let bytes):
            answers.input += bytes
        }
        answers.complete = query.queries.allSatisfy { question in
            switch question {
            case .color(let slot): answers.colors[slot] != nil
            case .colorScheme: answers.colorScheme != nil
            case .mode(let mode): answers.modes[mode] != nil
            }
        }
    }
}
