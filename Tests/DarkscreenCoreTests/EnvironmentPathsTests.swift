import Testing
import DarkscreenTestSupport
@testable import DarkscreenCore
@testable import DarkscreenPlatform
@testable import DarkscreenTools

/// The folders the environment names: a path is never taken relative to the current folder.
@Suite struct EnvironmentPathsTests {
    let folder = TemporaryDirectory()

    /// HOME values that are refused, and what the one line must say.
    static let badHomes: [(String, String)] = [
        ("", "empty"), ("relative/home", "not an absolute path"), (".", "not an absolute path"),
        ("~", "not an absolute path"), ("./home", "not an absolute path"), ("home/", "not an absolute path")
    ]

    @Test("a relative or empty HOME is refused with one line naming it", arguments: badHomes)
    func badHome(_ example: (String, String)) {
        let problem = EnvironmentPaths.problem { $0 == "HOME" ? example.0 : nil }
        #expect(problem?.hasPrefix("HOME") == true)
        #expect(problem?.contains(example.1) == true)
        #expect(problem?.contains("\n") == false)
        // Never used relative to the current folder, even where it is not refused first.
        let xdg = XDGDirectories(environment: { $0 == "HOME" ? example.0 : nil })
        for path in [xdg.configHome, xdg.stateHome, xdg.cacheHome, xdg.dataHome] { #expect(path.hasPrefix("/"), "\(path)") }
    }

    @Test("a HOME or XDG folder that is a file is refused; one that does not exist yet is not")
    func notAFolder() {
        folder.write("x", to: "file")
        let file = folder.path + "/file"
        for name in EnvironmentPaths.folderVariables {
            let problem = EnvironmentPaths.problem { $0 == name ? file : ($0 == "HOME" ? folder.path : nil) }
            #expect(problem?.hasPrefix(name + " is") == true, "\(name)")
            #expect(problem?.contains("not a folder") == true)
            #expect(EnvironmentPaths.problem { $0 == name ? folder.path + "/not-yet" : ($0 == "HOME" ? folder.path : nil) } == nil)
            #expect(EnvironmentPaths.problem { $0 == name ? "/dev/null" : ($0 == "HOME" ? folder.path : nil) } != nil)
        }
    }

    /// XDG values the spec says to ignore (relative or empty): the default under HOME is used.
    static let ignoredXDG = ["", "relative", "./config", "config/", "~/.config", "."]

    @Test("a relative or empty XDG_* value is ignored: the default under HOME", arguments: ignoredXDG)
    func relativeXDG(_ value: String) {
        let environment: (String) -> String? = { $0 == "HOME" ? "/home/u" : ($0.hasPrefix("XDG_") ? value : nil) }
        #expect(EnvironmentPaths.problem(environment) == nil)
        let xdg = XDGDirectories(environment: environment)
        #expect(xdg.configHome == "/home/u/.config")
        #expect(xdg.stateHome == "/home/u/.local/state")
        #expect(xdg.cacheHome == "/home/u/.cache")
        #expect(xdg.dataHome == "/home/u/.local/share")
        #expect(xdg.dataDirs == ["/usr/local/share", "/usr/share"])
        let integration = IntegrationEnvironment(environment: environment)
        #expect(integration.runtimeFolder == nil)
        #expect(integration.recordPath.hasPrefix("/home/u/"))
    }

    @Test("HOME unset: the password file's home, never the current folder")
    func unsetHome() {
        #expect(EnvironmentPaths.problem { _ in nil } == nil)
        #expect(XDGDirectories(environment: { _ in nil }).configHome.hasPrefix("/"))
    }
}
