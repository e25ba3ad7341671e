import Testing
import DarkscreenTestSupport
@testable import DarkscreenCore
@testable import DarkscreenPlatform
@testable import DarkscreenTools

/// Template targets: named `template:NAME`, any number, their settings kept in the record, the
/// output known as darkscreen's by the copy of what it last wrote.
@Suite struct TemplateTargetTests {
    let home = IntegrationHome()

    @Test(
        "a template's name: 1 to 40 of a-z, 0-9, - and _",
        arguments: [
            ("tmux-colors", true), ("a_1", true), (String(repeating: "x", count: 40), true), ("", false),
            (String(repeating: "x", count: 41), false), ("A", false), ("a b", false), ("a;b", false), ("a/b", false), ("é", false)
        ] as [(String, Bool)])
    func names(name: String, valid: Bool) {
        #expect((IntegrationTarget.template(named: name) != nil) == valid)
        #expect(!IntegrationTarget.allCases.contains { $0.isTemplate }, "templates are not in the list of tools")
    }

    @Test("base24's variables when the template names a base24 slot, else base16's")
    func system() {
        #expect(TemplateTarget.system(of: "{{base0D-hex}}") == .base16)
        #expect(TemplateTarget.system(of: "{{base0D-hex}}{{^base12-hex}}x{{/base12-hex}}") == .base24)
    }

    @Test("connected, rendered, kept in the record with its settings, and disconnected")
    func roundTrip() throws {
        let environment = home.environment
        let template = home.folder.path + "/t.mustache", output = home.folder.path + "/out/colors"
        try FileSystem.writeAtomically(Array("bg {{base00-hex}} {{#base17-hex}}24{{/base17-hex}}\n".utf8), to: template)
        let layout = try IntegrationLayout.template(
            name: "mine", template: template, output: output, reload: nil,
            line: home.folder.path + "/rc:source it", in: environment)
        #expect(layout.target.rawValue == "template:mine")
        #expect(layout.settings == ["template": template, "system": "base24"])
        #expect(layout.lines == [ConfigLine(config: home.folder.path + "/rc", line: "source it")])
        let integrator = Integrator(environment: environment)
        let (planned, _) = try integrator.plan(layout: layout)
        let theme = IntegrationHome.fixed
        _ = try integrator.connect(planned, theme: theme, appearance: .dark)
        let background = ExportScheme(theme, appearance: .dark).background
        let written = String(decoding: try FileSystem.readBytes(at: output), as: UTF8.self)
        #expect(written == "bg \(ExportScheme.hex(background).dropFirst()) 24\n")
        let record = IntegrationRecord.load(environment.recordPath)
        #expect(record.connected[layout.target]?.settings == layout.settings)
        #expect(integrator.status().contains("template:mine: connected (running instances are told)"))
        #expect(throws: IntegrationFailure.self) { try integrator.plan(layout: layout) }
        _ = try integrator.disconnect(layout.target)
        #expect(!FileSystem.isPresent(output))
        #expect(IntegrationRecord.load(environment.recordPath).connected.isEmpty)
    }

    @Test(
        "a template that cannot be read or parsed is refused at integrate, with its line",
        arguments: [
            ("{{#a}}\n", "line 1: {{#a}} is never closed"), ("x\n{{> p}}", "line 2: partials ({{>…}}) are not supported")
        ] as [(String, String)])
    func refused(text: String, message: String) throws {
        let template = home.folder.path + "/bad.mustache"
        try FileSystem.writeAtomically(Array(text.utf8), to: template)
        do {
            _ = try IntegrationLayout.template(
                name: "bad", template: template, output: home.folder.path + "/o", reload: nil, line: nil,
                in: home.environment)
            Issue.record("accepted")
        } catch {
            #expect(error.description == "\(template): \(message)")
        }
    }
}
