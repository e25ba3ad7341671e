import ArgumentParser
import DarkscreenCore
import DarkscreenState
import DarkscreenUI
import DarkscreenPlatform
import DarkscreenTools

/// `darkscreen validate [FILE…]`: checks themes files and reports every problem.
struct ValidateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "validate",
        abstract: "Check themes files: syntax, schema, roles, duplicate names, derived-colour cycles, legibility.",
        discussion: """
            Without FILE, checks the files darkscreen loads (the shipped themes.json, the user's themes.json, \
            $DARKSCREEN_THEMES). Errors name the file and line:column, the theme and the field. Warnings (contrast \
            below 4.5:1 of the primary colour on the background, or of the status line's text on its background, \
            in either appearance) do not make a file invalid. Exit status 0 when every file is valid, 1 when not, \
            3 when there is nothing to check (the shipped themes.json cannot be found).
            """)

    @Argument(help: "Themes files to check.", completion: .file(extensions: ["json"]))
    var files: [String] = []

    func run() throws {
        var paths = files
        if paths.isEmpty {
            let store = SettingsStore.standard()
            guard let located = try? ThemeFiles.locate(commandLine: [], store: store) else {
                CommandOutput.error(Notice("cannot find the shipped themes.json", action: "set DARKSCREEN_DATA_DIR or name files to check"))
                throw ExitStatus.badInputFile
            }
            paths = located.all.filter { $0 != located.user || FileSystem.exists($0) }
        }
        var valid = true
        for path in paths {
            let diagnostics = Self.check(path)
            for diagnostic in diagnostics { CommandOutput.print(diagnostic.description) }
            let errors = diagnostics.filter { $0.severity == .error }.count
            let warnings = diagnostics.count - errors
            if errors > 0 { valid = false }
            let verdict = errors == 0 ? "valid" : "invalid (\(errors) error\(errors == 1 ? "" : "s"))"
            print("\(SafeText.escaped(path)): \(verdict)\(warnings > 0 ? ", \(warnings) warning\(warnings == 1 ? "" : "s")" : "")")
        }
        if !valid { throw ExitCode(1) }
    }

    /// Every error and warning for one file.
    static func check(_ path: String) -> [ThemeDiagnostic] {
        let bytes: [UInt8]
        do {
            bytes = try FileSystem.readBytes(at: path)
        } catch {
            return [ThemeDiagnostic(file: path, message: "cannot read the file: \(error.reason)")]
        }
        if ThemeSource.isForeign(bytes, file: path) {
            do {
                return try ThemeSource.themes(in: bytes, file: path).flatMap { ThemeLegibility.warnings(for: $0, file: path) }
            } catch {
                return error.diagnostics
            }
        }
        let (themes, diagnostics) = ThemeDecoder.check(bytes, file: path)
        return diagnostics + themes.flatMap { ThemeLegibility.warnings(for: $0, file: path) }
    }
}
