import Testing
import DarkscreenTestSupport
@testable import DarkscreenCore
@testable import DarkscreenPlatform
@testable import DarkscreenTools

/// A large themes file before the first frame: only its first themes are read (strictly), the
/// rest after the frame, keeping the valid ones.
@Suite struct LargeCatalogTests {
    static func theme(_ index: Int, background: String = "#102030") -> String {
        ##"{"name": "Theme \##(index)", "colors": {"background": "\##(background)", "primary": "label", "secondary": "#0A84FF"}}"##
    }

    static func file(_ count: Int, replacing bad: [Int: String] = [:]) -> String {
        "{\"themes\": [\n" + (0..<count).map { bad[$0] ?? theme($0) }.joined(separator: ",\n") + "\n]}"
    }

    @Test("a prefix holds exactly the first themes of the full decode, in order", arguments: [1, 7, 100])
    func prefixMatchesFull(count: Int) throws {
        let bytes = Array(Self.file(300).utf8)
        let full = try ThemeDecoder.decode(bytes, file: "big.json")
        let prefix = try ThemeDecoder.decodePrefix(bytes, file: "big.json", count: count)
        #expect(prefix.themes == Array(full.prefix(count)))
        #expect(!prefix.complete)
    }

    @Test("a file with no more themes than the limit is complete")
    func shortFileIsComplete() throws {
        let prefix = try ThemeDecoder.decodePrefix(Array(Self.file(5).utf8), file: "t.json", count: 5)
        #expect(prefix.themes.map(\.name) == (0..<5).map { "Theme \($0)" })
        #expect(prefix.complete)
    }

    @Test("an error among the first themes still throws with its line:column")
    func errorInPrefixThrows() {
        let text = Self.file(300, replacing: [2: ##"{"name": "Bad", "colors": {"background": "#12", "primary": "label", "secondary": "#0A84FF"}}"##])
        #expect(throws: ThemeFileError.self) { try ThemeDecoder.decodePrefix(Array(text.utf8), file: "big.json", count: 10) }
        do {
            _ = try ThemeDecoder.decodePrefix(Array(text.utf8), file: "big.json", count: 10)
        } catch {
            #expect(error.diagnostics.first?.description.hasPrefix("big.json:4:") == true)
            #expect(error.diagnostics.first?.theme == "Bad")
        }
    }

    @Test("errors past the prefix are left for later")
    func errorPastPrefixIsDeferred() throws {
        let text = Self.file(300, replacing: [250: "42", 299: #"{"name": "Late", "colors": {}}"#])
        let prefix = try ThemeDecoder.decodePrefix(Array(text.utf8), file: "big.json", count: 10)
        #expect(prefix.themes.count == 10)
        // A syntax error past the prefix is not seen either.
        let broken = String(Self.file(300).dropLast(2))
        #expect(try ThemeDecoder.decodePrefix(Array(broken.utf8), file: "big.json", count: 10).themes.count == 10)
    }

    @Test("a cut-off prefix that looks wrong gets the full decode's verdict")
    func oddTopLevelFallsBack() throws {
        let text = #"{"notes": ["# + (0..<50).map { "\"n\($0)\"" }.joined(separator: ",") + #"], "themes": ["# + Self.theme(1) + "]}"
        let prefix = try ThemeDecoder.decodePrefix(Array(text.utf8), file: "t.json", count: 10)
        #expect(prefix.themes.map(\.name) == ["Theme 1"])
        #expect(prefix.complete)
    }

    func files(_ dir: TemporaryDirectory, extra: String) -> ThemeFiles {
        dir.write(Self.file(2), to: "shipped.json")
        return ThemeFiles(shipped: dir.path + "/shipped.json", user: dir.path + "/user.json", extra: [dir.path + "/" + extra])
    }

    @Test("a large named file gives a partial first-frame catalog; small files are read whole")
    func firstFrameCatalog() throws {
        let dir = TemporaryDirectory()
        dir.write(Self.file(2000), to: "big.json")
        dir.write(Self.file(20), to: "small.json")
        let big = try files(dir, extra: "big.json").loadForFirstFrame(largeFileBytes: 4096, prefixThemes: 50)
        #expect(big.isPartial)
        #expect(big.catalog.names == (0..<50).map { "Theme \($0)" })
        let small = try files(dir, extra: "small.json").loadForFirstFrame(largeFileBytes: 4096, prefixThemes: 50)
        #expect(!small.isPartial)
        #expect(small.catalog.count == 20)
    }

    @Test("when the first themes do not fit in the head read, the whole file is read")
    func bigThemesStillLoad() throws {
        let dir = TemporaryDirectory()
        dir.write(Self.file(400), to: "big.json")
        let first = try files(dir, extra: "big.json").loadForFirstFrame(largeFileBytes: 1024, prefixThemes: 100)
        #expect(first.isPartial)
        #expect(first.catalog.count == 100)
    }

    @Test("a bad theme early in a large file fails the start with file:line:column")
    func earlyErrorInLargeFile() throws {
        let dir = TemporaryDirectory()
        dir.write(Self.file(2000, replacing: [3: #"{"name": "Bad"}"#]), to: "big.json")
        #expect(throws: ThemeFileError.self) {
            try files(dir, extra: "big.json").loadForFirstFrame(largeFileBytes: 4096, prefixThemes: 50)
        }
    }

    @Test("after the first frame every valid theme is kept and the errors are returned")
    func keepingValidThemes() {
        let dir = TemporaryDirectory()
        dir.write(
            Self.file(2000, replacing: [1500: ##"{"name": "Broken", "colors": {"background": "nope", "primary": "label", "secondary": "#0A84FF"}}"##]),
            to: "big.json")
        let (catalog, errors) = files(dir, extra: "big.json").loadKeepingValidThemes()
        #expect(catalog.count == 1999)
        #expect(catalog.index(named: "Theme 1999") != nil)
        #expect(!errors.isEmpty)
        #expect(errors.allSatisfy { $0.theme == "Broken" })
        #expect(errors.first?.position?.line == 1502)
    }
}
