import Testing
@testable import DarkscreenCore
@testable import DarkscreenPlatform
@testable import DarkscreenTools

@Suite struct TmuxCommandTests {
    let place = TmuxPlace(socket: "/tmp/tmux-0/default", session: "$3", window: "@7")

    @Test("options are set on the window (-w) and status-style on the session, all in one call; nil unsets")
    func batches() {
        let arguments = TmuxCommand.set([.statusStyle: "bg=#000000,fg=#FFFFFF", .windowStyle: nil, .paneBorderStyle: "fg=#111111"], at: place)
        #expect(
            arguments == [
                "tmux", "-S", "/tmp/tmux-0/default",
                "set-option", "-t", "$3", "status-style", "bg=#000000,fg=#FFFFFF", ";",
                "set-option", "-w", "-t", "@7", "pane-border-style", "fg=#111111", ";",
                "set-option", "-w", "-u", "-t", "@7", "window-style"
            ])
        #expect(!arguments.contains("-g"))
    }

    /// What `register` prints: the ids, the five own values, both holder lists, the five recorded
    /// values, beside's record.
    func registrationOutput(
        own: [String?], windowHolders: String?, sessionHolders: String?, saved: [String?],
        beside: String? = nil
    ) -> String {
        var text = "$3 @7\n"
        for value in own + [windowHolders, sessionHolders] + saved + [beside] {
            text += "==darkscreen==\n" + (value.map { $0 + "\n" } ?? "")
        }
        return text
    }

    @Test("the first darkscreen in a window takes the values it read; an empty value is a value, not an unset")
    func firstRegistration() throws {
        let output = registrationOutput(
            own: ["bg=red", nil, "fg=#ABCDEF", "", nil], windowHolders: " 41 ", sessionHolders: " 41 ",
            saved: [nil, nil, nil, nil, nil])
        let registration = try #require(TmuxSharing.parseRegistration(output, socket: "/s"))
        #expect(registration.place == TmuxPlace(socket: "/s", session: "$3", window: "@7"))
        #expect(
            registration.original == [
                .statusStyle: "bg=red", .paneBorderStyle: nil, .paneActiveBorderStyle: "fg=#ABCDEF",
                .windowStyle: "", .windowActiveStyle: nil
            ])
        #expect(!registration.windowRecorded && !registration.sessionRecorded)
        #expect(registration.holders == [41])
    }

    @Test("a later darkscreen takes the recorded values, never the colours another darkscreen set")
    func laterRegistration() throws {
        let output = registrationOutput(
            own: ["bg=#000000", "fg=#111111", "fg=#222222", "bg=#333333", "bg=#333333"],
            windowHolders: " 41  52 ", sessionHolders: " 41 52 ",
            saved: ["=bg=red", "-", "=fg=#ABCDEF", "=", "-"])
        let registration = try #require(TmuxSharing.parseRegistration(output, socket: "/s"))
        #expect(
            registration.original == [
                .statusStyle: "bg=red", .paneBorderStyle: nil, .paneActiveBorderStyle: "fg=#ABCDEF",
                .windowStyle: "", .windowActiveStyle: nil
            ])
        #expect(registration.windowRecorded && registration.sessionRecorded)
        #expect(registration.holders == [41, 52])
    }

    @Test("in a window where beside runs, the options it themes are taken from its record, never its colours")
    func registrationWhereBesideRuns() throws {
        let record = BesideRecord(
            left: "%2", right: nil, layout: BesideLayout(side: .left, width: .columns(100)),
            original: [
                .paneBorderStyle: "fg=red", .paneActiveBorderStyle: nil, .windowStyle: nil,
                .windowActiveStyle: "bg=#101010"
            ],
            originalPaneColours: nil, originalLayout: "ac9d,200x50,0,0,0", focusEventsBefore: nil)
        let output = registrationOutput(
            own: ["bg=green", "fg=#000000", "fg=#000000", "bg=#000000", "bg=#000000"],
            windowHolders: " 41 ", sessionHolders: " 41 ", saved: [nil, nil, nil, nil, nil],
            beside: record.encoded)
        let registration = try #require(TmuxSharing.parseRegistration(output, socket: "/s"))
        #expect(
            registration.original == [
                .statusStyle: "bg=green", .paneBorderStyle: "fg=red", .paneActiveBorderStyle: nil,
                .windowStyle: nil, .windowActiveStyle: "bg=#101010"
            ])
    }

    @Test("an answer of the wrong shape is refused", arguments: ["", "no server running\n", "$1 @2\n==darkscreen==\n"])
    func refuses(output: String) {
        #expect(TmuxSharing.parseRegistration(output, socket: "/s") == nil)
    }

    @Test("registering adds this process to both lists in the same call that reads the values")
    func registers() {
        let arguments = TmuxSharing.register(pid: 41, pane: "%5", socket: "/s")
        #expect(
            Array(arguments.prefix(14)) == [
                "tmux", "-S", "/s", "set-option", "-F", "-w", "-t", "%5", "@darkscreen-holders",
                "#{@darkscreen-holders} 41 ", ";", "set-option", "-F", "-t"
            ])
        #expect(arguments.filter { $0 == "show-options" }.count == 13)
        #expect(arguments.last == "@darkscreen-beside")
    }

    @Test(
        "releasing removes only this process; the values come back only when no holder is left (beside's options only when beside is off), quoted for tmux's parser"
    )
    func releases() {
        let original: [TmuxOption: String?] = [
            .statusStyle: "bg=red,fg='a' $HOME; #{x}", .windowStyle: "bg=red", .paneBorderStyle: nil,
            .paneActiveBorderStyle: "fg=blue", .windowActiveStyle: nil
        ]
        let arguments = TmuxSharing.release(pid: 41, dead: [7], original: original, at: place)
        #expect(arguments.contains("#{s/ 41 / /:@darkscreen-holders}"))
        #expect(arguments.contains("#{s/ 7 / /:@darkscreen-session-holders}"))
        let conditions = arguments.indices.filter { arguments[$0] == "if-shell" }.map { arguments[$0 + 4] }
        #expect(conditions == ["#{m/r:^ *$,#{@darkscreen-holders}}", "#{m/r:^ *$,#{@darkscreen-session-holders}}"])
        let windowBack = arguments[arguments.firstIndex(of: "if-shell")! + 5]
        let sessionBack = arguments[arguments.lastIndex(of: "if-shell")! + 5]
        #expect(sessionBack.contains("'set-option' '-t' '$3' 'status-style' 'bg=red,fg='\"'\"'a'\"'\"' $HOME; #{x}'"))
        #expect(windowBack.contains("'if-shell' '-F' '-t' '@7' '#{==:#{@darkscreen-beside},}'"))
        #expect(windowBack.contains("'window-style'"))
        #expect(windowBack.contains("'set-option' '-w' '-u' '-t' '@7' '@darkscreen-holders'"))
        #expect(!windowBack.contains("status-style"))
    }

    @Test("recording happens only where no darkscreen recorded before (checked in the server)")
    func recordsOnce() {
        let commands = TmuxSharing.recordIfAbsent([.statusStyle: "bg=red", .windowStyle: nil], at: place)
        #expect(commands.count == 2)
        #expect(commands[0][4] == "#{==:#{@darkscreen-saved-window-active-style},}")
        #expect(commands[0][5].contains("'@darkscreen-saved-window-style' '-'"))
        #expect(commands[1][3] == "$3" && commands[1][5] == "'set-option' '-t' '$3' '@darkscreen-saved-status-style' '=bg=red'")
    }

    @Test("a restore record round-trips through its file, unset options included")
    func recordRoundTrip() throws {
        let record = TmuxRestoreRecord(pid: 42, place: place, original: [.statusStyle: String?.none, .windowStyle: "bg=#123456"])
        let read = try #require(TmuxRestoreRecord(parsing: Array(record.encoded.utf8)))
        #expect(read == record)
        #expect(read.shared)
    }

    @Test("a record from before the holders reads as not shared; a pid out of range is refused, not a crash")
    func olderAndBadRecords() throws {
        let old = #"{"pid":42,"socket":"/s","session":"$3","window":"@7","options":{"window-style":null}}"#
        #expect(try #require(TmuxRestoreRecord(parsing: Array(old.utf8))).shared == false)
        for pid in ["1e20", "-5", "3.5"] {
            let bad = #"{"pid":"# + pid + #","socket":"/s","session":"$3","window":"@7","options":{}}"#
            #expect(TmuxRestoreRecord(parsing: Array(bad.utf8)) == nil, "pid \(pid)")
        }
    }

    @Test("the setting lists what to apply; unknown names are skipped")
    func settingTargets() throws {
        let settings = try Settings.parse(Array(#"{"apply": ["tmux", "bogus", "terminal"]}"#.utf8))
        #expect(settings.applyTargets == [.tmux, .terminal])
    }
}
