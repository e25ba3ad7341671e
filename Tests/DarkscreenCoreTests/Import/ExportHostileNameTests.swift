import Testing
@testable import DarkscreenCore
@testable import DarkscreenPlatform
@testable import DarkscreenTools

/// Exports carry data only: a theme's name and metadata written into another tool's file cannot
/// start a new line or directive in any reader of that format. Each export of a hostile name has
/// exactly the lines of the same export with a plain name, holds no character any reader takes
/// for a line break, and reads back with darkscreen's importer to the same colours.
@Suite struct ExportHostileNameTests {
    /// Names that try to end the line, close the quoting or the comment, or open a section.
    static let names: [String] = [
        "Line\u{2028}[colors]\u{2029}background #ff0000",
        "CR\rforeground = #ff0000",
        "Next\u{85}line\u{0B}tab\u{0C}feed\u{0}nul\u{1C}sep",
        "]\n[colors.primary]\nbackground = \"#ff0000\"",
        "Quote\" \\\"esc\\ 'single' ${x} #hash ;semi",
        "Dash ---> <key>Background Color</key> &amp; ]]>"
    ]

    static let breaks: [Unicode.Scalar] = ["\r", "\u{0B}", "\u{0C}", "\u{0}", "\u{1C}", "\u{1D}", "\u{1E}", "\u{85}", "\u{2028}", "\u{2029}"]

    static func theme(_ name: String) -> Theme {
        var scheme = ImportedScheme(name: name, format: .kitty, file: "/t/x", background: RGB(0x1A2B3C), foreground: RGB(0xE0D0C0))
        scheme.palette = greys
        scheme.selectionBackground = RGB(0x8899AA)
        scheme.metadata.author = name
        scheme.metadata.description = name
        scheme.metadata.license = name
        scheme.metadata.upstream = name
        return SchemeMapper.theme(scheme)
    }

    func lines(_ text: String) -> [Substring] { text.split(separator: "\n", omittingEmptySubsequences: false) }

    @Test("a hostile name adds no line and no break, and the export reads back", arguments: ExportFormat.allCases)
    func hostile(format: ExportFormat) throws {
        let plain = try format.write(Self.theme("Plain"), appearance: .dark)
        for name in Self.names {
            let text = try format.write(Self.theme(name), appearance: .dark)
            #expect(lines(text).count == lines(plain).count, "\(format): \(SafeText.quoted(name)) added a line")
            #expect(!text.unicodeScalars.contains(where: Self.breaks.contains), "\(format): a raw break from \(SafeText.quoted(name))")
            // Line by line, the same kind of line as the plain export: a comment stays a comment, a
            // key stays the same key (the name can start no directive of its own).
            for (line, plainLine) in zip(lines(text), lines(plain)) {
                #expect(
                    line.prefix(while: { $0 != " " && $0 != ":" && $0 != "=" }) == plainLine.prefix(while: { $0 != " " && $0 != ":" && $0 != "=" }),
                    "\(format): \(String(line.prefix(60)))")
            }
            guard format != .escapes else { continue }
            let file = format == .itermcolors ? "/t/out.itermcolors" : "/t/out"
            guard case .schemes(let schemes) = try ForeignThemeFile.decode(Array(text.utf8), file: file) else {
                Issue.record("\(format) read back as darkscreen JSON")
                continue
            }
            let scheme = try #require(schemes.first)
            #expect(schemes.count == 1 && scheme.format.rawValue == format.rawValue)
            #expect(scheme.background == RGB(0x1A2B3C) && scheme.foreground == RGB(0xE0D0C0), "\(format) colours")
            #expect(scheme.selectionBackground == RGB(0x8899AA), "\(format) selection")
        }
    }

    @Test("formats that carry the name give it back: JSON exactly, the others escaped as text")
    func namesReadBack() throws {
        for name in Self.names {
            let theme = Self.theme(name)
            let wt = try #require(importSchemes(try ExportFormat.wt.write(theme, appearance: .dark), file: "/t/w.json").get().first)
            #expect(wt.name == name)
            let base16 = try #require(importSchemes(try ExportFormat.base16.write(theme, appearance: .dark), file: "/t/b.yaml").get().first)
            #expect(base16.name == ExportScheme.safe(name))
            #expect(base16.metadata.author == ExportScheme.safe(name))
            let kitty = try #require(importSchemes(try ExportFormat.kitty.write(theme, appearance: .dark), file: "/t/k.conf").get().first)
            #expect(kitty.name == ExportScheme.safe(name).trimmingWhitespace)
        }
    }

    @Test("the escaped text names each break it stands for")
    func escapes() {
        #expect(ExportScheme.safe("a\u{2028}b\u{2029}c\u{85}d\re") == "a\\u{2028}b\\u{2029}c\\x85d\\x0De")
        #expect(JSONWriter.quoted("a\u{2028}b\u{2029}") == "\"a\\u2028b\\u2029\"")
        #expect(ITermColorsExporter.commentText("a--->b-") == "a- - ->b-")
    }
}
