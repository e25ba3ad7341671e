import Testing
@testable import DarkscreenCore
@testable import DarkscreenPlatform
@testable import DarkscreenTools

@Suite struct MustacheTests {
    static let values: [String: MustacheValue] = [
        "name": .text("Dusk & <Dawn> \"q\" 'a'"), "empty": .text(""), "yes": .flag(true), "no": .flag(false), "hex": .text("1a2b3c")
    ]

    static func render(_ template: String, _ values: [String: MustacheValue] = values) throws -> String {
        try MustacheTemplate(template).render(values)
    }

    @Test(
        "the tags, as the mustache specification renders them",
        arguments: [
            ("{{name}}", "Dusk &amp; &lt;Dawn&gt; &quot;q&quot; 'a'"),
            ("{{{name}}}", "Dusk & <Dawn> \"q\" 'a'"),
            ("{{& name}}", "Dusk & <Dawn> \"q\" 'a'"),
            ("[{{ hex }}][{{missing}}][{{{missing}}}]", "[1a2b3c][][]"),
            ("{{#yes}}Y{{/yes}}{{#no}}N{{/no}}{{#missing}}M{{/missing}}{{#empty}}E{{/empty}}", "Y"),
            ("{{^yes}}Y{{/yes}}{{^no}}N{{/no}}{{^missing}}M{{/missing}}{{^empty}}E{{/empty}}", "NME"),
            ("{{#hex}}#{{.}}/{{hex}}{{/hex}}", "#1a2b3c/1a2b3c"),
            ("a{{! a comment }}b{{!\nacross lines\n}}c", "abc"),
            ("{{#yes}}{{#hex}}{{^no}}deep{{/no}}{{/hex}}{{/yes}}", "deep"),
            ("{{yes}}/{{no}}", "True/False"),
            ("{ {{hex}} }} {{", "{ 1a2b3c }} {{")
        ] as [(String, String)])
    func tags(template: String, expected: String) throws {
        if template.hasSuffix("{{") {
            #expect(throws: MustacheError.self) { try Self.render(template) }
        } else {
            #expect(try Self.render(template) == expected)
        }
    }

    @Test(
        "a section, inverted section or comment alone on its line takes the line with it; a variable does not",
        arguments: [
            ("a\n{{#yes}}\nb\n{{/yes}}\nc\n", "a\nb\nc\n"),
            ("a\n  {{#no}}  \nb\n  {{/no}}\nc", "a\nc"),
            ("a\r\n{{^no}}\r\nb\r\n{{/no}}\r\n", "a\r\nb\r\n"),
            ("  {{! note }}\nx", "x"),
            ("x\n{{! end }}", "x\n"),
            ("  {{hex}}\n", "  1a2b3c\n"),
            ("a {{#yes}}b{{/yes}} c\n", "a b c\n"),
            ("{{#yes}}x{{/yes}}\n", "x\n")
        ] as [(String, String)])
    func standalone(template: String, expected: String) throws {
        #expect(try Self.render(template) == expected)
    }

    @Test(
        "a broken template is refused with its line",
        arguments: [
            ("a\n{{#yes}}\nb", "line 2: {{#yes}} is never closed"),
            ("{{#yes}}\n{{/no}}", "line 2: {{/no}} closes {{#yes}} of line 1"),
            ("\n\n{{/yes}}", "line 3: {{/yes}} closes no section"),
            ("{{> partial}}", "line 1: partials ({{>…}}) are not supported"),
            ("x\n{{=<% %>=}}", "line 2: changing the delimiters ({{=…=}}) is not supported"),
            ("{{name", "line 1: {{ is never closed with }}"),
            ("{{{name}}", "line 1: {{{ is never closed with }}}"),
            ("{{ }}", "line 1: a tag with no name"),
            ("{{#a\u{1B}[2J}}", "line 1: {{#a\\x1B[2J}} is never closed")
        ] as [(String, String)])
    func refused(template: String, message: String) {
        #expect(throws: MustacheError.self) { try MustacheTemplate(template) }
        do { _ = try MustacheTemplate(template) } catch { #expect(error.description == message) }
    }

    @Test("sections nested without end are refused, not followed down")
    func deepNesting() {
        let template = String(repeating: "{{#yes}}", count: 10_000)
        do {
            _ = try MustacheTemplate(template)
            Issue.record("accepted")
        } catch {
            #expect(error.description == "line 1: sections nested deeper than 64")
        }
    }
}
