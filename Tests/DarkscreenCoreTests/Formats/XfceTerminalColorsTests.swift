import Testing
@testable import DarkscreenCore
@testable import DarkscreenPlatform
@testable import DarkscreenTools

@Suite struct XfceTerminalColorsTests {
    static let user = "# my settings\n[Configuration]\nFontName=Monospace 12\nColorForeground=#ffffff\nMiscAlwaysShowTabs=FALSE\n\n[Other]\nKey=value\n"

    @Test("the colour keys are set in [Configuration]; every other line stays where it was")
    func merged() {
        let scheme = FormatFixtures.scheme()
        let text = XfceTerminalColors.merged(into: Self.user, scheme)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(Array(lines.prefix(5)) == ["# my settings", "[Configuration]", "FontName=Monospace 12", "ColorForeground=#e0d8c8", "MiscAlwaysShowTabs=FALSE"])
        #expect(lines.suffix(4) == ["", "[Other]", "Key=value", ""])
        #expect(lines.contains("ColorPalette=" + FormatFixtures.palette.map { ExportScheme.hex($0) }.joined(separator: ";")))
        #expect(lines.filter { $0.hasPrefix("ColorForeground=") }.count == 1)
        let keys = XfceTerminalColors.keys(scheme)
        #expect(keys.allSatisfy { key in lines.contains("\(key.key)=\(key.value)") })
        #expect(XfceTerminalColors.merged(into: text, scheme) == text, "merging again changes nothing")
    }

    @Test("an empty or missing file gets the section")
    func empty() {
        let text = XfceTerminalColors.merged(into: "", FormatFixtures.scheme())
        #expect(text.hasPrefix("[Configuration]\nColorForeground=#e0d8c8\n"))
        let other = XfceTerminalColors.merged(into: "[Other]\nKey=1\n", FormatFixtures.scheme())
        #expect(other.hasPrefix("[Other]\nKey=1\n\n[Configuration]\nColorForeground="))
    }

    @Test("the name never reaches the file")
    func noName() {
        let hostile = FormatFixtures.scheme(named: FormatFixtures.hostileNames[1].text)
        #expect(XfceTerminalColors.merged(into: Self.user, hostile) == XfceTerminalColors.merged(into: Self.user, FormatFixtures.scheme()))
    }

    @Test(
        "xfce4-terminal opens in the theme's background and follows a rewrite of terminalrc by itself",
        .enabled(
            if: XResourcesTests.x && FormatFixtures.installed("xfce4-terminal") && FormatFixtures.installed("dbus-run-session"),
            "Xvfb, ImageMagick, dbus or xfce4-terminal is not installed"))
    func terminalFollows() throws {
        let folder = FormatFixtures.temporaryFolder()
        defer { FormatFixtures.remove(folder) }
        let dark = FormatFixtures.scheme(), light = FormatFixtures.scheme(light: true)
        let rc = "\(folder)/config/xfce4/terminal/terminalrc"
        try FormatFixtures.write(XfceTerminalColors.merged(into: Self.user, dark), to: rc)
        try FormatFixtures.write(XfceTerminalColors.merged(into: Self.user, light), to: "\(folder)/light")
        func waitFor(_ hex: String) -> String {
            """
            i=0; while [ $i -lt 150 ]; do
              pixel=$(timeout 5 import -window root -crop 1x1+120+90 -depth 8 txt:- 2>/dev/null | grep -o '#[0-9A-F]\\{6\\}' | head -n1)
              [ "$pixel" = '\(hex)' ] && break
              i=$((i+1)); sleep 0.1
            done
            echo "pixel=$pixel"
            """
        }
        let run = XResourcesTests.underXvfb(
            folder,
            """
            export XDG_CONFIG_HOME='\(folder)/config' HOME='\(folder)' XDG_RUNTIME_DIR='\(folder)'
            dbus-run-session -- xfce4-terminal --disable-server --geometry 30x8+0+0 -x sleep 30 >/dev/null 2>&1 & term=$!
            \(waitFor(dark.background.hex))
            cp '\(folder)/light' '\(rc).new' && mv '\(rc).new' '\(rc)'
            \(waitFor(light.background.hex))
            kill $term 2>/dev/null; wait $term 2>/dev/null
            """)
        let pixels = run.output.split(separator: "\n").filter { $0.hasPrefix("pixel=") }
        #expect(pixels == ["pixel=\(dark.background.hex)", "pixel=\(light.background.hex)"], "\(run.output)")
    }
}
