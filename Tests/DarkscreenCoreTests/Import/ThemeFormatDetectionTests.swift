import Testing
@testable import DarkscreenCore
@testable import DarkscreenPlatform
@testable import DarkscreenTools

@Suite struct ThemeFormatDetectionTests {
    @Test(
        "the content decides, whatever the extension",
        arguments: [
            ("<?xml version=\"1.0\"?>\n<plist>", ThemeFormat.itermcolors),
            ("{\"themes\": []}", .darkscreen),
            ("{\"name\": \"x\", \"background\": \"#000000\"}", .wt),
            ("system: \"base16\"\nname: x\npalette:\n  base00: \"000000\"", .base16),
            ("scheme: x\nbase00: 000000\nbase05: ffffff", .base16),
            ("[colors.primary]\nbackground = '#000000'", .alacritty),
            ("[colors]\nbackground=000000\nregular0=000000", .foot),
            ("[colors-dark]\nbackground=000000", .foot),
            ("palette = 0=#000000\nbackground = #000000", .ghostty),
            ("## name: x\nbackground #000000\ncolor0 #000000", .kitty),
            // a section named only in a comment is not a section (found by FuzzThemeFormats: a kitty
            // export whose blurb said "[colors]" read back as a foot file without its section)
            ("## blurb: ported from a foot [colors] and an alacritty [colors.primary]\nforeground #ffffff\nbackground #000000", .kitty),
            ("[[colors.indexed_colors]]\nindex = 16\ncolor = '#000000'", .alacritty),
            ("  [colors]  \nbackground=000000", .foot)
        ])
    func detect(text: String, format: ThemeFormat) {
        #expect(ThemeFormat.detect(Array(text.utf8), path: "/t/theme.txt") == format)
    }

    @Test("unrecognisable content is an error naming the file and the known formats")
    func unknown() {
        #expect(ThemeFormat.detect(Array("hello".utf8), path: "/t/notes") == nil)
        do {
            _ = try ForeignThemeFile.decode(Array("hello".utf8), file: "/t/notes\u{1B}")
            Issue.record("expected an error")
        } catch {
            #expect(
                error.description
                    == "/t/notes\\x1B: not a theme file darkscreen can read (formats: darkscreen, base16, kitty, ghostty, itermcolors, wt, alacritty, foot, xfce4terminal, konsole, tilix)"
            )
        }
    }
}
