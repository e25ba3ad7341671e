#if canImport(Glibc)
    import Glibc
#endif
import Testing
@testable import DarkscreenCore
@testable import DarkscreenPlatform
@testable import DarkscreenTools

@Suite struct Base16TemplateTests {
    /// The checkout's root (this file is Tests/DarkscreenCoreTests/Formats/…).
    static let root: String = {
        var parts = "\(#filePath)".split(separator: "/", omittingEmptySubsequences: false)
        parts.removeLast(4)
        return parts.joined(separator: "/")
    }()

    static let templates = [
        "tinted-shell-base24", "tinted-shell-base16-fish", "tinted-vim", "tinted-fzf-base16-default",
        "tinted-tmux-base16", "tinted-alacritty-base24"
    ]

    /// The tests' Python (the project's .venv-test when there is one) with a mustache renderer
    /// that is not darkscreen's: chevron, else pystache.
    static let python: String? = {
        for candidate in ["\(root)/.venv-test/bin/python", "/usr/bin/python3", "python3"] {
            let run = ToolRun.shell("'\(candidate)' -c 'import chevron' 2>/dev/null || '\(candidate)' -c 'import pystache'", seconds: 20)
            if run.exitCode == 0 { return candidate }
        }
        return nil
    }()

    static let render = """
        import json, sys
        template = open(sys.argv[1], encoding="utf-8", newline="").read()
        data = json.load(open(sys.argv[2], encoding="utf-8"))
        try:
            import chevron
            out = chevron.render(template, data)
        except ImportError:
            import pystache
            out = pystache.Renderer(missing_tags="ignore").render(template, data)
        open(sys.argv[3], "w", encoding="utf-8", newline="").write(out)
        """

    static func json(_ variables: [String: MustacheValue]) -> String {
        func quoted(_ text: String) -> String {
            var out = "\""
            for scalar in text.unicodeScalars {
                switch scalar {
                case "\"": out += "\\\""
                case "\\": out += "\\\\"
                case _ where scalar.value < 0x20: out += "\\u00" + (scalar.value < 0x10 ? "0" : "") + String(scalar.value, radix: 16)
                default: out.unicodeScalars.append(scalar)
                }
            }
            return out + "\""
        }
        let entries = variables.sorted { $0.key < $1.key }.map { key, value -> String in
            switch value {
            case .text(let text): "\(quoted(key)): \(quoted(text))"
            case .flag(let flag): "\(quoted(key)): \(flag)"
            }
        }
        return "{" + entries.joined(separator: ",\n") + "}\n"
    }

    /// The independent renderer's output for this template and these variables.
    static func independent(_ templateFile: String, _ variables: [String: MustacheValue]) throws -> String {
        let folder = FormatFixtures.temporaryFolder()
        defer { FormatFixtures.remove(folder) }
        try FormatFixtures.write(render, to: "\(folder)/render.py")
        try FormatFixtures.write(json(variables), to: "\(folder)/data.json")
        let run = ToolRun.shell("'\(python!)' '\(folder)/render.py' '\(templateFile)' '\(folder)/data.json' '\(folder)/out'")
        #expect(run.exitCode == 0, "\(run.output)")
        return String(decoding: try FileSystem.readBytes(at: "\(folder)/out"), as: UTF8.self)
    }

    struct Case: CustomTestStringConvertible, Sendable {
        var template: String
        var system: Base16Palette.System
        var light: Bool
        var testDescription: String { "\(template) \(system.rawValue) \(light ? "light" : "dark")" }
    }

    static let cases: [Case] = templates.flatMap { template in
        [Base16Palette.System.base16, .base24].flatMap { system in [false, true].map { Case(template: template, system: system, light: $0) } }
    }

    @Test(
        "real tinted-theming templates: darkscreen's output is the independent renderer's, byte for byte",
        .enabled(if: python != nil, "no Python with chevron or pystache: scripts/ensure-packages.sh test"),
        arguments: cases)
    func sameAsIndependent(testCase: Case) throws {
        let file = "\(Self.root)/Tests/fixtures/templates/\(testCase.template).mustache"
        let text = String(decoding: try FileSystem.readBytes(at: file), as: UTF8.self)
        let scheme = FormatFixtures.scheme(named: "Dusk & Dawn: \"édition\" ($HOME)", light: testCase.light)
        let variables = Base16Palette(scheme).variables(system: testCase.system)
        let ours = try MustacheTemplate(text).render(variables)
        let theirs = try Self.independent(file, variables)
        #expect(ours == theirs)
        #expect(
            ours.contains(Base16Palette(scheme).slots[0x0D].hexLower) || testCase.template == "tinted-shell-base24"
                || testCase.template == "tinted-shell-base16-fish",
            "the template shows the theme's blue")
    }

    @Test(
        "every tag and HTML's special characters: the same as the independent renderer",
        .enabled(if: python != nil, "no Python with chevron or pystache: scripts/ensure-packages.sh test"))
    func everyTag() throws {
        let folder = FormatFixtures.temporaryFolder()
        defer { FormatFixtures.remove(folder) }
        let template = """
            {{! a comment line }}
            name {{scheme-name}} / {{{scheme-name}}} / {{& scheme-name}}
              {{#scheme-is-dark-variant}}
            dark {{base00-hex}}
              {{/scheme-is-dark-variant}}
            {{^scheme-is-light-variant}}not light{{/scheme-is-light-variant}} {{#base17-hex}}#{{.}}{{/base17-hex}}{{^base17-hex}}none{{/base17-hex}}\r
            {{ missing }}|{{#missing}}x{{/missing}}|
            """
        try FormatFixtures.write(template, to: "\(folder)/t.mustache")
        var variables = Base16Palette(FormatFixtures.scheme()).variables(system: .base16)
        variables["scheme-name"] = .text("A & B <c> \"d\"")
        #expect(try MustacheTemplate(template).render(variables) == Self.independent("\(folder)/t.mustache", variables))
    }

    @Test("the slots are the ones `export --format base16` writes")
    func slotsAsExported() {
        let scheme = FormatFixtures.scheme()
        let exported = Base16Exporter.write(scheme).split(separator: "\n").filter { $0.hasPrefix("  base") }
        let slots = Base16Palette(scheme).slots
        #expect(exported.count == 24)
        for (index, line) in exported.enumerated() {
            #expect(line == "  \(Base16Palette.slotName(index)): \"#\(slots[index].hexLower)\"")
        }
    }

    @Test("each slot in every form the builders give")
    func forms() {
        var scheme = FormatFixtures.scheme()
        scheme.background = RGB(0x8001FF)
        let variables = Base16Palette(scheme).variables(system: .base24)
        #expect(variables["base00-hex"] == .text("8001ff"))
        #expect(variables["base00-hex-bgr"] == .text("ff0180"))
        #expect(variables["base00-hex-r"] == .text("80") && variables["base00-hex-g"] == .text("01") && variables["base00-hex-b"] == .text("ff"))
        #expect(variables["base00-rgb-r"] == .text("128") && variables["base00-rgb-g"] == .text("1") && variables["base00-rgb-b"] == .text("255"))
        #expect(
            variables["base00-dec-r"] == .text("0.50196078") && variables["base00-dec-g"] == .text("0.00392157")
                && variables["base00-dec-b"] == .text("1.00000000"))
        #expect(variables["base17-hex"] == .text(FormatFixtures.palette[13].hexLower))
        #expect(Base16Palette(scheme).variables(system: .base16)["base10-hex"] == nil)
        #expect(variables["scheme-system"] == .text("base24"))
        #expect(variables["scheme-variant"] == .text("dark") && variables["scheme-is-dark-variant"] == .flag(true))
        #expect(variables["scheme-is-light-variant"] == nil)
        #expect(variables["scheme-author"] == .text("A. Writer"))
    }

    @Test(
        "the slug: ASCII letters and digits, lower case, words joined by -",
        arguments: [
            ("Catppuccin Mocha", "catppuccin-mocha"), ("Default (Dark)", "default-dark"), ("Rosé Pine", "ros-pine"),
            ("  --Solar_ized--  ", "solar-ized"), ("$(rm -rf ~)", "rm-rf"), ("日本", "darkscreen")
        ] as [(String, String)])
    func slug(name: String, slug: String) {
        #expect(Base16Palette.slug(name) == slug)
    }

    @Test("a hostile name reaches a template only as a label: no quote, $, backslash, control or line break", arguments: FormatFixtures.hostileNames)
    func hostileName(hostile: HostileName) throws {
        let variables = Base16Palette(FormatFixtures.scheme(named: hostile.text)).variables(system: .base24)
        for key in ["scheme-name", "scheme-slug", "scheme-slug-underscored"] {
            guard case .text(let text)? = variables[key] else { Issue.record("no \(key)"); continue }
            #expect(
                !text.unicodeScalars.contains {
                    "\"'`$\\;|&<>#*\n\r".unicodeScalars.contains($0) || SafeText.isControl($0) || SafeText.isDisguising($0) || $0 == "\u{2029}"
                },
                "\(key): \(SafeText.escaped(text))")
        }
        let shell = try MustacheTemplate("# Scheme name: {{scheme-name}}\nexport THEME=\"{{{scheme-name}}}\"\n").render(variables)
        #expect(shell.split(separator: "\n").count == 2)
    }
}

extension RGB {
    var hexLower: String { String(ExportScheme.hex(self).dropFirst()) }
}
