import ArgumentParser
import DarkscreenCore
import DarkscreenState
import DarkscreenUI
import DarkscreenPlatform
import DarkscreenTools

/// `darkscreen import FILE…` / `darkscreen import --light FILE --dark FILE --name NAME`: theme
/// files of any supported format converted into the user's themes.json.
struct ImportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Convert theme files (base16/base24, kitty, Ghostty, iTerm2, Windows Terminal, Alacritty, foot) into your themes.json.",
        discussion: """
            The themes are added at the end of $XDG_CONFIG_HOME/darkscreen/themes.json (created when missing); \
            every running darkscreen shows them at once. Light/dark pairs among the files (names ending in \
            Light/Dark, Latte/Mocha or Day/Night whose colours agree) become one dynamic theme; --no-pair keeps \
            them apart, --light/--dark/--name pair two files whatever their names. Nothing is written when a file \
            has an error or a name is already in your themes.json. Exit status 3 for a bad file or a name taken, 1 when the file \
            cannot be written.
            """)

    @Argument(help: "Theme files to import.", completion: .file())
    var files: [String] = []

    @Option(help: ArgumentHelp("The light variant of a pair (with --dark and --name).", valueName: "FILE"), completion: .file())
    var light: String?

    @Option(help: ArgumentHelp("The dark variant of a pair (with --light and --name).", valueName: "FILE"), completion: .file())
    var dark: String?

    @Option(help: "The name of the theme --light and --dark make.")
    var name: String?

    @Flag(help: "Import light/dark pairs as separate themes.")
    var noPair = false

    @Flag(help: "Print what would be added (as themes.json) without writing anything.")
    var dryRun = false

    func validate() throws {
        let pairing = light != nil || dark != nil || name != nil
        if pairing && (light == nil || dark == nil || name == nil) {
            throw ValidationError("--light, --dark and --name go together")
        }
        if pairing && !files.isEmpty { throw ValidationError("give either FILE… or --light/--dark/--name, not both") }
        if !pairing && files.isEmpty { throw ValidationError("name the theme files to import") }
        if let name, name.allSatisfy(\.isWhitespace) { throw ValidationError("--name must not be empty") }
    }

    func run() throws {
        let themes = try UserThemes.report(refused: "nothing imported") { () throws(ThemeFileError) in try readThemes() }
        let store = SettingsStore.standard()
        let path = store.userThemesPath
        if dryRun {
            print("would add \(themes.count) theme\(themes.count == 1 ? "" : "s") to \(SafeText.escaped(path)):")
            print(JSONWriter.write(.object([JSONEnvelope.member("themes", .array(themes.map(ThemeDocument.node(for:))))])))
            return
        }
        try UserThemes.add(themes, store: store, refused: "nothing imported")
        for theme in themes {
            print("added \(SafeText.quoted(theme.name))" + (ThemeDetails.source(of: theme.metadata).map { " from \(SafeText.escaped($0))" } ?? ""))
        }
    }

    private func readThemes() throws(ThemeFileError) -> [Theme] {
        if let light, let dark, let name {
            return [SchemeMapper.pair(name: name, light: try Self.oneScheme(light), dark: try Self.oneScheme(dark))]
        }
        let loaded = ForeignThemeFile.themes(from: files, pairing: !noPair)
        if !loaded.errors.isEmpty { throw ThemeFileError(loaded.errors) }
        return loaded.themes
    }

    private static func oneScheme(_ path: String) throws(ThemeFileError) -> ImportedScheme {
        guard case .schemes(let schemes) = try ForeignThemeFile.read(path), schemes.count == 1 else {
            throw ThemeFileError([ThemeDiagnostic(file: path, message: "--light and --dark each take a file with one colour scheme")])
        }
        return schemes[0]
    }

}

/// The user's own themes file (`themes.json` in the settings folder), added to by `import` and
/// `derive`: under the folder's lock, the file read whole, the themes merged in, written atomically.
enum UserThemes {
    static func add(_ themes: [Theme], store: SettingsStore, refused: String) throws {
        do {
            try write(themes, store: store)
        } catch {
            switch error {
            case .refused(let refusal):
                _ = try report(refused: refused) { () throws(ThemeFileError) in throw refusal }
            case .unwritable(let message):
                CommandOutput.error(Notice(message))
                throw ExitCode(1)
            }
        }
    }

    /// Why `write` added nothing.
    enum Problem: Error {
        /// The user's themes.json is invalid, or a theme's name is taken.
        case refused(ThemeFileError)
        /// The file could not be read or written (the message says which and why).
        case unwritable(String)
    }

    /// The themes added to the user's themes.json: under the folder's lock (waiting at most
    /// `lockWaitMilliseconds`), the file read whole, the themes merged in, written atomically.
    static func write(_ themes: [Theme], store: SettingsStore, lockWaitMilliseconds: Int = 2000) throws(Problem) {
        let path = store.userThemesPath
        var refused: ThemeFileError?
        do {
            try FileSystem.createDirectories(store.directory)
            try FileSystem.withDirectoryLock(store.directory, waitMilliseconds: lockWaitMilliseconds) { () throws -> Void in
                let existing = FileSystem.exists(path) ? try FileSystem.readBytes(at: path) : nil
                let text: String
                do {
                    text = try ThemeDocument.adding(themes, to: existing, file: path)
                } catch let error as ThemeFileError {
                    refused = error
                    return
                }
                try FileSystem.writeAtomically(Array(text.utf8), to: path)
            }
        } catch let error as FileWriteError {
            throw .unwritable("\(error)")
        } catch let error as FileReadError {
            throw .unwritable("cannot read \(error)")
        } catch {
            throw .unwritable("cannot write \(SafeText.escaped(path)): \(error)")
        }
        if let refused { throw .refused(refused) }
    }

    /// A themes file's problems as diagnostics under one line saying nothing was changed (`refused`).
    static func report<T>(refused: String, _ body: () throws(ThemeFileError) -> T) throws -> T {
        do {
            return try body()
        } catch {
            CommandOutput.error("\(refused)")
            for diagnostic in error.diagnostics { CommandOutput.error(lines: "  " + diagnostic.description) }
            throw ExitStatus.badInputFile
        }
    }
}
