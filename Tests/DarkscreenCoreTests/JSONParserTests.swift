import Testing
@testable import DarkscreenCore
@testable import DarkscreenPlatform
@testable import DarkscreenTools

@Suite struct JSONParserTests {
    @Test("values parse with their positions")
    func positions() throws {
        let node = try JSONParser.parse("{\n  \"a\": [1, true, null],\n  \"b\": \"x\\u00e9\\ud83d\\ude00\"\n}")
        #expect(node["a"]?.position == SourcePosition(line: 2, column: 8))
        #expect(node["b"]?.stringValue == "xé😀")
    }

    @Test(
        "bad documents fail with a position",
        arguments: [
            ("", "empty"), ("{", "end of file"), ("[1,]", "expected a value"), ("{\"a\" 1}", "':'"), ("\"abc", "unterminated"),
            ("01", "after the JSON value"), ("[1] x", "after the JSON value"), ("\u{FEFF}{}", "byte order mark"), ("\"\\q\"", "invalid escape"),
            ("tru", "invalid literal"), ("1e", "exponent"), ("\"a\u{01}\"", "control character")
        ])
    func failures(text: String, fragment: String) {
        #expect {
            try JSONParser.parse(text)
        } throws: { error in
            "\(error)".contains(fragment) || ((error as? JSONSyntaxError)?.message.contains(fragment) ?? false)
        }
    }

    @Test("invalid UTF-8 is reported, not repaired")
    func invalidUTF8() {
        #expect(throws: JSONSyntaxError.self) { try JSONParser.parse([0x22, 0xC3, 0x28, 0x22]) }
        #expect(throws: JSONSyntaxError.self) { try JSONParser.parse([0x22, 0xED, 0xA0, 0x80, 0x22]) }
    }

    @Test("nesting deeper than the limit fails instead of overflowing the stack")
    func deepNesting() {
        let text = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        #expect(throws: JSONSyntaxError.self) { try JSONParser.parse(text) }
    }

    @Test("the writer round-trips through the parser")
    func roundTrip() throws {
        let text = "{\"name\": \"a\\\"b\\u001b\", \"n\": 0.25, \"list\": [1, 2], \"nested\": {}}"
        let node = try JSONParser.parse(text)
        let again = try JSONParser.parse(JSONWriter.write(node.value))
        #expect(again["name"]?.stringValue == "a\"b\u{1B}")
        #expect(again["n"]?.value == .number(0.25))
    }
}
