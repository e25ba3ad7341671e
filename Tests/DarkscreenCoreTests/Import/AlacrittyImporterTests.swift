import Testing
@testable import DarkscreenCore
@testable import DarkscreenPlatform
@testable import DarkscreenTools

@Suite struct AlacrittyImporterTests {
    static let names = ["black", "red", "green", "yellow", "blue", "magenta", "cyan", "white"]
    static let file = """
        # Colors (Gruvbox dark)
        [colors.primary]
        background = '#282828'
        foreground = "#ebdbb2"  # fg

        [colors.cursor]
        cursor = "CellForeground"
        text = "#282828"

        [colors.selection]
        background = { } # unusual but valid
        text = "#ffffff"

        [colors.normal]
        \(names.enumerated().map { "\($0.element) = '#\(hex6(greys[$0.offset]))'" }.joined(separator: "\n"))

        [colors.bright]
        \(names.enumerated().map { "\($0.element) = \"0x\(hex6(greys[$0.offset + 8]))\"" }.joined(separator: "\n"))

        [[colors.indexed_colors]]
        index = 16
        color = "#ff0000"
        """

    @Test("a file saved with Windows line endings (CRLF) reads the same")
    func windowsLineEndings() throws {
        let crlf = Self.file.split(separator: "\n", omittingEmptySubsequences: false).joined(separator: "\r\n")
        let scheme = try #require(try importSchemes(crlf, file: "/t/alacritty.toml").get().first)
        #expect(scheme == (try importSchemes(Self.file, file: "/t/alacritty.toml").get().first))
    }

    @Test("tables, both quote styles, 0x colours, comments; CellForeground and indexed colours left out")
    func reads() throws {
        let scheme = try #require(try importSchemes(Self.file, file: "/t/gruvbox_dark.toml").get().first)
        #expect(scheme.format == .alacritty && scheme.name == "gruvbox_dark")
        #expect(scheme.background == RGB(0x282828) && scheme.foreground == RGB(0xEBDBB2))
        #expect(scheme.cursor == nil && scheme.cursorText == RGB(0x282828))
        #expect(scheme.selectionBackground == nil && scheme.selectionForeground == RGB(0xFFFFFF))
        #expect(scheme.palette == greys)
    }

    @Test("inline tables are read")
    func inline() throws {
        let text = "[colors]\nprimary = { background = \"#000000\", foreground = \"#fafafa\" }\n"
        let scheme = try #require(try importSchemes(text, file: "/t/i.toml").get().first)
        #expect(scheme.background == RGB(0x000000) && scheme.foreground == RGB(0xFAFAFA))
    }

    @Test("errors: syntax with its line, a bad colour with its key path, no background")
    func errors() {
        #expect(
            importErrors("[colors.primary]\nbackground = \"#000000\nforeground = '#ffffff'\n", file: "/t/a.toml")
                == ["/t/a.toml:2:1: a string without its closing \""])
        #expect(
            importErrors("[colors.primary]\nbackground = '#00000g'\nforeground = '#ffffff'\n", file: "/t/b.toml")
                == ["/t/b.toml:2:1: field colors.primary.background: \"#00000g\" is not a colour (expected #RRGGBB)"])
        #expect(
            importErrors("[colors.primary]\nforeground = '#ffffff'\n", file: "/t/c.toml")
                == ["/t/c.toml: field colors.primary.background: no background colour (colors.primary.background)"])
        #expect(importErrors("[colors.primary\n", file: "/t/d.toml").first?.contains(":1:1: a table header without its closing ]") == true)
    }
}
