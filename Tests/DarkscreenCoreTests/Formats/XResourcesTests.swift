import Testing
@testable import DarkscreenCore
@testable import DarkscreenPlatform
@testable import DarkscreenTools

@Suite(.serialized) struct XResourcesTests {
    static let x =
        FormatFixtures.installed("Xvfb") && FormatFixtures.installed("xrdb") && FormatFixtures.installed("xterm")
        && FormatFixtures.installed("import")

    /// Starts a private Xvfb (its display from -displayfd; -noreset: an X server otherwise resets,
    /// dropping the resources, when its last client leaves, as xrdb does), runs `body` with DISPLAY set, stops it.
    static func underXvfb(_ folder: String, _ body: String) -> ToolRun {
        ToolRun.shell(
            """
            Xvfb -displayfd 3 -screen 0 320x200x24 -nolisten tcp -noreset 3>'\(folder)/display' 2>/dev/null & xvfb=$!
            i=0; while [ ! -s '\(folder)/display' ] && [ $i -lt 100 ]; do sleep 0.1; i=$((i+1)); done
            export DISPLAY=":$(head -n1 '\(folder)/display')"
            \(body)
            kill $xvfb; wait $xvfb 2>/dev/null
            """, seconds: 40)
    }

    @Test(
        "xrdb merges them, and a new xterm window has the theme's background",
        .enabled(if: x, "Xvfb, xrdb, xterm or ImageMagick's import is not installed: scripts/ensure-packages.sh test"))
    func xtermTakesThem() throws {
        let folder = FormatFixtures.temporaryFolder()
        defer { FormatFixtures.remove(folder) }
        let scheme = FormatFixtures.scheme()
        try FormatFixtures.write(XResources.write(scheme), to: "\(folder)/darkscreen.Xresources")
        let run = Self.underXvfb(
            folder,
            """
            echo '*mine: kept' | xrdb -merge -
            timeout 10 xrdb -merge '\(folder)/darkscreen.Xresources' || echo xrdb-failed
            timeout 10 xrdb -query
            xterm -geometry 30x8+0+0 -e sleep 30 & term=$!
            i=0; while [ $i -lt 100 ]; do
              pixel=$(timeout 5 import -window root -crop 1x1+120+60 -depth 8 txt:- 2>/dev/null | grep -o '#[0-9A-F]\\{6\\}' | head -n1)
              [ "$pixel" = '\(scheme.background.hex)' ] && break
              i=$((i+1)); sleep 0.1
            done
            echo "pixel=$pixel"
            kill $term 2>/dev/null; wait $term 2>/dev/null
            """)
        #expect(!run.output.contains("xrdb-failed"), "\(run.output)")
        let query = run.output.split(separator: "\n").map { $0.replacing("\t", with: " ") }
        for (name, value) in XResources.resources(scheme) {
            #expect(query.contains("\(name): \(value)"), "xrdb -query shows \(name): \(run.output)")
        }
        #expect(query.contains("*mine: kept"), "the user's own resources stay")
        #expect(query.contains("pixel=\(scheme.background.hex)"), "\(run.output)")
    }

    @Test(
        "a hostile name stays in its comment through the preprocessor",
        .enabled(if: x, "Xvfb or xrdb is not installed"),
        arguments: FormatFixtures.hostileNames)
    func hostileName(hostile: HostileName) throws {
        let folder = FormatFixtures.temporaryFolder()
        defer { FormatFixtures.remove(folder) }
        let scheme = FormatFixtures.scheme(named: hostile.text)
        try FormatFixtures.write(XResources.write(scheme), to: "\(folder)/x")
        let run = Self.underXvfb(folder, "timeout 10 xrdb -merge '\(folder)/x' 2>&1 && timeout 10 xrdb -query | grep -c VT100")
        #expect(run.output == "19\n", "19 resources and no preprocessor message: \(run.output)")
    }
}
