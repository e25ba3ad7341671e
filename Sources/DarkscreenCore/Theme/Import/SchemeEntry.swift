import DarkscreenPlatform
/// What the small structured-file readers (MiniYAML for base16/base24, MiniTOML for Alacritty)
/// hand the importers, one at a time: a string value with its key path and line. The readers keep
/// no list of them: an importer keeps the few it knows, so a file of a million keys costs no more
/// than its bytes.
struct SchemeEntry: Hashable {
    /// Keys from the top (`["palette", "base00"]`, `["colors", "primary", "background"]`); at most
    /// `ReaderLimits.maximumDepth` of them. The key strings are shared with the reader's stack: an
    /// entry never copies its parents' text (joining it per entry made long keys cost their square).
    var keys: [String]
    var value: String
    var line: Int

    /// The keys joined with "." (`palette.base00`), for messages.
    var path: String { keys.joined(separator: ".") }
}

struct SchemeSyntaxError: Error {
    var line: Int
    var message: String
}

extension ImportProblems {
    /// A reader's syntax error (a limit included), thrown as the file's diagnostic with its line
    /// after the problems found before it.
    mutating func stop(at error: SchemeSyntaxError) throws(ThemeFileError) {
        add(error.message, line: error.line)
        try check()
    }
}

extension StringProtocol {
    /// The first index outside single- or double-quoted text at which `found` holds. In double
    /// quotes a backslash escapes the next character (YAML's and TOML's basic strings).
    func firstIndexOutsideQuotes(where found: (Index) -> Bool) -> Index? {
        var quote: Character?
        var escaped = false
        for index in indices {
            let character = self[index]
            if let open = quote {
                if escaped { escaped = false } else if character == "\\" && open == "\"" { escaped = true } else if character == open { quote = nil }
            } else if character == "\"" || character == "'" {
                quote = character
            } else if found(index) {
                return index
            }
        }
        return nil
    }
}
