/// Colours as theme files write them: `#RRGGBB`, `RRGGBB`, `0xRRGGBB`, `#RGB`, in quotes or not.
enum ColorText {
    static func rgb(_ text: String) -> RGB? {
        var value = text.trimmingWhitespace.trimmingQuotes
        if value.hasPrefix("0x") || value.hasPrefix("0X") { value.removeFirst(2) }
        if !value.hasPrefix("#") { value = "#" + value }
        return RGB(hex: value)
    }
}

/// Builds the diagnostics of a foreign theme file: the file, the line (or key path) and what is wrong.
struct ImportProblems {
    let file: String
    var diagnostics: [ThemeDiagnostic] = []

    init(file: String) {
        self.file = file
    }

    mutating func add(_ message: String, line: Int? = nil, field: String? = nil) {
        diagnostics.append(ThemeDiagnostic(file: file, position: line.map { SourcePosition(line: $0, column: 1) },
                                           field: field, message: message))
    }

    /// A colour value, or a problem naming the key and the text (escaped when shown).
    mutating func color(_ text: String, line: Int?, field: String) -> RGB? {
        if let rgb = ColorText.rgb(text) { return rgb }
        add("\(SafeText.quoted(text)) is not a colour (expected #RRGGBB)", line: line, field: field)
        return nil
    }

    func check() throws(ThemeFileError) {
        if !diagnostics.isEmpty { throw ThemeFileError(diagnostics) }
    }
}
