@testable import TerminalAppearance

/// A terminal for tests: reads the questions written to it and answers the ones it knows, in
/// order, after `latency`, on a virtual clock (no real waiting). `chunks` cuts the answer bytes
/// into pieces delivered one read at a time, `spacing` apart.
final class FakeTerminal: TerminalChannel {
    var foreground: String?
    var background: String?
    var colorScheme: ColorScheme?
    var answersDA1 = true
    /// Private modes it answers DECRQM for, with their state (none: it answers no DECRQM).
    var modes: [Int: Int] = [:]
    var terminator = "\u{1B}\\"
    var latency: Duration = .milliseconds(3)
    var spacing: Duration = .zero
    var chunks: ([UInt8]) -> [[UInt8]] = { [$0] }
    /// Bytes the user types, arriving at the given times after the write.
    var typed: [(after: Duration, bytes: [UInt8])] = []

    private(set) var writes: [[UInt8]] = []
    private var clock: Duration = .seconds(1000)
    private var scheduled: [(at: Duration, bytes: [UInt8])] = []

    func write(_ bytes: [UInt8]) -> Bool {
        writes.append(bytes)
        var at = clock + latency
        for chunk in chunks(Array(answers(to: bytes).utf8)) where !chunk.isEmpty {
            scheduled.append((at, chunk))
            at += spacing
        }
        scheduled += typed.map { (clock + $0.after, $0.bytes) }
        scheduled.sort { $0.at < $1.at }
        return true
    }

    func read(timeout: Duration) -> [UInt8]? {
        let deadline = clock + timeout
        if let first = scheduled.first, first.at <= deadline {
            clock = max(clock, first.at)
            scheduled.removeFirst()
            return first.bytes
        }
        clock = deadline
        return []
    }

    func now() -> Duration { clock }

    /// Answers like a terminal: each question it knows, in the order asked.
    private func answers(to written: [UInt8]) -> String {
        let text = String(decoding: written, as: UTF8.self)
        var reply = ""
        var rest = Substring(text)
        while let escape = rest.firstIndex(of: "\u{1B}") {
            rest = rest[escape...]
            if rest.hasPrefix("\u{1B}]10;?"), let foreground { reply += "\u{1B}]10;\(foreground)\(terminator)" }
            if rest.hasPrefix("\u{1B}]11;?"), let background { reply += "\u{1B}]11;\(background)\(terminator)" }
            if rest.hasPrefix("\u{1B}[?996n"), let colorScheme { reply += "\u{1B}[?997;\(colorScheme == .dark ? 1 : 2)n" }
            for (mode, state) in modes where rest.hasPrefix("\u{1B}[?\(mode)$p") { reply += "\u{1B}[?\(mode);\(state)$y" }
            if rest.hasPrefix("\u{1B}[c"), answersDA1 { reply += "\u{1B}[?64;1;22c" }
            rest = rest.dropFirst()
        }
        return reply
    }
}
