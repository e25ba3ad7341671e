import Testing
@testable import DarkscreenCore
@testable import DarkscreenPlatform
@testable import DarkscreenTools

@Suite struct BesideLayoutTests {
    @Test(
        "the companions take what the user's pane and the borders leave; with both they differ by at most one column",
        arguments: [
            (BesideSide.both, BesideWidth.columns(100), 200, 49, 49),
            (.both, .columns(100), 201, 49, 50),
            (.both, .columns(80), 200, 59, 59),
            (.left, .columns(80), 200, 119, nil),
            (.right, .share(1, 2), 200, nil, 99),
            (.both, .share(1, 3), 200, 65, 66),
            (.both, .share(2, 3), 200, 32, 33)
        ] as [(BesideSide, BesideWidth, Int, Int?, Int?)])
    func widths(side: BesideSide, width: BesideWidth, window: Int, left: Int?, right: Int?) {
        let companions = BesideLayout(side: side, width: width).companions(windowWidth: window)
        #expect(companions.left == left && companions.right == right)
    }

    @Test("a window narrower than the width asked: one column each, never less", arguments: [90, 10, 5, 1])
    func narrow(window: Int) {
        let both = BesideLayout(side: .both, width: .columns(100)).companions(windowWidth: window)
        #expect(both.left == 1 && both.right == 1)
        #expect(BesideLayout(side: .left, width: .columns(100)).companions(windowWidth: window).left == 1)
    }

    @Test(
        "--width takes columns or a share; anything else is refused",
        arguments: [
            ("100", BesideWidth.columns(100)), ("1/3", .share(1, 3)), ("2/3", .share(2, 3)), ("3/4", .share(3, 4)),
            ("0", nil), ("3/2", nil), ("1/0", nil), ("1/13", nil), ("abc", nil), ("-5", nil), ("", nil), ("1/2/3", nil),
            ("99999999999999999999", nil), ("１００", nil)
        ] as [(String, BesideWidth?)])
    func parsing(text: String, expected: BesideWidth?) {
        #expect(BesideWidth(parsing: text) == expected)
        if let expected { #expect(expected.description == text) }
    }
}

@Suite struct BesideRecordTests {
    let record = BesideRecord(
        left: "%4", right: "%5", layout: BesideLayout(side: .both, width: .share(1, 2)),
        original: [.paneBorderStyle: Optional("fg=red"), .windowStyle: String?.none],
        originalPaneColours: [3: "#123456"], originalLayout: "ac9d,200x50,0,0,0", focusEventsBefore: "off")

    @Test("the record reads back as written, on one line (tmux answers a line per value)")
    func roundTrip() {
        #expect(!record.encoded.contains("\n"))
        #expect(BesideRecord(parsing: record.encoded) == record)
        var noPalette = record
        noPalette.originalPaneColours = nil
        noPalette.hadLayoutHooks = true
        #expect(BesideRecord(parsing: noPalette.encoded) == noPalette)
    }

    @Test("the record as a tmux format: each # of a value doubled, the companions' ids left to tmux's pane_at_left/right")
    func format() {
        var marked = record
        marked.original[.windowActiveStyle] = .some("bg=#102030,fg=##{pane_id}#(rm -rf ~)")
        let format = marked.encodedAsFormat(left: true, right: true)
        // What tmux makes of it once the panes at the edges are %4 and %5 (`##` is one `#`).
        let expanded = format.replacing("#{P:#{?pane_at_left,#{pane_id},}}", with: "%4")
            .replacing("#{P:#{?pane_at_right,#{pane_id},}}", with: "%5").replacing("##", with: "#")
        #expect(expanded == marked.encoded)
        #expect(format.contains("bg=##102030,fg=####{pane_id}##(rm -rf ~)"))
        var leftOnly = marked
        leftOnly.right = nil
        #expect(
            marked.encodedAsFormat(left: true, right: false).replacing("#{P:#{?pane_at_left,#{pane_id},}}", with: "%4")
                .replacing("##", with: "#") == leftOnly.encoded)
    }

    @Test("tmux arguments: `;` between commands; an argument ending in `;` stays one argument (`\\;`)")
    func arguments() {
        let arguments = TmuxServer.arguments(program: "tmux", socket: "/s", [["set-option", "@a", "x;"], ["set-option", "@b", "y\\;"], []])
        #expect(arguments == ["tmux", "-S", "/s", "set-option", "@a", "x\\;", ";", "set-option", "@b", "y\\\\;"])
    }

    @Test("a record that is not darkscreen's (a pane id that is not %N, an unknown option, no companion) is refused")
    func refused() {
        for bad in [
            record.encoded.replacing("\"%4\"", with: "\"; rm -rf ~\""),
            record.encoded.replacing("pane-border-style", with: "default-command"),
            record.encoded.replacing("\"%4\"", with: "null").replacing("\"%5\"", with: "null"),
            "{", "", "[]"
        ] {
            #expect(BesideRecord(parsing: bad) == nil, "\(bad)")
        }
    }

    @Test("tmux ids: %N panes and @N windows only")
    func ids() {
        #expect(TmuxID.isPane("%12") && !TmuxID.isPane("%") && !TmuxID.isPane("%1a") && !TmuxID.isPane("@1"))
        #expect(TmuxID.isWindow("@3") && !TmuxID.isWindow("@3;x") && !TmuxID.isWindow("3"))
    }

    @Test("pane-colours lines, quoted or not; other lines skipped")
    func paneColours() {
        let parsed = BesideWindow.parsePaneColours(["pane-colours[3] #ff0000", "pane-colours[12] \"red\"", "other 1", "pane-colours[x] y"])
        #expect(parsed == [3: "#ff0000", 12: "red"])
    }

    @Test(
        "tmux versions: 3.3 and later have pane-colours",
        arguments: [
            ("3.3a", true), ("3.2a", false), ("next-3.4", true), ("master", true),
            ("2.9", false), ("3.10", true)
        ])
    func versions(text: String, atLeast: Bool) {
        #expect(TmuxServer.version(text, isAtLeast: 3, 3) == atLeast)
    }

    @Test("the hook names darkscreen by its path only when it is plain characters")
    func hook() {
        let plain = BesideWindow.Launch(companion: [], environment: [], program: "/usr/local/bin/darkscreen")
        #expect(plain.hookCommand(window: "@3").hasSuffix("\"run-shell -b 'exec /usr/local/bin/darkscreen beside --relayout @3 >/dev/null 2>&1'\""))
        let odd = BesideWindow.Launch(companion: [], environment: [], program: "/tmp/x'; rm -rf ~; '/darkscreen")
        #expect(odd.hookCommand(window: "@3").hasSuffix("\"run-shell -b 'exec darkscreen beside --relayout @3 >/dev/null 2>&1'\""))
    }
}
