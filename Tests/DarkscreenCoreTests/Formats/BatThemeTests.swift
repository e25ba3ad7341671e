import Testing
@testable import DarkscreenCore
@testable import DarkscreenPlatform
@testable import DarkscreenTools

@Suite struct BatThemeTests {
    @Test(
        "bat reads the theme and colours Python with the palette's colours in 24 bits",
        .enabled(if: FormatFixtures.installed("batcat"), "bat (batcat) is not installed: scripts/ensure-packages.sh test"))
    func batHighlights() throws {
        let folder = FormatFixtures.temporaryFolder()
        defer { FormatFixtures.remove(folder) }
        let scheme = FormatFixtures.scheme()
        try FormatFixtures.write(BatTheme.write(scheme), to: "\(folder)/config/themes/\(BatTheme.fileName)")
        try FormatFixtures.write("def greet(name):\n    return \"hello\" + name  # say it\n", to: "\(folder)/file.py")
        let run = ToolRun.shell(
            "cd '\(folder)' && timeout 20 batcat cache --build >/dev/null && timeout 10 batcat --color=always --paging=never --theme=darkscreen file.py",
            environment: ["BAT_CONFIG_DIR=\(folder)/config", "BAT_CACHE_PATH=\(folder)/cache", "COLORTERM=truecolor", "HOME=\(folder)"])
        #expect(run.exitCode == 0, "\(run.output)")
        let p = scheme.palette
        #expect(
            run.output.contains("\u{1B}[38;2;\(p[5].red);\(p[5].green);\(p[5].blue)m"), "the keyword in the palette's magenta: \(run.output.debugDescription)")
        #expect(run.output.contains("\u{1B}[38;2;\(p[2].red);\(p[2].green);\(p[2].blue)m"), "the string in its green")
        #expect(run.output.contains("\u{1B}[38;2;\(p[8].red);\(p[8].green);\(p[8].blue)m"), "the comment in its bright black")
    }

    @Test("the editor colours are the theme's")
    func editorColors() {
        let scheme = FormatFixtures.scheme(light: true)
        let text = BatTheme.write(scheme)
        #expect(text.contains("<key>background</key>\n        <string>#faf4e8</string>"))
        #expect(text.contains("<key>foreground</key>\n        <string>#202428</string>"))
        #expect(text.contains("<key>caret</key>\n        <string>#ff8800</string>"))
        #expect(text.contains("<key>selection</key>\n        <string>#c8d8f0</string>"))
    }

    @Test("a hostile name is XML text: the property list reads back one name, nothing else", arguments: FormatFixtures.hostileNames)
    func hostileName(hostile: HostileName) throws {
        let name = hostile.text
        let text = BatTheme.write(FormatFixtures.scheme(named: name))
        #expect(!text.unicodeScalars.contains { SafeText.isControl($0) && $0 != "\n" })
        #expect(!text.contains("]]>"))
        let folder = FormatFixtures.temporaryFolder()
        defer { FormatFixtures.remove(folder) }
        try FormatFixtures.write(text, to: "\(folder)/t.tmTheme")
        let run = ToolRun.shell(
            "python3 -c 'import plistlib,sys; d = plistlib.load(open(sys.argv[1], \"rb\"), fmt=plistlib.FMT_XML); sys.stdout.write(d[\"name\"] + \"|\" + str(len(d[\"settings\"])))' '\(folder)/t.tmTheme'"
        )
        #expect(run.exitCode == 0, "\(run.output)")
        #expect(run.output == ExportScheme.safe(name) + " (darkscreen)|18")
    }
}
