import DarkscreenPlatform
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
/// At most `ReaderLimits.maximumDiagnostics` are kept (a file of a million bad lines is one
/// screenful of them and a count).
struct ImportProblems {
    let file: String
    var diagnostics: [ThemeDiagnostic] = [] {
        didSet {
            if diagnostics.count > ReaderLimits.maximumDiagnostics {
                omitted += diagnostics.count - ReaderLimits.maximumDiagnostics
                diagnostics.removeLast(diagnostics.count - ReaderLimits.maximumDiagnostics)
            }
        }
    }
    /// Problems found past the limit (counted, not kept).
    private(set) var omitted = 0

    init(file: String) {
        self.file = file
    }

    mutating func add(_ message: String, line: Int? = nil, field: String? = nil) {
        diagnostics.append(
            ThemeDiagnostic(
                file: file, position: line.map { SourcePosition(line: $0, column: 1) },
                field: field, message: message))
    }

    /// A colour value, or a problem naming the key and the text (escaped when shown).
    mutating func color(_ text: String, line: Int?, field: String) -> RGB? {
        if let rgb = ColorText.rgb(text) { return rgb }
        add("\(ReaderLimits.quoted(text)) is not a colour (expected #RRGGBB)", line: line, field: field)
        return nil
    }

    func check() throws(ThemeFileError) {
        if !diagnostics.isEmpty { throw ThemeFileError(diagnostics + (omitted > 0 ? [ReaderLimits.omitted(omitted, file: file)] : [])) }
    }
}

extension ImportProblems {
    /// A JSON scheme file's root node, or its syntax error (with line:column) as the file's error.
    static func jsonRoot(_ bytes: [UInt8], file: String) throws(ThemeFileError) -> JSONNode {
        do {
            return try JSONParser.parse(bytes)
        } catch {
            throw ThemeFileError([ThemeDiagnostic(file: file, position: error.position, message: error.message)])
        }
    }
}
