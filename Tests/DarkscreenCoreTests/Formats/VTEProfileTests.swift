import Testing
@testable import DarkscreenCore
@testable import DarkscreenPlatform
@testable import DarkscreenTools

@Suite struct VTEProfileTests {
    static let bus = FormatFixtures.installed("dbus-run-session") && FormatFixtures.installed("dconf") && FormatFixtures.installed("gsettings")

    /// `dconf load` of the profile on a private session bus (dconf's database in the test's folder),
    /// then every key read back through gsettings with the terminal's own schema.
    static func loadAndRead(_ scheme: ExportScheme, _ terminal: VTEProfile.Terminal, folder: String) throws -> ToolRun {
        try FormatFixtures.write(VTEProfile.dconfLoad(scheme), to: "\(folder)/profile.ini")
        let reads = VTEProfile.keys(scheme).map { "printf '%s\\n' \"\($0.key)=$(gsettings get \(terminal.schema):\(terminal.profilePath) \($0.key))\"" }
        let script = "dconf load \(terminal.profilePath) < '\(folder)/profile.ini' || echo load-failed\n" + reads.joined(separator: "\n")
        return ToolRun.shell(
            "timeout 20 dbus-run-session -- sh -c \(shellQuoted(script))",
            environment: [
                "XDG_CONFIG_HOME=\(folder)/config", "XDG_RUNTIME_DIR=\(folder)", "HOME=\(folder)",
                "GSETTINGS_BACKEND=dconf", "DBUS_SESSION_BUS_ADDRESS="
            ])
    }

    @Test(
        "dconf takes the profile and gsettings reads each key back through the terminal's schema",
        .enabled(if: bus, "dbus, dconf-cli or gsettings is not installed"),
        arguments: VTEProfile.Terminal.allCases)
    func gsettingsReadsThem(terminal: VTEProfile.Terminal) throws {
        let folder = FormatFixtures.temporaryFolder()
        defer { FormatFixtures.remove(folder) }
        let schemaFile = terminal == .tilix ? "com.gexperts.Tilix.gschema.xml" : "org.gnome.Terminal.gschema.xml"
        try #require(FormatFixtures.exists("/usr/share/glib-2.0/schemas/\(schemaFile)"), "\(terminal.rawValue) is not installed (its schema)")
        let scheme = FormatFixtures.scheme()
        let run = try Self.loadAndRead(scheme, terminal, folder: folder)
        let lines = Set(run.output.split(separator: "\n").map(String.init))
        for (key, value) in VTEProfile.keys(scheme) {
            #expect(lines.contains("\(key)=\(value)"), "\(key): \(run.output)")
        }
        #expect(lines.contains("background-color='#101820'"))
        #expect(lines.contains("use-theme-colors=false"))
    }

    @Test(
        "a hostile name is the profile's visible name, as text",
        .enabled(
            if: bus && FormatFixtures.exists("/usr/share/glib-2.0/schemas/org.gnome.Terminal.gschema.xml"), "gnome-terminal's schema or dconf is not installed"),
        arguments: FormatFixtures.hostileNames)
    func hostileName(hostile: HostileName) throws {
        let folder = FormatFixtures.temporaryFolder()
        defer { FormatFixtures.remove(folder) }
        let scheme = FormatFixtures.scheme(named: hostile.text)
        let run = try Self.loadAndRead(scheme, .gnomeTerminal, folder: folder)
        #expect(!run.output.contains("load-failed"), "\(run.output)")
        let printed = run.output.split(separator: "\n").first { $0.hasPrefix("visible-name=") }.map { String($0.dropFirst("visible-name=".count)) } ?? ""
        // gsettings prints a GVariant string as a Python string literal would be written.
        let decoded = ToolRun.shell("python3 -c 'import ast, sys; sys.stdout.write(ast.literal_eval(sys.argv[1]))' \(shellQuoted(printed))")
        #expect(decoded.output == "darkscreen: " + ExportScheme.safe(hostile.text), "\(run.output)")
        #expect(run.output.contains("palette=['#1d1f21'"))
    }
}
