import Testing
@testable import TerminalAppearance
#if canImport(Glibc)
    import Glibc
#endif

@Suite struct EnvironmentTests {
    @Test(
        "refusals: TERM unset, dumb, GNU screen (but not tmux's TERM=screen), no terminal",
        arguments: [
            ([String: String](), Optional(QueryRefusal.termUnset)),
            (["TERM": "dumb"], .dumbTerminal),
            (["TERM": "screen", "STY": "123.pts-0"], .gnuScreen),
            (["TERM": "screen-256color"], .gnuScreen),
            (["TERM": "xterm-256color", "STY": "1.x"], .gnuScreen),
            (["TERM": "screen", "TMUX": "/tmp/tmux-0/default,1,0"], .notATerminal),
            (["TERM": "xterm-256color"], .notATerminal)
        ])
    func refusals(environment: [String: String], expected: QueryRefusal?) {
        // The tests run without a terminal on stdin/stdout: whatever passes the TERM checks stops there.
        #expect(QueryRefusal.check(environment: environment, input: -1, output: -1) == expected)
    }

    @Test("terminfo: xterm addresses the cursor, dumb does not, an unknown TERM is unknown")
    func terminfo() {
        let environment = ["HOME": "/nonexistent"]
        #expect(TerminfoCapabilities.hasCursorAddressing(term: "xterm-256color", environment: environment) == true)
        #expect(TerminfoCapabilities.hasCursorAddressing(term: "dumb", environment: environment) == false)
        #expect(TerminfoCapabilities.hasCursorAddressing(term: "no-such-terminal-xyz", environment: environment) == nil)
        #expect(TerminfoCapabilities.hasCursorAddressing(term: "../../etc/passwd", environment: environment) == nil)
    }

    @Test("terminfo: an entry only in ncurses' hexadecimal folder (78/ for x) is found there")
    func terminfoHexadecimalFolder() throws {
        var template = Array("/tmp/terminfo-hex-XXXXXX".utf8CString)
        let folder = String(cString: try #require(mkdtemp(&template)))
        defer { _ = system("rm -rf '\(folder)'") }
        #expect(mkdir(folder + "/78", 0o755) == 0)
        // xterm-256color's entry under a name no system folder has, in the hexadecimal folder only
        #expect(
            system(
                "cp /lib/terminfo/x/xterm-256color '\(folder)/78/xterm-hex-only' 2>/dev/null"
                    + " || cp /usr/share/terminfo/x/xterm-256color '\(folder)/78/xterm-hex-only'") == 0)
        let environment = ["HOME": "/nonexistent", "TERMINFO": folder]
        #expect(TerminfoCapabilities.hasCursorAddressing(term: "xterm-hex-only", environment: environment) == true)
        #expect(TerminfoCapabilities.hexName(UInt8(ascii: "x")) == "78" && TerminfoCapabilities.hexName(0x0A) == "a")
    }

    @Test("tmux's answer: version, client theme (3.6+), passthrough only when replies land here")
    func tmuxPane() throws {
        let old = try #require(TmuxPane.parse("3.3a\t\t1\t1\t1\t1\n"))
        #expect(!old.hasClientTheme && old.clientTheme == nil && old.passthroughIsSafe)
        let new = try #require(TmuxPane.parse("3.6\tlight\t1\t1\t1\t0\n"))
        #expect(new.hasClientTheme && new.clientTheme == .light && !new.passthroughIsSafe)
        #expect(try #require(TmuxPane.parse("3.4\t\t0\t1\t1\t1")).passthroughIsSafe == false, "not the active pane")
        #expect(try #require(TmuxPane.parse("3.4\t\t1\t1\t2\tall")).passthroughIsSafe == false, "two clients: two replies")
        #expect(TmuxPane.parse("garbage") == nil)
        #expect(TmuxPane.version("next-3.7", isAtLeast: (3, 6)) && !TmuxPane.version("3.5a", isAtLeast: (3, 6)))
    }
}
