import DarkscreenPlatform
/// The colours of one scheme as an importer finds them, key by key; `scheme` checks that the
/// background and the foreground are there and builds the `ImportedScheme`.
struct SchemeFields {
    enum Slot: Hashable {
        case background, foreground, cursor, cursorText, selectionBackground, selectionForeground
        case palette(Int)
    }

    var values: [Slot: RGB] = [:]
    /// Slots the file gave, valid or not (an invalid one is already reported: not "missing").
    var given: Set<Slot> = []
    /// Where the scheme starts (a section header), for "missing" messages.
    var line: Int?
    var fieldPrefix = ""

    mutating func set(_ slot: Slot, _ text: String, line: Int?, field: String, problems: inout ImportProblems) {
        given.insert(slot)
        if let rgb = problems.color(text, line: line, field: fieldPrefix + field) { values[slot] = rgb }
    }

    var isEmpty: Bool { values.isEmpty }

    /// A scheme that leaves the text colours to the terminal's defaults (xfce4-terminal's and
    /// Tilix's palette-only schemes): the background ANSI 0 and the foreground ANSI 7, when given.
    mutating func defaultTextColorsFromPalette() {
        guard !given.contains(.background), !given.contains(.foreground),
            let black = values[.palette(0)], let white = values[.palette(7)]
        else { return }
        values[.background] = black
        values[.foreground] = white
    }

    /// nil (with a problem per missing colour) when the background or the foreground is missing.
    func scheme(
        name: String, format: ThemeFormat, file: String, keys: (background: String, foreground: String),
        problems: inout ImportProblems
    ) -> ImportedScheme? {
        let background = values[.background], foreground = values[.foreground]
        if background == nil, !given.contains(.background) {
            problems.add("no background colour (\(keys.background))", line: line, field: fieldPrefix + keys.background)
        }
        if foreground == nil, !given.contains(.foreground) {
            problems.add("no foreground colour (\(keys.foreground))", line: line, field: fieldPrefix + keys.foreground)
        }
        guard let background, let foreground else { return nil }
        var scheme = ImportedScheme(name: name, format: format, file: file, background: background, foreground: foreground)
        scheme.cursor = values[.cursor]
        scheme.cursorText = values[.cursorText]
        scheme.selectionBackground = values[.selectionBackground]
        scheme.selectionForeground = values[.selectionForeground]
        var entries: [Int: RGB] = [:]
        for (slot, rgb) in values { if case .palette(let index) = slot { entries[index] = rgb } }
        scheme.palette = ImportedScheme.palette(from: entries)
        return scheme
    }
}
