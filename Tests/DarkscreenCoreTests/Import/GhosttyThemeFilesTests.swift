import Testing
import DarkscreenTestSupport
@testable import DarkscreenCore
@testable import DarkscreenPlatform
@testable import DarkscreenTools

/// `export --format ghostty --output DIR`: which files a theme becomes, the line for Ghostty's
/// config, the names refused, and the files read back as the same dynamic theme.
@Suite struct GhosttyThemeFilesTests {
    let dynamic = ExportRoundTripTests.theme(dynamic: true)

    func theme(named name: String, dynamic: Bool = true) -> Theme {
        var theme = ExportRoundTripTests.theme(dynamic: dynamic)
        theme.name = name
        return theme
    }

    @Test("a dynamic theme is two files, NAME Light and NAME Dark, each the ghostty export of that variant")
    func pair() throws {
        let files = try GhosttyThemeFiles(dynamic, appearance: nil).files
        #expect(files.map(\.name) == ["Round Light", "Round Dark"])
        #expect(files[0].text == (try ExportFormat.ghostty.write(dynamic, appearance: .light)))
        #expect(files[1].text == (try ExportFormat.ghostty.write(dynamic, appearance: .dark)))
    }

    @Test("one variant (--appearance) is that file of the pair; a theme with one look is one file named as the theme")
    func one() throws {
        let dark = try GhosttyThemeFiles(dynamic, appearance: .dark).files
        #expect(dark.map(\.name) == ["Round Dark"])
        #expect(dark.first?.text == (try ExportFormat.ghostty.write(dynamic, appearance: .dark)))
        let fixed = theme(named: "  Sea Shell ", dynamic: false)
        let files = try GhosttyThemeFiles(fixed, appearance: nil).files
        #expect(files.map(\.name) == ["Sea Shell"], "spaces around the name dropped, as Ghostty drops them from its setting")
        #expect(try GhosttyThemeFiles(fixed, appearance: .light).files == files, "a theme with one look has one file whatever the appearance")
    }

    @Test(
        "names that cannot be a Ghostty theme file are refused, saying why",
        arguments: [
            ("", "it is empty"), ("   ", "it is empty"), ("a/b", "cannot hold \"/\""), ("..", "is hidden"), (".hidden", "is hidden"),
            ("red\u{1B}[31m", "control or invisible"), ("a\u{202E}b", "control or invisible"), ("bell\u{7}", "control or invisible"),
            ("dark:x", "as separators"), ("a,b", "as separators"), ("a=b", "as separators"),
            (String(repeating: "x", count: 250), "longer than a file name")
        ])
    func refused(name: String, reason: String) {
        #expect {
            try GhosttyThemeFiles(theme(named: name), appearance: nil)
        } throws: { error in
            let text = "\(error)"
            return text.contains(reason) && text.hasPrefix("cannot name a Ghostty theme file after ") && !text.contains("\u{1B}")
                && !text.contains("\u{202E}") && !text.contains("\u{7}")
        }
    }

    @Test("names with spaces, dots inside, Unicode and emoji make files as they are")
    func accepted() throws {
        for name in ["Gruvbox Material", "v1.2", "Café ☕", "👩‍💻 Dev"] {
            #expect(try GhosttyThemeFiles(theme(named: name), appearance: nil).files.map(\.name) == [name + " Light", name + " Dark"])
        }
    }

    @Test(
        "the config line: by name in Ghostty's themes folder, by absolute path elsewhere, by name with a move needed when the path cannot stand in the setting")
    func configLine() throws {
        let home = TemporaryDirectory()
        let ghostty = home.path + "/ghostty/themes"
        try FileSystem.createDirectories(ghostty)
        let files = try GhosttyThemeFiles(dynamic, appearance: nil)
        let named = files.configLine(folder: ghostty, ghosttyThemes: ghostty)
        #expect(named.text == "theme = light:Round Light,dark:Round Dark" && !named.needsMove)
        #expect(
            files.configLine(folder: home.path + "/ghostty/./themes/", ghosttyThemes: ghostty).text == named.text,
            "the same folder written another way")
        let elsewhere = home.path + "/mine"
        try FileSystem.createDirectories(elsewhere)
        let byPath = files.configLine(folder: elsewhere, ghosttyThemes: ghostty)
        #expect(byPath.text == "theme = light:\(elsewhere)/Round Light,dark:\(elsewhere)/Round Dark" && !byPath.needsMove)
        let odd = home.path + "/a,b"
        try FileSystem.createDirectories(odd)
        let moved = files.configLine(folder: odd, ghosttyThemes: ghostty)
        #expect(moved.text == named.text && moved.needsMove)
        let single = try GhosttyThemeFiles(theme(named: "Sea", dynamic: false), appearance: nil)
        #expect(single.configLine(folder: ghostty, ghosttyThemes: ghostty).text == "theme = Sea")
    }

    @Test("the two files, read back by the importer, give the same dynamic theme: paired by their names, or forced with --light/--dark")
    func roundTrip() throws {
        let folder = TemporaryDirectory()
        let files = try GhosttyThemeFiles(dynamic, appearance: nil).files
        let paths = try FileSystem.writeFiles(files.map { ($0.name, Array($0.text.utf8)) }, into: folder.path, replacing: false)
        let loaded = ForeignThemeFile.themes(from: paths)
        #expect(loaded.errors.isEmpty)
        let paired = try #require(loaded.themes.first)
        #expect(loaded.themes.count == 1 && paired.name == "Round" && paired.isDynamic)
        guard case .schemes(let light) = try ForeignThemeFile.read(paths[0]),
            case .schemes(let dark) = try ForeignThemeFile.read(paths[1])
        else {
            Issue.record("read back as darkscreen JSON")
            return
        }
        let forced = SchemeMapper.pair(name: "Forced", light: light[0], dark: dark[0])
        for back in [paired, forced] {
            for role in [ThemeRole.background, .primary, .selection] { #expect(back.colors[role] == dynamic.colors[role], "\(role)") }
            #expect(back.palette == dynamic.palette)
            #expect(back.cursor == dynamic.cursor)
        }
    }
}
