import ArgumentParser
import DarkscreenCore
import DarkscreenState
import DarkscreenUI
import DarkscreenPlatform
import DarkscreenTools

/// `darkscreen export NAME --format FORMAT [--appearance light|dark]`: a theme in a terminal's format, to stdout;
/// with `--format ghostty --output DIR`, Ghostty theme files in DIR and the `theme =` line for Ghostty's config;
/// with `--format kitty --output DIR`, kitty's three automatic theme files in DIR.
struct ExportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "Write a theme in a terminal's theme format to stdout (Ghostty's and kitty's also as theme files, with --output).",
        discussion: """
            Formats: \(ExportFormat.allCases.map(\.rawValue).joined(separator: ", ")). A dynamic theme needs \
            --appearance, except for foot, whose file holds both ([colors-light] and [colors-dark]), and for \
            ghostty with --output DIR: two Ghostty theme files, "NAME Light" and "NAME Dark", written to DIR \
            (created when missing), and the line for Ghostty's config printed (theme = light:NAME Light,dark:NAME Dark; \
            the files by name when DIR is $XDG_CONFIG_HOME/ghostty/themes, else by absolute path); and for kitty with \
            --output DIR: light-theme.auto.conf, dark-theme.auto.conf and no-preference-theme.auto.conf (the variant of \
            --appearance, else dark), between which kitty 0.38 and later switch by themselves when DIR is kitty's config \
            folder. Any other \
            theme, or one variant, is one file. A file that exists is never replaced without --force. \
            The palette is the theme's (xterm's colours when it has none), the cursor the theme's (else the primary colour).
            """)

    @Argument(help: "The theme's name (case-insensitive).", completion: .custom { _, _, _ in ThemeNames.forCompletion() })
    var name: String

    @Option(help: ArgumentHelp("The format: \(ExportFormat.allCases.map(\.rawValue).joined(separator: "|")).", valueName: "FORMAT"))
    var format: ExportFormat

    @Option(help: "Which variant of a dynamic theme: light or dark.")
    var appearance: Variant?

    enum Variant: String, CaseIterable, ExpressibleByArgument {
        case light, dark
        var appearance: Appearance { self == .light ? .light : .dark }
    }

    @Option(
        help: ArgumentHelp(
            "With --format ghostty: write Ghostty theme files into DIR (created when missing) "
                + "and print the theme line for Ghostty's config; with --format kitty: kitty's automatic theme files.", valueName: "DIR"),
        completion: .directory)
    var output: String?

    @Flag(help: "With --output: replace theme files that already exist.")
    var force = false

    @OptionGroup var themeOptions: ThemeOptions

    func validate() throws {
        if output != nil, !format.writesFilesForBothVariants {
            throw ValidationError(
                "--output writes Ghostty's or kitty's theme files: it goes with --format ghostty or --format kitty (\(format.rawValue) is written to stdout)")
        }
        if force, output == nil { throw ValidationError("--force goes with --output") }
        if output?.isEmpty == true { throw ValidationError("--output must name a folder") }
    }

    func run() throws {
        let catalog = try themeOptions.loadCatalog(store: SettingsStore.standard())
        let theme = catalog.themes[try themeIndex(named: name, in: catalog)]
        do {
            if let output, format == .kitty { return try writeKittyFiles(theme, into: output) }
            if let output { return try writeGhosttyFiles(theme, into: output) }
            print(
                try format.write(
                    theme, appearance: appearance?.appearance,
                    palette256: SettingsStore.standard().load().settings.palette256), terminator: "")
        } catch let error as ExportFormat.Failure {
            CommandOutput.error("\(error)")
            throw ExitStatus.usage
        }
    }

    /// kitty's three automatic theme files in `folder`; what was written on stderr.
    private func writeKittyFiles(_ theme: Theme, into folder: String) throws {
        let files = KittyAutoThemeFiles.files(theme, noPreference: appearance?.appearance ?? .dark)
        do {
            let paths = try FileSystem.writeFiles(files.map { ($0.name, Array($0.text.utf8)) }, into: folder, replacing: force)
            CommandOutput.error(
                Notice(
                    "wrote " + paths.map(SafeText.quoted).joined(separator: ", "),
                    action: "kitty 0.38 and later switch between them by themselves in kitty's config folder"))
        } catch {
            CommandOutput.error(Notice("\(error)", action: error.alreadyExists ? "--force replaces it" : nil))
            throw ExitCode(1)
        }
    }

    /// The theme's Ghostty files in `folder`; the `theme =` line on stdout (so that it can be
    /// appended to Ghostty's config), what was written on stderr.
    private func writeGhosttyFiles(_ theme: Theme, into folder: String) throws {
        let files = try GhosttyThemeFiles(theme, appearance: appearance?.appearance)
        let paths: [String]
        do {
            paths = try FileSystem.writeFiles(files.files.map { ($0.name, Array($0.text.utf8)) }, into: folder, replacing: force)
        } catch {
            CommandOutput.error(Notice("\(error)", action: error.alreadyExists ? "--force replaces it" : nil))
            throw ExitCode(1)
        }
        let ghostty = XDGDirectories().configHome + "/ghostty"
        let ghosttyThemes = ghostty + "/themes"
        let line = files.configLine(folder: folder, ghosttyThemes: ghosttyThemes)
        print(line.text)
        CommandOutput.error(
            Notice(
                "wrote " + paths.map(SafeText.quoted).joined(separator: " and "),
                action: "add the theme line to Ghostty's config (\(SafeText.escaped(ghostty))/config)"))
        if line.needsMove {
            CommandOutput.error(
                Notice(
                    "Ghostty cannot take this folder's path in its theme line",
                    action: "move the files to \(SafeText.escaped(ghosttyThemes)), where it finds them by name"))
        }
    }
}

extension ExportFormat: ExpressibleByArgument {}
