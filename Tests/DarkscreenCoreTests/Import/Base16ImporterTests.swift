import Testing
@testable import DarkscreenCore
@testable import DarkscreenPlatform
@testable import DarkscreenTools

@Suite struct Base16ImporterTests {
    static func slots(_ count: Int, indent: String, quote: Bool = true, hash: Bool = true) -> String {
        (0..<count).map { index in
            let value = (hash ? "#" : "") + hex6(RGB(UInt32(index * 0x010101 + 0x000001)))
            return "\(indent)\(Base16Importer.slotName(index)): " + (quote ? "\"\(value)\"" : value) + "  # slot \(index)"
        }.joined(separator: "\n")
    }

    static let common = """
        system: "base16"
        name: "Solarized Light"
        slug: "solarized-light"
        author: "Ethan Schoonover (modified by aramisgithub)"
        description: |
          Precision colors for machines
          and people
        variant: "light"
        palette:
        \(slots(16, indent: "  "))
        """

    func slot(_ index: Int) -> RGB { RGB(UInt32(index * 0x010101 + 0x000001)) }

    @Test("a file saved with Windows line endings (CRLF) reads the same")
    func windowsLineEndings() throws {
        let crlf = Self.common.split(separator: "\n", omittingEmptySubsequences: false).joined(separator: "\r\n")
        let scheme = try #require(try importSchemes(crlf, file: "/t/scheme.yaml").get().first)
        #expect(scheme == (try importSchemes(Self.common, file: "/t/scheme.yaml").get().first))
    }

    @Test("the common layout: palette, name, author, description, variant; ANSI from base16-shell's mapping")
    func common() throws {
        let scheme = try #require(try importSchemes(Self.common, file: "/t/solarized-light.yaml").get().first)
        #expect(scheme.format == .base16 && scheme.name == "Solarized Light" && scheme.declaredVariant == .light)
        #expect(scheme.background == slot(0x00) && scheme.foreground == slot(0x05) && scheme.selectionBackground == slot(0x02))
        #expect(scheme.metadata.author == "Ethan Schoonover (modified by aramisgithub)")
        #expect(scheme.metadata.description == "Precision colors for machines and people")
        let palette = try #require(scheme.palette)
        #expect(palette[1] == slot(0x08) && palette[4] == slot(0x0D) && palette[8] == slot(0x03) && palette[15] == slot(0x07))
        #expect(palette[12] == slot(0x0D), "base16 has no separate bright blue")
    }

    @Test("base24's base10–17 give the bright colours")
    func base24() throws {
        let text = "system: \"base24\"\nname: \"Deep\"\nvariant: \"dark\"\npalette:\n" + Self.slots(24, indent: "  ")
        let scheme = try #require(try importSchemes(text, file: "/t/deep.yaml").get().first)
        #expect(scheme.palette?[9] == slot(0x12) && scheme.palette?[12] == slot(0x16) && scheme.palette?[14] == slot(0x15))
    }

    @Test("the legacy layout: top-level scheme and unquoted hex without #")
    func legacy() throws {
        let text = "scheme: \"Ocean\"\nauthor: \"Chris Kempson\"\n" + Self.slots(16, indent: "", hash: false)
        let scheme = try #require(try importSchemes(text, file: "/t/ocean.yaml").get().first)
        #expect(scheme.name == "Ocean" && scheme.metadata.author == "Chris Kempson" && scheme.declaredVariant == nil)
        #expect(scheme.background == slot(0) && scheme.foreground == slot(5))
    }

    @Test("errors: bad colour with its line and key path, missing base05, a bad variant, YAML outside the subset")
    func errors() {
        let bad = Self.common.replacingFirst("\"#050506\"", with: "\"#0505\"")
        #expect(importErrors(bad, file: "/t/b.yaml") == ["/t/b.yaml:15:1: field palette.base05: \"#0505\" is not a colour (expected #RRGGBB)"])
        let missing = Self.common.split(separator: "\n").filter { !$0.contains("base05") }.joined(separator: "\n")
        #expect(importErrors(missing, file: "/t/m.yaml") == ["/t/m.yaml: field palette.base05: no palette.base05 (the foreground)"])
        let variant = Self.common.replacingFirst("variant: \"light\"", with: "variant: \"dusk\"")
        #expect(importErrors(variant, file: "/t/v.yaml").first?.contains("field variant: \"dusk\" is not a variant") == true)
        let list = "scheme: x\nbase00: 000000\n- item\n"
        #expect(importErrors(list, file: "/t/l.yaml").first?.hasPrefix("/t/l.yaml:3:1: lists, flow collections") == true)
        #expect(importErrors("name: \"x\nbase00: 000000\n", file: "/t/q.yaml").first?.contains("closing \"") == true)
    }
}

extension String {
    func replacingFirst(_ target: String, with replacement: String) -> String {
        guard let range = firstRange(of: target) else { return self }
        var copy = self
        copy.replaceSubrange(range, with: replacement)
        return copy
    }
}
