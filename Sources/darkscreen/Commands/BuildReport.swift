import CDarkscreenBuild
import DarkscreenCore
import DarkscreenCurses
import DarkscreenPlatform
import DarkscreenTools

/// `darkscreen --version`: the version, then what a bug report needs — the commit it was built
/// from, the Swift compiler, the ncurses library and how the executable is linked.
enum BuildReport {
    /// The version, commit and compiler in one line: the theme folder cache of another build is not used.
    static var identity: String {
        "\(Darkscreen.version) \(String(cString: ds_build_commit())) \(String(cString: ds_build_swift_version()))"
    }

    static var text: String {
        let commit = String(cString: ds_build_commit())
        let swift = String(cString: ds_build_swift_version())
        return """
            darkscreen \(Darkscreen.version)
            commit: \(commit.isEmpty ? "unknown (not built with make)" : commit)
            swift: \(swift.isEmpty ? "unknown (not built with make)" : swift)
            ncurses: \(CursesLibrary.version)
            linking: \(ExecutableLinking.ofRunningExecutable()?.rawValue ?? "unknown")
            """
    }
}
