import Testing
@testable import DarkscreenCore
@testable import DarkscreenPlatform
@testable import DarkscreenTools

/// Where a terminal's colour reset is known to pin a colour (Ghostty up to 1.3.1), the colours
/// are given back as the exact values read, never by a reset.
@Suite struct ResetPinnedTerminalTests {
    @Test(
        "Ghostty up to 1.3.1 is told by its environment; later ones, other terminals and tmux are not",
        arguments: [
            (["TERM_PROGRAM": "ghostty", "TERM_PROGRAM_VERSION": "1.3.1"], true),
            (["TERM_PROGRAM": "ghostty", "TERM_PROGRAM_VERSION": "1.2.0-main+8a3e2c1"], true),
            (["TERM_PROGRAM": "ghostty", "TERM_PROGRAM_VERSION": "1.0"], true),
            (["TERM_PROGRAM": "ghostty"], true),
            (["TERM_PROGRAM": "ghostty", "TERM_PROGRAM_VERSION": "tip"], true),
            (["TERM": "xterm-ghostty"], true),
            (["TERM_PROGRAM": "ghostty", "TERM_PROGRAM_VERSION": "1.3.2"], false),
            (["TERM_PROGRAM": "ghostty", "TERM_PROGRAM_VERSION": "1.4.0"], false),
            (["TERM_PROGRAM": "ghostty", "TERM_PROGRAM_VERSION": "2.0.0"], false),
            (["TERM_PROGRAM": "tmux", "TERM": "xterm-ghostty"], false),
            (["TERM_PROGRAM": "WezTerm", "TERM_PROGRAM_VERSION": "1.0"], false),
            (["TERM": "xterm-256color"], false)
        ])
    func told(environment: [String: String], pinned: Bool) {
        #expect(ResetPinnedTerminal.matches(environment: { environment[$0] }) == pinned)
    }

    static let answered = TerminalColorSet([.background: RGB(0xFAFAFA), .foreground: RGB(0x101010)])
    static let theme = TerminalColorSet([
        .background: RGB(0x000000), .foreground: RGB(0xFFFFFF), .cursor: RGB(0xFF00FF),
        .palette(1): RGB(0xCC0000)
    ])

    @Test("in Ghostty 1.3.1 only the slots it answered change, each given back exactly, and no reset is ever written")
    func exact() {
        let environment = ["TERM_PROGRAM": "ghostty", "TERM_PROGRAM_VERSION": "1.3.1"]
        let saving = TerminalColorSaving.choose(environment: { environment[$0] }, answered: Self.answered)
        #expect(saving == .exact(Self.answered))
        var applier = TerminalColorApplier(saving: saving)
        let applied = applier.transition(to: Self.theme)
        #expect(applied == TerminalColorSequence.set(TerminalColorSet([.background: RGB(0x000000), .foreground: RGB(0xFFFFFF)])))
        let light = TerminalColorSet([.background: RGB(0xFFFFFF), .foreground: RGB(0x000000), .cursor: RGB(0x00FF00)])
        _ = applier.transition(to: light)
        let back = applier.restore()
        #expect(back == TerminalColorSequence.set(Self.answered))
        for reset in ["]110", "]111", "]112", "]117", "]119", "]104"] { #expect(!back.contains(reset) && !applied.contains(reset)) }
    }

    @Test("a slot dropped by the next theme is written back, not reset")
    func dropped() {
        var applier = TerminalColorApplier(saving: .exact(Self.answered))
        _ = applier.transition(to: Self.theme)
        let next = applier.transition(to: TerminalColorSet([.foreground: RGB(0xEEEEEE)]))
        #expect(next.contains("]11;") && !next.contains("]111"))
    }

    @Test("elsewhere a slot the terminal did not answer is still reset")
    func otherTerminals() {
        var applier = TerminalColorApplier(saving: .saved(Self.answered))
        _ = applier.transition(to: Self.theme)
        #expect(applier.restore().contains("]112"))
    }
}
