import ArgumentParser
import DarkscreenCore
import DarkscreenState
import DarkscreenPlatform
import DarkscreenTools

/// `darkscreen gallery`: every theme (both variants of a dynamic one) as a static HTML contact
/// sheet (`GalleryPage`), to stdout or a file.
struct GalleryCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "gallery",
        abstract: "Write every theme as a self-contained HTML contact sheet (a prompt, ls, a diff, a selection and the cursor in its colours).",
        discussion: """
            Each theme's card shows its light and dark variants (one for a fixed theme) with the WCAG 2 ratio and APCA Lc \
            of its text, how many ANSI colours fall under the contrast floor, and a ⚠ where two ANSI colours collide \
            under a colour-vision deficiency. The page needs no script and fetches nothing. Exit status 1 when the \
            file cannot be written.
            """)

    @Option(help: ArgumentHelp("Only the themes of a category: \(ThemeCategory.allCases.map(\.rawValue).joined(separator: "|")).", valueName: "CATEGORY"))
    var category: ThemeCategory = .all

    @Option(
        help: ArgumentHelp(
            "Only themes whose text reaches this contrast on the background in every variant shown: a WCAG 2 ratio (4.5) or an APCA Lc (Lc60).",
            valueName: "FLOOR"))
    var minContrast: ContrastFloor?

    @Option(help: ArgumentHelp("Show the samples as seen with protanopia, deuteranopia or tritanopia (collisions under that one alone).", valueName: "VISION"))
    var lens: ColorVision?

    @Option(
        help: ArgumentHelp("Write the page to FILE.html, or to gallery.html in DIR (created when missing); default: stdout.", valueName: "FILE.html|DIR"),
        completion: .file(extensions: ["html"]))
    var output: String?

    @OptionGroup var themeOptions: ThemeOptions

    func validate() throws {
        if lens == ColorVision.none { throw ValidationError("--lens takes protanopia, deuteranopia or tritanopia") }
    }

    func run() throws {
        let store = SettingsStore.standard()
        let catalog = try themeOptions.loadCatalog(store: store)
        let state = SettingsStore.state().load().settings
        let members = category.members(
            of: catalog, recent: (try? state.themeNames(.recent).get()) ?? [],
            favourites: (try? state.themeNames(.favourites).get()) ?? [])
        var themes = members.map { $0.map { catalog.themes[$0] } } ?? catalog.themes
        if let minContrast {
            themes = themes.filter { theme in
                GalleryPage.variants(of: theme).allSatisfy { appearance in
                    let primary = ContrastFigures.primary(of: theme, for: appearance)
                    return minContrast.isMet(text: primary.text, on: primary.background)
                }
            }
        }
        let page = GalleryPage(
            floor: minContrast ?? store.load().settings.minimumContrast, lens: lens ?? .none,
            subtitle: category == .all ? "" : category.title)
        let html = page.html(themes)
        guard let output else {
            print(html, terminator: "")
            return
        }
        let isFile = output.lowercased().hasSuffix(".html") || output.lowercased().hasSuffix(".htm")
        var folder = output
        while folder.count > 1, folder.hasSuffix("/") { folder.removeLast() }
        let path = isFile ? output : folder + "/gallery.html"
        do {
            if !isFile { try FileSystem.createDirectories(folder) }
            try FileSystem.writeAtomically(Array(html.utf8), to: path)
        } catch {
            CommandOutput.error(Notice("cannot write \(SafeText.escaped(path)): \(error)"))
            throw ExitCode(1)
        }
        print("wrote \(themes.count) theme\(themes.count == 1 ? "" : "s") to \(SafeText.escaped(path))")
    }
}

extension ThemeCategory: ExpressibleByArgument {}

extension ContrastFloor: ExpressibleByArgument {
    public init?(argument: String) { self.init(argument) }
}
