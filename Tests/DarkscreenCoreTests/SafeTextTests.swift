import Testing
@testable import DarkscreenCore
@testable import DarkscreenPlatform
@testable import DarkscreenTools

@Suite struct SafeTextTests {
    @Test(
        "control characters are shown as \\xHH",
        arguments: [
            ("a\u{1B}[31mb", "a\\x1B[31mb"), ("bell\u{07}", "bell\\x07"), ("c1\u{9B}2J", "c1\\x9B2J"), ("del\u{7F}", "del\\x7F")
        ])
    func controls(input: String, shown: String) {
        #expect(SafeText.escaped(input) == shown)
    }

    @Test(
        "invisible format characters are shown as \\u{…}",
        arguments: [
            ("\u{202A}\u{202B}\u{202C}\u{202D}\u{202E}", "\\u{202A}\\u{202B}\\u{202C}\\u{202D}\\u{202E}"),
            ("a\u{2066}b\u{2067}c\u{2068}d\u{2069}", "a\\u{2066}b\\u{2067}c\\u{2068}d\\u{2069}"),
            ("\u{200B}\u{200C}\u{200D}\u{200E}\u{200F}", "\\u{200B}\\u{200C}\\u{200D}\\u{200E}\\u{200F}"),
            ("\u{FEFF}x\u{2060}\u{2061}\u{2064}", "\\u{FEFF}x\\u{2060}\\u{2061}\\u{2064}"),
            ("soft\u{AD}hyphen", "soft\\u{AD}hyphen"),
            ("1\u{200D}2", "1\\u{200D}2")
        ])
    func formats(input: String, shown: String) {
        #expect(SafeText.escaped(input) == shown)
    }

    @Test("a joiner inside an emoji sequence and ordinary text are kept")
    func keeps() {
        let coder = "\u{1F469}\u{200D}\u{1F4BB}"
        #expect(SafeText.escaped(coder) == coder)
        #expect(SafeText.escaped("Café ✓ 日本") == "Café ✓ 日本")
    }

    @Test("in ASCII-only mode every non-ASCII character is escaped")
    func asciiOnly() {
        #expect(SafeText.escaped("Café\u{202E}", asciiOnly: true) == "Caf\\u{E9}\\u{202E}")
    }

    @Test("JSON output escapes them as JSON escapes, surrogates beyond the BMP")
    func json() {
        #expect(JSONWriter.quoted("a\u{202E}b\u{E0001}") == "\"a\\u202Eb\\uDB40\\uDC01\"")
    }
}
