import Testing
@testable import DarkscreenCore
@testable import DarkscreenPlatform
@testable import DarkscreenTools

@Suite struct KittyImporterTests {
    static let file = """
        ## name: Night Owl
        ## author: Sarah Drasner
        ## license: MIT
        ## upstream: https://example.org/night-owl.conf
        ## blurb: A theme for the night owls out there
        font_size 12
        foreground            #d6deeb
        background #011627
        selection_foreground none
        selection_background #5f7e97
        cursor #80a4c2
        cursor_text_color background
        \((0..<16).map { "color\($0) #\(hex6(greys[$0]))" }.joined(separator: "\n"))
        color16 #123456
        """

    @Test("every colour, the palette and the ## metadata are read")
    func reads() throws {
        let scheme = try #require(try importSchemes(Self.file, file: "/t/night-owl.conf").get().first)
        #expect(scheme.format == .kitty && scheme.name == "Night Owl")
        #expect(scheme.background == RGB(0x011627) && scheme.foreground == RGB(0xD6DEEB))
        #expect(scheme.cursor == RGB(0x80A4C2) && scheme.cursorText == nil)
        #expect(scheme.selectionBackground == RGB(0x5F7E97) && scheme.selectionForeground == nil)
        #expect(scheme.palette == greys)
        #expect(
            scheme.metadata
                == ThemeMetadata(
                    author: "Sarah Drasner", license: "MIT", upstream: "https://example.org/night-owl.conf",
                    description: "A theme for the night owls out there",
                    sourceFile: "/t/night-owl.conf", sourceFormat: "kitty"))
    }

    @Test("without ## name the file name names it; missing palette entries are xterm's")
    func defaults() throws {
        let scheme = try #require(try importSchemes("background #000000\nforeground #ffffff\ncolor1 #ff0000\n", file: "/t/plain.conf").get().first)
        #expect(scheme.name == "plain")
        #expect(scheme.palette?[1] == RGB(0xFF0000) && scheme.palette?[2] == ImportedScheme.defaultPalette[2])
    }

    @Test("a file saved with Windows line endings (CRLF) reads the same, metadata and line numbers too")
    func windowsLineEndings() throws {
        let crlf = Self.file.split(separator: "\n", omittingEmptySubsequences: false).joined(separator: "\r\n")
        let scheme = try #require(try importSchemes(crlf, file: "/t/night-owl.conf").get().first)
        let plain = try #require(try importSchemes(Self.file, file: "/t/night-owl.conf").get().first)
        #expect(scheme == plain)
        let bad = importErrors("foreground #ffffff\r\nbackground #00zz00\r\n", file: "/t/bad.conf")
        #expect(bad == ["/t/bad.conf:2:1: field background: \"#00zz00\" is not a colour (expected #RRGGBB)"])
    }

    @Test("a bad colour names the line and key, escaped; a missing background or foreground is an error")
    func errors() {
        let bad = importErrors("foreground #ffffff\nbackground #00\u{1B}[31m\n", file: "/t/bad.conf")
        #expect(bad == ["/t/bad.conf:2:1: field background: \"#00\\x1B[31m\" is not a colour (expected #RRGGBB)"])
        let missing = importErrors("color0 #000000\ncolor1 #111111\n", file: "/t/half.conf")
        #expect(missing.count == 2)
        #expect(missing.contains { $0.contains("field background: no background colour") })
        #expect(missing.contains { $0.contains("field foreground: no foreground colour") })
    }
}
