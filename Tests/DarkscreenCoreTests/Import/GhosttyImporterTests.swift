import Testing
@testable import DarkscreenCore
@testable import DarkscreenPlatform
@testable import DarkscreenTools

@Suite struct GhosttyImporterTests {
    @Test("palette = N=#hex, the named keys, and higher palette indexes ignored")
    func reads() throws {
        let text =
            (0..<16).map { "palette = \($0)=#\(hex6(greys[$0]))" }.joined(separator: "\n") + """

                palette = 200=#abcdef
                background = 282a36
                foreground = #f8f8f2
                cursor-color = #f8f8f0
                cursor-text = #282a36
                selection-background = #44475a
                selection-foreground = #ffffff
                """
        let scheme = try #require(try importSchemes(text, file: "/t/Dracula").get().first)
        #expect(scheme.format == .ghostty && scheme.name == "Dracula")
        #expect(scheme.background == RGB(0x282A36) && scheme.foreground == RGB(0xF8F8F2))
        #expect(scheme.cursor == RGB(0xF8F8F0) && scheme.cursorText == RGB(0x282A36))
        #expect(scheme.selectionBackground == RGB(0x44475A) && scheme.selectionForeground == RGB(0xFFFFFF))
        #expect(scheme.palette == greys)
    }

    @Test("a malformed palette entry, a bad colour and a missing foreground are errors with their lines")
    func errors() {
        let messages = importErrors("palette = x=#000000\npalette = 3=#zzzzzz\nbackground = #000000\n", file: "/t/g")
        #expect(messages.count == 3)
        #expect(messages.contains { $0.hasPrefix("/t/g:1:1: field palette: \"x=#000000\" is not a palette entry") })
        #expect(messages.contains { $0.hasPrefix("/t/g:2:1: field palette 3: \"#zzzzzz\" is not a colour") })
        #expect(messages.contains { $0.contains("field foreground: no foreground colour") })
    }
}
