/// What the small structured-file readers (MiniYAML for base16/base24, MiniTOML for Alacritty)
/// give the importers: one string value with its key path and line, or the line they stopped at.
struct SchemeEntry: Hashable {
    /// Keys from the top joined with "." (`palette.base00`, `colors.primary.background`).
    var path: String
    var value: String
    var line: Int
}

struct SchemeSyntaxError: Error {
    var line: Int
    var message: String
}

extension ImportProblems {
    /// The entries `parse` reads from the file; a syntax error is thrown as the file's diagnostic (with its line).
    mutating func entries(of bytes: [UInt8],
                          _ parse: (String) throws(SchemeSyntaxError) -> [SchemeEntry]) throws(ThemeFileError) -> [SchemeEntry] {
        do {
            return try parse(String(decoding: bytes, as: UTF8.self))
        } catch {
            add(error.message, line: error.line)
            try check()
            return []
        }
    }
}

extension StringProtocol {
    /// The first index outside single- or double-quoted text at which `found` holds.
    func firstIndexOutsideQuotes(where found: (Index) -> Bool) -> Index? {
        var quote: Character?
        for index in indices {
            let character = self[index]
            if let open = quote {
                if character == open { quote = nil }
            } else if character == "\"" || character == "'" {
                quote = character
            } else if found(index) {
                return index
            }
        }
        return nil
    }
}
