import Testing
@testable import TerminalAppearance

/// DECRQM (`CSI ? n $ p`) asked in the fenced exchange, and its DECRPM reply read as a reply.
@Suite struct ModeQueryTests {
    let questions: [TerminalQuery] = [.colorScheme, .color(.background), .mode(TerminalQuery.synchronizedOutput)]

    @Test("the mode question goes out in the one write, before the fence, and its state comes back", arguments: [0, 1, 2, 3, 4])
    func answered(state: Int) {
        let terminal = FakeTerminal()
        terminal.background = "rgb:0000/0000/0000"
        terminal.modes = [2026: state]
        let answers = FencedQuery(questions).run(on: terminal)
        #expect(terminal.writes.count == 1)
        #expect(String(decoding: terminal.writes[0], as: UTF8.self).hasSuffix("\u{1B}[?2026$p\u{1B}[c"))
        #expect(answers.modes[2026] == state)
        #expect(answers.input.isEmpty)
    }

    @Test("a terminal that answers no DECRQM: no state, the fence still ends the exchange at once")
    func unanswered() {
        let terminal = FakeTerminal()
        terminal.background = "rgb:0000/0000/0000"
        let answers = FencedQuery(questions).run(on: terminal)
        #expect(answers.modes.isEmpty && answers.fenceArrived)
        #expect(answers.elapsed == terminal.latency)
    }

    @Test(
        "DECRPM replies, whole and cut at every byte, are replies, never input",
        arguments: [
            "\u{1B}[?2026;2$y", "\u{1B}[?2026;1$y", "\u{1B}[?2026;0$y", "\u{1B}[?1004;4$y"
        ])
    func scanned(reply: String) {
        let bytes = Array(reply.utf8)
        for cut in 0...bytes.count {
            var scanner = ReplyScanner()
            let replies = scanner.feed(bytes[..<cut]) + scanner.feed(bytes[cut...])
            guard case .mode(let mode, let state)? = replies.first, replies.count == 1 else {
                Issue.record("\(replies) (cut at \(cut))")
                continue
            }
            #expect("\u{1B}[?\(mode);\(state)$y" == reply)
        }
    }

    @Test(
        "malformed mode reports are consumed as replies, not typed",
        arguments: [
            "\u{1B}[?2026$y", "\u{1B}[?;2$y", "\u{1B}[?2026;1234567$y", "\u{1B}[?99999999;2$y"
        ])
    func malformed(reply: String) {
        var scanner = ReplyScanner()
        let replies = scanner.feed(Array(reply.utf8))
        #expect(replies.count == 1)
        if case .input = replies.first { Issue.record("typed as input: \(reply)") }
    }
}
