import Testing
import TerminalAppearance
@testable import DarkscreenCore
@testable import DarkscreenPlatform
@testable import DarkscreenTools

/// A context's tint on a terminal window: the sequences chosen for a tint (background, text, the
/// ANSI colours it moved), none for the same tint again, the way back (the terminal's resets, or
/// the colours the shell integration keeps in force), and the record that carries it between
/// processes.
@Suite struct WindowTintTests {
    static let palette = (0..<16).map { RGB(red: UInt8($0 * 10), green: UInt8($0 * 5), blue: 40) }
    static let tinted = TintedColors(
        background: RGB(hex: "#3D1F1E")!, foreground: RGB(hex: "#E6E6E6")!, secondary: RGB(hex: "#AAAAAA")!,
        palette: palette.enumerated().map { $0.offset == 4 ? RGB(hex: "#6A7FFF")! : $0.element }, moved: ["palette 4"])
    static let device = "/dev/pts/7"

    @Test func aTintSetsTheBackgroundTheTextAndTheColoursItMoved() {
        let colors = WindowTint.colors(Self.tinted, wholePalette: false)
        #expect(colors.slots == [.background, .foreground, .palette(4)])
        let (bytes, record) = WindowTint.change(from: nil, to: colors, back: .reset, device: Self.device)
        #expect(bytes == "\u{1B}]11;#3D1F1E\u{07}\u{1B}]10;#E6E6E6\u{07}\u{1B}]4;4;#6A7FFF\u{07}")
        #expect(record == WindowTintRecord(device: Self.device, applied: colors, back: .reset))
        // A rule's whole theme: every ANSI colour.
        #expect(WindowTint.colors(Self.tinted, wholePalette: true).slots.count == 18)
    }

    @Test func theSameTintAgainWritesNothing() {
        let colors = WindowTint.colors(Self.tinted, wholePalette: false)
        let record = WindowTintRecord(device: Self.device, applied: colors, back: .reset)
        let (bytes, kept) = WindowTint.change(from: record, to: colors, back: .reset, device: Self.device)
        #expect(bytes.isEmpty)
        #expect(kept == record)
    }

    @Test func leavingResetsWhatTheTintChanged() {
        let record = WindowTintRecord(device: Self.device, applied: WindowTint.colors(Self.tinted, wholePalette: false), back: .reset)
        let (bytes, kept) = WindowTint.change(from: record, to: nil, back: .reset, device: Self.device)
        #expect(bytes == "\u{1B}]111\u{07}\u{1B}]110\u{07}\u{1B}]104;4\u{07}")
        #expect(kept == nil)
    }

    @Test func leavingGivesBackTheColoursTheShellIntegrationKeeps() {
        let kept = TerminalColorSet([.background: RGB(hex: "#000000")!, .foreground: RGB(hex: "#F2F2F7")!, .palette(4): RGB(hex: "#0A84FF")!])
        let back = WindowTint.back(kept: kept, resetPins: false)
        #expect(back == .saved(kept))
        let (_, record) = WindowTint.change(from: nil, to: WindowTint.colors(Self.tinted, wholePalette: false), back: back, device: Self.device)
        let (bytes, _) = WindowTint.change(from: record, to: nil, back: .reset, device: Self.device)
        #expect(bytes == "\u{1B}]11;#000000\u{07}\u{1B}]10;#F2F2F7\u{07}\u{1B}]4;4;#0A84FF\u{07}")
    }

    @Test func aTintThatMovesFewerColoursPutsTheRestBack() {
        let first = WindowTint.colors(Self.tinted, wholePalette: false)
        let record = WindowTintRecord(device: Self.device, applied: first, back: .reset)
        var second = first
        second[.palette(4)] = nil
        second[.background] = RGB(hex: "#1E2A3D")!
        let (bytes, kept) = WindowTint.change(from: record, to: second, back: .reset, device: Self.device)
        #expect(bytes == "\u{1B}]104;4\u{07}\u{1B}]11;#1E2A3D\u{07}")
        #expect(kept?.applied == second)
    }

    @Test func aTerminalWhoseResetPinsAColourIsChangedOnlyWhereItCanBeGivenBack() {
        #expect(WindowTint.back(kept: nil, resetPins: true) == .exact(TerminalColorSet()))
        let colors = WindowTint.colors(Self.tinted, wholePalette: false)
        let (bytes, record) = WindowTint.change(from: nil, to: colors, back: .exact(TerminalColorSet()), device: Self.device)
        #expect(bytes.isEmpty && record == nil)
        #expect(WindowTint.back(kept: nil, resetPins: false) == .reset)
    }

    @Test func theRecordReadsBackWhatItWrote() throws {
        let kept = TerminalColorSet([.background: RGB(hex: "#000000")!, .cursor: RGB(hex: "#FFFFFF")!])
        for back in [TerminalColorSaving.reset, .saved(kept), .exact(kept)] {
            let record = WindowTintRecord(device: Self.device, applied: WindowTint.colors(Self.tinted, wholePalette: true), back: back, session: 4242)
            #expect(WindowTintRecord(parsing: Array(record.encoded.utf8)) == record)
        }
        #expect(WindowTintRecord.path(for: "/dev/pts/7", folder: "/s") == "/s/pts-7.json")
        #expect(WindowTintRecord.path(for: "/dev/tty3", folder: "/s") == "/s/tty3.json")
        for bad in ["/dev/pts/../../etc/passwd", "/tmp/x", "/dev/pts/", "/dev/ttyS0", "/dev/tty"] {
            #expect(WindowTintRecord.path(for: bad) == nil)
            let text = #"{"device": "\#(bad)", "applied": {}, "back": "reset"}"#
            #expect(WindowTintRecord(parsing: Array(text.utf8)) == nil)
        }
        for bad in [##"{"11": "red"}"##, ##"{"4;16": "#000000"}"##, ##"{"99": "#000000"}"##] {
            let text = #"{"device": "/dev/pts/1", "applied": \#(bad), "back": "reset"}"#
            #expect(WindowTintRecord(parsing: Array(text.utf8)) == nil)
        }
    }

    @Test func restoreGivesBackOnlyTerminalsThatAreThereAndRemovesEveryRecord() throws {
        let folder = FormatFixtures.temporaryFolder()
        defer { FormatFixtures.remove(folder) }
        let gone = WindowTintRecord(device: "/dev/pts/999999", applied: TerminalColorSet([.background: .black]), back: .reset)
        try FileSystem.writeAtomically(Array(gone.encoded.utf8), to: WindowTintRecord.path(for: gone.device, folder: folder)!)
        #expect(WindowTint.restoreAll(folder: folder).isEmpty)
        #expect(!FileSystem.isPresent(folder + "/pts-999999.json"))
    }

    @Test func restoreNamesARecordItCannotReadAndRemovesIt() throws {
        let folder = FormatFixtures.temporaryFolder()
        defer { FormatFixtures.remove(folder) }
        try FileSystem.writeAtomically(Array("{\"device\": \"/dev/pts/9\u{1B}[31m\"".utf8), to: folder + "/pts-9.json")
        try FileSystem.writeAtomically(Array(#"{"device": "/dev/pts/8", "applied": 3}"#.utf8), to: folder + "/pts-8.json")
        let said = WindowTint.restoreAll(folder: folder)
        #expect(said.count == 2)
        #expect(said.allSatisfy { $0.hasPrefix("removed " + folder) && $0.contains("could not be read") })
        #expect(said.contains { $0.contains("pts-8.json") && $0.contains("not a record of a tinted terminal window") })
        #expect(said.contains { $0.contains("pts-9.json") && $0.contains("line 1:") })
        #expect(!said.joined().contains("\u{1B}"), "nothing from the file raw")
        #expect(!FileSystem.isPresent(folder + "/pts-9.json") && !FileSystem.isPresent(folder + "/pts-8.json"))
    }
}
