import DarkscreenPlatform
import DarkscreenCore
/// How `--undo` knows darkscreen's line in a config the user's editor has saved again: the same
/// line whatever the line ending (CRLF), the indentation, the spaces between words and around
/// `=`, `[`, `]`, `(`, `)`, `,` and `;` (outside quotes; inside quotes every byte counts), and
/// however many times it is there. A line that is not that line but still names darkscreen's
/// file (its path, or `colorscheme darkscreen`) is one `--undo` cannot take out safely.
enum ConfigLineMatch {
    /// The line as compared: no line ending, no indentation, spacing made canonical outside quotes.
    static func normalized(_ line: String) -> String {
        var out: [Character] = []
        var quote: Character?
        var pendingSpace = false
        let tight: Set<Character> = ["=", "[", "]", "(", ")", ",", ";"]
        for character in line {
            if let open = quote {
                out.append(character)
                if character == open { quote = nil }
                continue
            }
            if character == " " || character == "\t" || character == "\r" || character == "\u{0B}" || character == "\u{0C}" {
                pendingSpace = !out.isEmpty
                continue
            }
            if pendingSpace, !tight.contains(character), let last = out.last, !tight.contains(last) { out.append(" ") }
            pendingSpace = false
            out.append(character)
            if character == "'" || character == "\"" { quote = character }
        }
        return String(out)
    }

    /// Whether `line` is darkscreen's `recorded` line, as the user's editor may have saved it.
    static func isSame(_ line: String, as recorded: String) -> Bool {
        normalized(line) == normalized(recorded)
    }

    /// What a line of the user's must not be left pointing at once its files are gone: each
    /// file's path, and for a colour scheme in a `colors` folder its name after `colorscheme`.
    static func names(of files: [String]) -> [String] {
        var names = files
        for file in files where file.deletingLastPathComponent.hasSuffix("/colors") {
            let base = String(file.split(separator: "/").last ?? "")
            names.append("colorscheme " + String(base.prefix(while: { $0 != "." })))
        }
        return names
    }

    /// Whether `line` is a comment in any of the configs darkscreen edits (`#`, `;`, Vim's `"`,
    /// Lua's `--`): a comment reads no file.
    static func isComment(_ line: String) -> Bool {
        let trimmed = normalized(line)
        return trimmed.hasPrefix("#") || trimmed.hasPrefix(";") || trimmed.hasPrefix("\"") || trimmed.hasPrefix("--")
    }

    /// Whether `line` (not a comment) still names one of `names`: it would make the tool read a
    /// file `--undo` removes.
    static func names(_ line: String, anyOf names: [String]) -> Bool {
        guard !isComment(line) else { return false }
        let text = normalized(line)
        return names.contains { text.contains(normalized($0)) }
    }
}
