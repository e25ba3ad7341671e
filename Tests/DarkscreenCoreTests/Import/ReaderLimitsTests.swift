import Testing
@testable import DarkscreenCore
@testable import DarkscreenPlatform
@testable import DarkscreenTools

/// Every reader is bounded by its input: nesting is checked before a level is entered (64 levels
/// read, 65 refused with one message naming the line and the limit), a file reports at most 20
/// problems, and files built to cost much more than their size (many keys, long names repeated,
/// many tiny entries) are read, keeping only what a theme uses.
@Suite struct ReaderLimitsTests {
    static let limit = ReaderLimits.maximumDepth

    /// The one message of a file that failed, or nil when it read.
    func failure(_ text: String, file: String) -> String? {
        do {
            _ = try ForeignThemeFile.decode(Array(text.utf8), file: file)
            return nil
        } catch {
            #expect(error.diagnostics.count == 1, "one clear error: \(error.diagnostics)")
            return error.diagnostics.first?.description
        }
    }

    // MARK: - Nesting, per format: the limit reads, one more level is one error

    @Test("JSON: 64 nested arrays parse, 65 are refused where level 65 opens")
    func jsonNesting() throws {
        let under = String(repeating: "[", count: Self.limit) + String(repeating: "]", count: Self.limit)
        #expect(throws: Never.self) { try JSONParser.parse(under) }
        let over = "\n" + String(repeating: "[", count: Self.limit + 1) + String(repeating: "]", count: Self.limit + 1)
        let error = try #require(throws: JSONSyntaxError.self) { try JSONParser.parse(over) }
        #expect(error.message == "nested deeper than 64 levels")
        #expect(error.position == SourcePosition(line: 2, column: 65))
        // Far past the limit the parse stops at the same place (it never recursed further).
        let deep = "\n" + String(repeating: "[", count: 1_000_000)
        #expect(throws: JSONSyntaxError(message: "nested deeper than 64 levels", position: SourcePosition(line: 2, column: 65))) {
            try JSONParser.parse(deep)
        }
    }

    @Test("darkscreen themes: a value nested past the limit is one error naming file, line and limit")
    func themesNesting() {
        func file(_ depth: Int) -> [UInt8] {
            // The top object, "themes", the theme and "metadata" are 4 levels.
            let nested = String(repeating: "[", count: depth - 4) + String(repeating: "]", count: depth - 4)
            return Array(
                "{\"themes\": [{\"name\": \"N\", \"colors\": {\"background\": \"#000\", \"primary\": \"#fff\", \"secondary\": \"#888\"},\n\"metadata\": {\"x\": \(nested)}}]}"
                    .utf8)
        }
        let (_, under) = ThemeDecoder.check(file(Self.limit), file: "t.json")
        #expect(!under.contains { $0.message.contains("nested") })
        let (themes, over) = ThemeDecoder.check(file(Self.limit + 1), file: "t.json")
        #expect(themes.isEmpty)
        #expect(over.map(\.description) == ["t.json:2:79: nested deeper than 64 levels"])
    }

    @Test("Windows Terminal: 64 levels read, 65 are one error")
    func windowsTerminalNesting() {
        func file(_ depth: Int) -> String {
            "{\"name\": \"W\", \"background\": \"#000000\", \"foreground\": \"#ffffff\",\n\"x\": "
                + String(repeating: "[", count: depth - 1) + String(repeating: "]", count: depth - 1) + "}"
        }
        #expect(failure(file(Self.limit), file: "w.json") == nil)
        #expect(failure(file(Self.limit + 1), file: "w.json") == "w.json:2:69: nested deeper than 64 levels")
    }

    @Test("base16 YAML: 64 nested mappings read, the 65th is one error naming its line")
    func yamlNesting() {
        func file(_ depth: Int) -> String {
            "scheme: \"Y\"\nbase00: \"000000\"\nbase05: \"ffffff\"\n"
                + (0..<depth).map { String(repeating: " ", count: $0) + "k:\n" }.joined()
                + String(repeating: " ", count: depth) + "leaf: 1\n"
        }
        #expect(failure(file(Self.limit), file: "y.yaml") == nil)
        #expect(failure(file(Self.limit + 1), file: "y.yaml") == "y.yaml:68:1: mappings nested deeper than 64 levels (the limit)")
        // A mapping that closes gives its levels back.
        let siblings =
            "scheme: \"Y\"\nbase00: \"000000\"\nbase05: \"ffffff\"\n"
            + String(repeating: (0..<Self.limit).map { String(repeating: " ", count: $0) + "k:\n" }.joined(), count: 3)
        #expect(failure(siblings, file: "y.yaml") == nil)
    }

    @Test("Alacritty TOML: a key path (table name and key) of 64 parts reads, 65 is one error naming its line")
    func tomlNesting() {
        func file(_ parts: Int, key: String = "x") -> String {
            "[colors.primary]\nbackground = \"#000000\"\nforeground = \"#ffffff\"\n["
                + Array(repeating: "t", count: parts).joined(separator: ".") + "]\n\(key) = \"y\"\n"
        }
        #expect(failure(file(Self.limit - 1), file: "a.toml") == nil)
        #expect(failure(file(Self.limit - 2, key: "x.y"), file: "a.toml") == nil)
        // The key's parts count on from the table's.
        #expect(failure(file(Self.limit), file: "a.toml") == "a.toml:5:1: a key of more than 64 dotted parts (the limit)")
        #expect(failure(file(Self.limit + 1), file: "a.toml") == "a.toml:4:1: a key of more than 64 dotted parts (the limit)")
    }

    @Test("iTerm2 plist: 64 levels of arrays and dictionaries read, 65 are one error naming the line")
    func plistNesting() {
        func file(_ depth: Int, open: String = "<array>", close: String = "</array>") -> String {
            // The top dictionary is level 1.
            "<?xml version=\"1.0\"?>\n<plist version=\"1.0\"><dict>\n<key>Background Color</key><dict><key>Red Component</key><real>0</real>"
                + "<key>Green Component</key><real>0</real><key>Blue Component</key><real>0</real></dict>\n"
                + "<key>Foreground Color</key><dict><key>Red Component</key><real>1</real>"
                + "<key>Green Component</key><real>1</real><key>Blue Component</key><real>1</real></dict>\n"
                + "<key>Other</key>\n" + String(repeating: open, count: depth - 1) + String(repeating: close, count: depth - 1) + "\n</dict></plist>\n"
        }
        #expect(failure(file(Self.limit), file: "i.itermcolors") == nil)
        #expect(
            failure(file(Self.limit + 1), file: "i.itermcolors")
                == "i.itermcolors:6:1: arrays and dictionaries nested deeper than 64 levels (the limit)")
        let dictionaries = file(Self.limit + 1, open: "<dict><key>k</key>", close: "</dict>")
        #expect(
            failure(dictionaries, file: "i.itermcolors")
                == "i.itermcolors:6:1: arrays and dictionaries nested deeper than 64 levels (the limit)")
        // A million levels: the same one error (the reader never went deeper than the limit).
        #expect(
            failure(file(1_000_000), file: "i.itermcolors")
                == "i.itermcolors:6:1: arrays and dictionaries nested deeper than 64 levels (the limit)")
    }

    @Test("kitty, Ghostty and foot have no nesting: a line of a million brackets is one line")
    func flatFormats() {
        let brackets = String(repeating: "[", count: 1_000_000) + String(repeating: "]", count: 1_000_000)
        #expect(failure("background #000000\nforeground #ffffff\n\(brackets)\n", file: "k.conf") == nil)
        #expect(failure("palette = 0=#000000\nbackground = #000000\nforeground = #ffffff\n\(brackets)\n", file: "g") == nil)
        #expect(failure("[colors]\nbackground=000000\nforeground=ffffff\n\(brackets)\n", file: "f.ini") == nil)
    }

    // MARK: - Files built to cost more than their size

    @Test("a long TOML table name followed by many keys reads (each entry once cost the whole name: 300 KB took 3.6 GB)")
    func longTableName() throws {
        let text =
            "[colors.primary]\nbackground = \"#000000\"\nforeground = \"#ffffff\"\n[" + String(repeating: "a", count: 150_000) + "]\n"
            + String(repeating: "b = 'c'\n", count: 25_000)
        let scheme = try #require(importSchemes(text, file: "a.toml").get().first)
        #expect(scheme.background == .black && scheme.foreground == .white)
    }

    @Test("long YAML keys nested under each other, then many entries, read (each entry once joined every parent key)")
    func longYAMLPaths() throws {
        let text =
            "scheme: \"Y\"\nbase00: \"000000\"\nbase05: \"ffffff\"\n"
            + (0..<60).map { String(repeating: " ", count: $0) + String(repeating: "k", count: 1500) + ":\n" }.joined()
            + String(repeating: String(repeating: " ", count: 60) + "x: 1\n", count: 20_000)
        let scheme = try #require(importSchemes(text, file: "y.yaml").get().first)
        #expect(scheme.background == .black && scheme.foreground == .white)
    }

    @Test("an .itermcolors of 100,000 other keys reads, keeping only the colours")
    func manyPlistKeys() throws {
        var text = "<?xml version=\"1.0\"?>\n<plist version=\"1.0\"><dict>\n"
        for index in 0..<100_000 { text += "<key>k\(index)</key><array><true/></array>\n" }
        text +=
            "<key>Background Color</key><dict><key>Red Component</key><real>0.2</real><key>Green Component</key><integer>0</integer>"
            + "<key>Blue Component</key><real>0</real><key>Unused</key><string>&lt;&amp;&#x41;</string></dict>\n"
        text +=
            "<key>Foreground Color</key><dict><key>Red Component</key><real>1</real><key>Green Component</key><real>1</real>"
            + "<key>Blue Component</key><real>1</real></dict>\n</dict></plist>\n"
        let scheme = try #require(importSchemes(text, file: "m.itermcolors").get().first)
        #expect(scheme.background == RGB(red: 51, green: 0, blue: 0))
        #expect(scheme.foreground == .white)
    }

    @Test("a binary property list and a plist that is not closed are one clear error each")
    func plistForms() {
        #expect(failure("bplist00\u{0}\u{1}", file: "b.itermcolors")?.contains("binary property list") == true)
        #expect(
            failure("<?xml version=\"1.0\"?>\n<plist><dict>\n<key>a</key>", file: "c.itermcolors")
                == "c.itermcolors:3:1: unexpected end of file; expected a tag")
    }

    @Test("JSON keeps at most 2^20 values at once; a streamed themes list is not counted whole")
    func jsonValues() throws {
        let many = "[" + String(repeating: "1,", count: JSONParser.maximumValues) + "1]"
        let error = try #require(throws: JSONSyntaxError.self) { try JSONParser.parse(many) }
        #expect(error.message == "more than 1048576 values (the limit)")
        var streamed = 0
        _ = try JSONParser.parse(Array(("{\"themes\": [" + String(repeating: "1,", count: JSONParser.maximumValues) + "1]}").utf8)) { _, _ in
            streamed += 1
        }
        #expect(streamed == JSONParser.maximumValues + 1)
    }

    // MARK: - Messages stay short

    @Test("a file of many bad lines reports 20 problems and a count of the rest")
    func problemCount() throws {
        let text = "background #000000\nforeground #ffffff\n" + String(repeating: "color1 zz\n", count: 1000)
        let error = try #require(throws: ThemeFileError.self) { try ForeignThemeFile.decode(Array(text.utf8), file: "k.conf") }
        #expect(error.diagnostics.count == 21)
        #expect(error.diagnostics.first?.description == "k.conf:3:1: field color1: \"zz\" is not a colour (expected #RRGGBB)")
        #expect(error.diagnostics.last?.description == "k.conf: 980 more problems not shown (a file reports at most 20)")
        var themes = "{\"themes\": ["
        for index in 0..<100 { themes += "{\"name\": \"t\(index)\", \"colors\": {}}," }
        themes += "{\"name\": \"last\", \"colors\": {}}]}"
        let (_, diagnostics) = ThemeDecoder.check(Array(themes.utf8), file: "t.json")
        #expect(diagnostics.count == 21)
        #expect(diagnostics.last?.message.hasPrefix("283 more problems not shown") == true)
    }

    @Test("a long value is quoted to 80 characters in its message")
    func quotedValue() throws {
        let text = "background #000000\nforeground #ffffff\ncolor0 " + String(repeating: "x", count: 1_000_000) + "\n"
        let message = try #require(failure(text, file: "k.conf"))
        #expect(message == "k.conf:3:1: field color0: \"" + String(repeating: "x", count: 80) + "\"… is not a colour (expected #RRGGBB)")
    }
}
