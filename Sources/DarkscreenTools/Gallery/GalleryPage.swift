import DarkscreenPlatform
import DarkscreenCore
/// `darkscreen gallery`'s contact sheet: one self-contained HTML page (inline styles, no script,
/// nothing fetched) with a card per theme and, for a dynamic theme, one sample per variant. Each
/// sample shows a prompt, `ls` output, a diff, a selection and the cursor in the theme's colours
/// (through the colour-vision lens when one is chosen), its WCAG 2 and APCA figures against the
/// contrast floor, and a mark where two ANSI colours collide under a colour-vision deficiency
/// (`ColorCollision`). Every text from a theme file is escaped (`HTMLText`).
public struct GalleryPage {
    public var floor: ContrastFloor
    /// The lens the samples are seen through (`none`: as they are); collisions are looked for
    /// under it alone, or under every deficiency without one.
    public var lens: ColorVision
    /// What the page says it shows (the category), escaped when written.
    public var subtitle: String

    public init(floor: ContrastFloor = .standard, lens: ColorVision = .none, subtitle: String = "") {
        self.floor = floor
        self.lens = lens
        self.subtitle = subtitle
    }

    /// The variants a theme is shown in: both of a dynamic theme, the one of a fixed theme.
    public static func variants(of theme: Theme) -> [Appearance] {
        theme.isDynamic ? [.light, .dark] : [theme.colors[.background].resolved(for: .dark).isLight ? .light : .dark]
    }

    public func html(_ themes: [Theme]) -> String {
        var out = """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>darkscreen gallery</title>
            <style>
            \(Self.style)
            </style>
            </head>
            <body>
            <header><h1>darkscreen gallery</h1>
            <p>\(themes.count) theme\(themes.count == 1 ? "" : "s")\(subtitle.isEmpty ? "" : " · " + HTMLText.escaped(subtitle)) · \
            contrast floor \(HTMLText.escaped(floor.description)) · \(lens == .none ? "normal vision" : "seen with " + lens.rawValue) · \
            <span class="collide">⚠</span> marks two ANSI colours that collide under a colour-vision deficiency</p></header>
            <main>

            """
        for theme in themes { out += card(theme) }
        out += "</main>\n</body>\n</html>\n"
        return out
    }

    func card(_ theme: Theme) -> String {
        var out = "<article>\n<h2>\(HTMLText.escaped(theme.name))</h2>\n"
        var about: [String] = []
        if let author = theme.metadata.author { about.append("by " + HTMLText.escaped(author)) }
        if let license = theme.metadata.license { about.append(HTMLText.escaped(license)) }
        if let link = HTMLText.link(theme.metadata.upstream?.split(separator: " ").first.map(String.init)) {
            about.append("<a href=\"\(link)\">upstream</a>")
        }
        if !about.isEmpty { out += "<p class=\"about\">" + about.joined(separator: " · ") + "</p>\n" }
        out += "<div class=\"variants\">\n"
        for appearance in Self.variants(of: theme) { out += sample(theme, appearance: appearance) }
        return out + "</div>\n</article>\n"
    }

    /// A colour as the lens shows it.
    func css(_ color: RGB) -> String { lens.simulate(color).hex }

    func sample(_ theme: Theme, appearance: Appearance) -> String {
        let colors = theme.colors.resolved(for: appearance)
        let palette = theme.palette?.map { $0.resolved(for: appearance) }
        func ansi(_ index: Int) -> String { css(palette?[index] ?? (index == 0 || index == 7 ? colors.primary : colors.secondary)) }
        func span(_ index: Int, _ text: String, bold: Bool = false) -> String {
            "<span style=\"color:\(ansi(index))\(bold ? ";font-weight:bold" : "")\">\(text)</span>"
        }
        let cursor = css(theme.cursor?.resolved(for: appearance) ?? colors.secondary)
        let prompt = span(2, "ann@host") + ":" + span(4, "~/src", bold: true) + "$ "
        let lines = [
            prompt + "ls",
            span(4, "docs/", bold: true) + "  " + span(2, "build.sh", bold: true) + "  " + span(1, "logs.tar.gz") + "  "
                + span(6, "latest@") + "  README.md",
            prompt + "git diff",
            span(6, "@@ -3,1 +3,1 @@"),
            span(1, "-theme = &quot;Dark&quot;"),
            span(2, "+theme = &quot;Light&quot;"),
            prompt + "echo <span style=\"background:\(css(colors.selection));color:\(css(colors.background))\">selected</span> "
                + "<span style=\"background:\(cursor)\"> </span>"
        ]
        var out = "<figure>\n<figcaption>\(appearance.rawValue)</figcaption>\n"
        out += "<pre style=\"background:\(css(colors.background));color:\(css(colors.primary))\">" + lines.joined(separator: "\n") + "</pre>\n"
        if let palette {
            let collisions = ColorCollision.find(in: theme, for: appearance, visions: lens == .none ? [.protanopia, .deuteranopia, .tritanopia] : [lens])
            let marked = Set(collisions.flatMap { [$0.first, $0.second] })
            out += "<div class=\"palette\">"
            for (index, color) in palette.enumerated() {
                out += "<span style=\"background:\(css(color))\" title=\"ANSI \(index) \(color.hex)\">\(marked.contains(index) ? "⚠" : "")</span>"
            }
            out += "</div>\n"
            if !collisions.isEmpty {
                out += "<p class=\"collide\">⚠ " + collisions.map(\.label).joined(separator: ", ") + "</p>\n"
            }
        }
        out += "<p class=\"figures\">" + figures(theme, appearance: appearance) + "</p>\n"
        return out + "</figure>\n"
    }

    /// "text 15.20:1 · Lc -90.1 · ANSI under the floor: 3 of 16", a figure under the floor marked.
    func figures(_ theme: Theme, appearance: Appearance) -> String {
        let primary = ContrastFigures.primary(of: theme, for: appearance)
        let met = floor.isMet(text: primary.text, on: primary.background)
        var text = "<span class=\"\(met ? "met" : "low")\">text \(ContrastFigures.ratio(primary.ratio)):1 · Lc \(ContrastFigures.lc(primary.lc))</span>"
        let palette = ContrastFigures.palette(of: theme, for: appearance)
        if !palette.isEmpty {
            // ANSI 0 and 8 are often meant to sit near the background: the chromatic ones and white are counted.
            let counted = palette.enumerated().filter { ![0, 8].contains($0.offset) }.map(\.element)
            let low = counted.filter { !floor.isMet(text: $0.text, on: $0.background) }.count
            text += " · ANSI under \(HTMLText.escaped(floor.description)): \(low) of \(counted.count)"
        }
        return text
    }

    static let style = """
        body { margin: 0; padding: 1em; background: #202124; color: #E8EAED; font: 14px/1.4 system-ui, sans-serif; }
        header h1 { margin: 0 0 .2em; font-size: 1.4em; }
        main { display: grid; grid-template-columns: repeat(auto-fill, minmax(340px, 1fr)); gap: 1em; margin-top: 1em; }
        article { background: #2D2E31; border-radius: 8px; padding: .6em .8em; }
        h2 { margin: 0; font-size: 1.05em; overflow-wrap: anywhere; }
        .about { margin: .1em 0 .4em; color: #BDC1C6; font-size: .85em; overflow-wrap: anywhere; }
        .about a { color: #8AB4F8; }
        .variants { display: flex; flex-wrap: wrap; gap: .6em; }
        figure { margin: 0; flex: 1 1 300px; min-width: 0; }
        figcaption { font-size: .8em; color: #BDC1C6; }
        pre { margin: .2em 0; padding: .5em .6em; border-radius: 4px; font: 12px/1.35 ui-monospace, "DejaVu Sans Mono", monospace; overflow: hidden; }
        .palette { display: flex; gap: 2px; }
        .palette span { flex: 1; height: 16px; font-size: 11px; line-height: 16px; text-align: center; color: #FFF; text-shadow: 0 0 2px #000; }
        .figures { margin: .3em 0 0; font-size: .8em; }
        .low { color: #F28B82; font-weight: bold; }
        .collide { color: #FDD663; margin: .2em 0 0; font-size: .8em; }
        """
}
