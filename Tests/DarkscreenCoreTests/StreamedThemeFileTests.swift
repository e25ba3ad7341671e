#if canImport(Glibc)
    import Glibc
#endif
import Testing
import DarkscreenTestSupport
@testable import DarkscreenCore
@testable import DarkscreenPlatform
@testable import DarkscreenTools

/// A large themes file decoded while it is read in bounded chunks (`StreamedFile`) gives exactly
/// what reading it whole gives: the same themes, the same diagnostics, the same syntax errors.
@Suite struct StreamedThemeFileTests {
    /// About 100 bytes a theme: 6,000 themes are ~600 KB, over two lookaheads.
    static let large = LargeCatalogTests.file(6000)

    func check(_ text: String) -> (whole: ([Theme], [ThemeDiagnostic]), streamed: ([Theme], [ThemeDiagnostic])?) {
        let dir = TemporaryDirectory()
        dir.write(text, to: "big.json")
        let path = dir.path + "/big.json"
        return (ThemeDecoder.check(Array(text.utf8), file: path), ThemeSource.checkLarge(path: path))
    }

    @Test("a large valid file: the same themes, in order, as the whole read")
    func sameThemes() throws {
        let (whole, streamed) = check(Self.large)
        let (themes, diagnostics) = try #require(streamed)
        #expect(themes.count == 6000)
        #expect(themes == whole.0)
        #expect(diagnostics == whole.1)
    }

    @Test("theme errors far into the file: the same diagnostics with their line:column")
    func sameDiagnostics() throws {
        let text = LargeCatalogTests.file(6000, replacing: [5000: #"{"name": "Late", "colors": {}}"#, 5990: "42"])
        let (whole, streamed) = check(text)
        let (themes, diagnostics) = try #require(streamed)
        #expect(diagnostics.map(\.description) == whole.1.map(\.description))
        #expect(diagnostics.contains { $0.description.hasPrefix("\(diagnostics[0].file):5992:") })
        #expect(themes.count == 5998)
    }

    @Test("a syntax error is left to the whole read, which names its line:column")
    func syntaxErrorFallsBack() throws {
        let text = String(Self.large.dropLast(2)) + "}]"
        let (whole, streamed) = check(text)
        #expect(streamed == nil)
        #expect(whole.1.count == 1 && whole.1[0].description.contains(":6002:"))
        let dir = TemporaryDirectory()
        dir.write(text, to: "bad.json")
        #expect(throws: ThemeFileError.self) { try ThemeSource.loadLarge(path: dir.path + "/bad.json") }
    }

    @Test("a theme longer than the lookahead still decodes (read whole)")
    func hugeThemeFallsBack() throws {
        let description = String(repeating: "x", count: StreamedFile.lookahead * 2)
        let huge =
            ##"{"name": "Huge", "metadata": {"description": "\##(description)"}, "colors": {"background": "#102030", "primary": "label", "secondary": "#0A84FF"}}"##
        let text = LargeCatalogTests.file(3000, replacing: [1500: huge])
        let dir = TemporaryDirectory()
        dir.write(text, to: "big.json")
        let themes = try ThemeSource.loadLarge(path: dir.path + "/big.json")
        #expect(themes.count == 3000)
        #expect(themes[1500].name == "Huge")
    }

    @Test("a file cut short while it is read is reported as changed, never read past its end")
    func truncatedWhileRead() throws {
        let dir = TemporaryDirectory()
        dir.write(Self.large, to: "big.json")
        let path = dir.path + "/big.json"
        let file = try StreamedFile(path: path)
        #expect(!file.changed)
        #expect(truncate(path, 1000) == 0)
        file.advance(to: StreamedFile.lookahead, keepingFrom: 0)
        #expect(file.changed)
        #expect(file.buffer[file.buffer.count - 1] == 0)
    }

    @Test("what lies behind the reader is given back; what lies ahead is read")
    func windowMoves() throws {
        let dir = TemporaryDirectory()
        dir.write(Self.large, to: "big.json")
        let file = try StreamedFile(path: dir.path + "/big.json")
        let bytes = Array(Self.large.utf8)
        let middle = bytes.count / 2
        file.advance(to: middle, keepingFrom: middle)
        #expect(Array(file.buffer[middle..<(middle + 1000)]) == Array(bytes[middle..<(middle + 1000)]))
        #expect(file.buffer[0] == 0)  // given back: the anonymous page reads as zero again
        file.advance(to: bytes.count, keepingFrom: bytes.count - 10)
        #expect(file.buffer[bytes.count - 1] == bytes.last)
        #expect(!file.changed)
    }
}
