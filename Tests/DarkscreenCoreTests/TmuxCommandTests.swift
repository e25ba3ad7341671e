import Testing
@testable import DarkscreenCore

@Suite struct TmuxCommandTests {
    let place = TmuxPlace(socket: "/tmp/tmux-0/default", session: "$3", window: "@7")

    @Test("options are set on the window (-w) and status-style on the session, all in one call; nil unsets")
    func batches() {
        let arguments = TmuxCommand.set([.statusStyle: "bg=#000000,fg=#FFFFFF", .windowStyle: nil, .paneBorderStyle: "fg=#111111"], at: place)
        #expect(arguments == ["tmux", "-S", "/tmp/tmux-0/default",
                              "set-option", "-t", "$3", "status-style", "bg=#000000,fg=#FFFFFF", ";",
                              "set-option", "-w", "-t", "@7", "pane-border-style", "fg=#111111", ";",
                              "set-option", "-w", "-u", "-t", "@7", "window-style"])
        #expect(!arguments.contains("-g"))
    }

    @Test("the record's answer gives the ids and each option's own value or its absence")
    func parsesRecord() throws {
        let output = "$3 @7\n==darkscreen==\nbg=red\n==darkscreen==\n==darkscreen==\nfg=#ABCDEF\n==darkscreen==\n==darkscreen==\n"
        let (parsed, values) = try #require(TmuxCommand.parseRecord(output, socket: "/s"))
        #expect(parsed == TmuxPlace(socket: "/s", session: "$3", window: "@7"))
        #expect(values[.statusStyle] == .some("bg=red"))
        #expect(values[.paneBorderStyle] == .some(nil))
        #expect(values[.paneActiveBorderStyle] == .some("fg=#ABCDEF"))
        #expect(values.count == 5)
    }

    @Test("an answer of the wrong shape is refused", arguments: ["", "no server running\n", "$1 @2\n==darkscreen==\n"])
    func refuses(output: String) {
        #expect(TmuxCommand.parseRecord(output, socket: "/s") == nil)
    }

    @Test("a restore record round-trips through its file, unset options included")
    func recordRoundTrip() throws {
        let record = TmuxRestoreRecord(pid: 42, place: place, original: [.statusStyle: String?.none, .windowStyle: "bg=#123456"])
        let read = try #require(TmuxRestoreRecord(parsing: Array(record.encoded.utf8)))
        #expect(read == record)
    }

    @Test("the setting lists what to apply; unknown names are skipped")
    func settingTargets() throws {
        let settings = try Settings.parse(Array(#"{"apply": ["tmux", "bogus", "terminal"]}"#.utf8))
        #expect(settings.applyTargets == [.tmux, .terminal])
    }
}
