import Testing
import DarkscreenTestSupport
@testable import DarkscreenCore
@testable import DarkscreenPlatform
@testable import DarkscreenTools

/// The theme files of xfce4-terminal, Konsole and Tilix (as Debian 12's packages ship them),
/// recognised by their content and read into schemes; and their folders under XDG_DATA_DIRS.
@Suite struct TerminalFolderImporterTests {
    @Test("xfce4-terminal: the [Scheme] keys, ColorPalette, GDK's 16-bit colours; translated names ignored")
    func xfce() throws {
        let text = """
            [Scheme]
            Name=Dark Pastels
            Name[de]=Dunkle Pastelltöne
            ColorForeground=#dcdcdc
            ColorBackground=#2c2c2c2c2c2c
            ColorCursor=#dcdcdc
            ColorSelection=#445566
            ColorPalette=\((0..<16).map { "#" + hex6(greys[$0]) }.joined(separator: ";"))
            """
        let scheme = try #require(try importSchemes(text, file: "/t/dark-pastels.theme").get().first)
        #expect(scheme.format == .xfce4terminal && scheme.name == "Dark Pastels")
        #expect(scheme.background == RGB(0x2C2C2C) && scheme.foreground == RGB(0xDCDCDC))
        #expect(scheme.cursor == RGB(0xDCDCDC) && scheme.selectionBackground == RGB(0x445566))
        #expect(scheme.palette == greys)
    }

    @Test("xfce4-terminal: a colour the scheme leaves out is the terminal's default, white on black")
    func xfceDefaults() throws {
        let scheme = try #require(try importSchemes("[Scheme]\nName=Tango\nColorPalette=#000000;#cc0000\n", file: "/t/tango.theme").get().first)
        #expect(scheme.background == RGB(0x000000) && scheme.foreground == RGB(0xFFFFFF))
        #expect(scheme.palette?[1] == RGB(0xCC0000) && scheme.palette?[2] == ImportedScheme.defaultPalette[2])
    }

    @Test("xfce4-terminal: a bad colour and a palette of 17 name their line and field")
    func xfceErrors() {
        let messages = importErrors(
            "[Scheme]\nColorBackground=#zz\nColorPalette=" + Array(repeating: "#000000", count: 17).joined(separator: ";") + "\n", file: "/t/x.theme")
        #expect(messages.contains { $0.hasPrefix("/t/x.theme:2:1: field ColorBackground: \"#zz\" is not a colour") })
        #expect(messages.contains { $0.hasPrefix("/t/x.theme:3:1: field ColorPalette: ColorPalette holds 17 colours") })
    }

    @Test("Konsole: a section per colour with R,G,B; Intense for the bright eight; the name from [General]")
    func konsole() throws {
        var text =
            "[General]\nDescription=Breeze\nOpacity=1\n\n[Background]\nColor=35,38,39\n\n[BackgroundIntense]\nColor=0,0,0\n\n[Foreground]\nColor=252,252,252\n"
        for index in 0..<8 {
            let normal = greys[index], bright = greys[index + 8]
            text += "\n[Color\(index)]\nColor=\(normal.red),\(normal.green),\(normal.blue)\n"
            text += "\n[Color\(index)Faint]\nColor=1,2,3\n"
            text += "\n[Color\(index)Intense]\nBold=true\nColor=\(bright.red),\(bright.green),\(bright.blue)\n"
        }
        let scheme = try #require(try importSchemes(text, file: "/t/Breeze.colorscheme").get().first)
        #expect(scheme.format == .konsole && scheme.name == "Breeze")
        #expect(scheme.background == RGB(0x232627) && scheme.foreground == RGB(0xFCFCFC))
        #expect(scheme.palette == greys)
    }

    @Test("Konsole: a channel out of range is an error naming the section")
    func konsoleErrors() {
        let messages = importErrors("[Background]\nColor=300,0,0\n\n[Foreground]\nColor=1,2,3\n", file: "/t/k.colorscheme")
        #expect(messages.contains { $0.hasPrefix("/t/k.colorscheme:2:1: field [Background] Color: \"300,0,0\" is not a colour") })
    }

    @Test("Tilix: the named keys, the palette, cursor and highlight colours only when their use-… flag is on")
    func tilix() throws {
        let palette = (0..<16).map { "\"#\(hex6(greys[$0]))\"" }.joined(separator: ", ")
        let text = """
            {"name": "Solarized Dark", "comment": "x", "use-theme-colors": false,
             "foreground-color": "#839496", "background-color": "#002B36",
             "use-cursor-color": true, "cursor-background-color": "#93A1A1", "cursor-foreground-color": "#002B36",
             "use-highlight-color": false, "highlight-background-color": "#FFFFFF",
             "palette": [\(palette)]}
            """
        let scheme = try #require(try importSchemes(text, file: "/t/solarized-dark.json").get().first)
        #expect(scheme.format == .tilix && scheme.name == "Solarized Dark")
        #expect(scheme.background == RGB(0x002B36) && scheme.foreground == RGB(0x839496))
        #expect(scheme.cursor == RGB(0x93A1A1) && scheme.cursorText == RGB(0x002B36))
        #expect(scheme.selectionBackground == nil, "use-highlight-color is false")
        #expect(scheme.palette == greys)
    }

    @Test("Tilix: a palette-only scheme (the desktop's text colours) takes ANSI 0 and 7")
    func tilixPaletteOnly() throws {
        let palette = (0..<16).map { "\"#\(hex6(greys[$0]))\"" }.joined(separator: ", ")
        let scheme = try #require(
            try importSchemes("{\"name\": \"Linux\", \"use-theme-colors\": true, \"palette\": [\(palette)]}", file: "/t/linux.json").get().first)
        #expect(scheme.background == greys[0] && scheme.foreground == greys[7])
    }

    @Test("Tilix: a palette that is not a list, and JSON errors, carry line:column")
    func tilixErrors() {
        #expect(
            importErrors("{\"background-color\": \"#000000\", \"foreground-color\": \"#FFFFFF\", \"palette\": 3}", file: "/t/t.json")
                .contains { $0.contains("field palette: expected a list of at most 16 colours, found a number") })
        #expect(importErrors("{\"background-color\": \"#000000\",\n \"foreground-color\": }", file: "/t/t.json").first?.hasPrefix("/t/t.json:2:") == true)
    }

    @Test("a JSON array is still JSON, an INI section header is not")
    func sectionHeaders() {
        #expect(ThemeFormat.startsWithSection(ArraySlice("[Scheme]\n".utf8)))
        #expect(ThemeFormat.startsWithSection(ArraySlice("[Color0Intense]".utf8)))
        #expect(!ThemeFormat.startsWithSection(ArraySlice("[{\"name\": 1}]".utf8)))
        #expect(!ThemeFormat.startsWithSection(ArraySlice("[\"a\"]".utf8)))
        #expect(!ThemeFormat.startsWithSection(ArraySlice("[]".utf8)))
    }

    @Test("the terminals' folders under each XDG data folder; only their theme files are listed")
    func folders() {
        let located = ThemeFolders.locate(configDirectory: "/c") { $0 == "XDG_DATA_DIRS" ? "/d" : nil }
        for folder in ["/d/foot/themes", "/d/xfce4/terminal/colorschemes", "/d/konsole", "/d/tilix/schemes", "/usr/share/foot/themes"] {
            #expect(located.contains(folder), "\(folder)")
        }
        let data = TemporaryDirectory()
        _ = try? FileSystem.createDirectories(data.path + "/konsole")
        for name in ["Breeze.colorscheme", "default.keytab", "1x2-terminals.json"] { data.write("x", to: "konsole/" + name) }
        #expect(ThemeFolders.files(in: data.path + "/konsole") == [data.path + "/konsole/Breeze.colorscheme"])
    }
}
