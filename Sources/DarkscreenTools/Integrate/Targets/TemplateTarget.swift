#if canImport(Glibc)
    import Glibc
#endif
import DarkscreenPlatform
import DarkscreenCore

/// Any tool with a base16/base24 mustache template (tinted-theming's): `darkscreen integrate
/// template NAME --template FILE --output PATH [--reload CMD] [--line FILE:LINE]` renders the
/// template for the committed theme and variant into PATH on each commit, runs CMD after (the
/// user's own command, through `sh -c`, bounded), and adds LINE to FILE (a tool's config that
/// reads PATH) as every target's line. Each is a target of its own, `template:NAME`. The output has
/// no room for darkscreen's marker (its format is the template's), so darkscreen knows it as its
/// own by a copy of what it last wrote (`template-NAME.last` in its folder).
enum TemplateTarget: IntegrationTargetKind {
    static let name = "template"
    static let reach = IntegrationTarget.Reach.told
    static let prefix = "template:"

    /// `template:NAME`, NAME 1–40 of a–z, 0–9, `-` and `_`.
    static func isName(_ raw: String) -> Bool {
        guard raw.hasPrefix(prefix) else { return false }
        let name = raw.dropFirst(prefix.count)
        return (1...40).contains(name.count)
            && name.unicodeScalars.allSatisfy {
                ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "-" || $0 == "_"
            }
    }

    /// Where everything goes (the settings kept in the record with the target).
    static func layout(
        name: String, template: String, output: String, reload: String?, line: String?,
        in environment: IntegrationEnvironment
    ) throws(IntegrationFailure) -> IntegrationLayout {
        guard let target = IntegrationTarget(rawValue: prefix + name) else {
            throw IntegrationFailure("\(SafeText.quoted(name)) is not a template's name: 1 to 40 of a-z, 0-9, - and _")
        }
        let text = try read(template)
        do { _ = try MustacheTemplate(text) } catch {
            throw IntegrationFailure("\(SafeText.escaped(template)): \(error.description)")
        }
        var lines: [ConfigLine] = []
        if let line {
            guard let colon = line.firstIndex(of: ":"), colon != line.startIndex else {
                throw IntegrationFailure("--line takes FILE:LINE (the config file, a colon, the line to add)")
            }
            let config = String(line[..<colon]), text = String(line[line.index(after: colon)...])
            guard ConfigQuoting.isPlain(text), !text.isEmpty, !text.contains("\n") else {
                throw IntegrationFailure("the line for \(SafeText.escaped(config)) is empty or holds a control character")
            }
            lines.append(ConfigLine(config: config, line: text))
        }
        var layout = IntegrationLayout(target: target, files: [output], lines: lines)
        layout.settings = ["template": template, "system": system(of: text).rawValue]
        if let reload { layout.settings["reload"] = reload }
        return layout
    }

    static func layout(in environment: IntegrationEnvironment, dual: Bool) throws(IntegrationFailure) -> IntegrationLayout {
        throw IntegrationFailure("a template target is connected with: darkscreen integrate template NAME --template FILE --output PATH")
    }

    /// base24 when the template names a base24 slot (base10–base17), else base16.
    static func system(of text: String) -> Base16Palette.System {
        (0x10...0x17).contains { text.contains(Base16Palette.slotName($0) + "-") } ? .base24 : .base16
    }

    static func read(_ path: String) throws(IntegrationFailure) -> String {
        do {
            return String(decoding: try FileSystem.readBytes(at: path, limit: 1 << 20), as: UTF8.self)
        } catch {
            throw IntegrationFailure("the template \(error.description)")
        }
    }

    static func problem(with layout: IntegrationLayout) -> String? {
        guard let path = layout.settings["template"] else { return "no template recorded; connect it again" }
        do {
            _ = try MustacheTemplate(try read(path))
        } catch let failure as IntegrationFailure {
            return failure.description
        } catch {
            return SafeText.escaped(path) + ": " + "\(error)"
        }
        return nil
    }

    static func contents(of layout: IntegrationLayout, theme: Theme, appearance: Appearance) -> [String] {
        guard let path = layout.settings["template"], let text = try? read(path), let template = try? MustacheTemplate(text) else { return [] }
        let system = Base16Palette.System(rawValue: layout.settings["system"] ?? "") ?? .base24
        return [template.render(Base16Palette(ExportScheme(theme, appearance: appearance.resolved)).variables(system: system))]
    }

    static func lastCopy(_ layout: IntegrationLayout, _ environment: IntegrationEnvironment) -> String {
        environment.ownFolder + "/template-" + layout.target.rawValue.dropFirst(prefix.count) + ".last"
    }

    /// The output is darkscreen's while it holds what darkscreen last wrote there (or is absent).
    static func owns(_ path: String, layout: IntegrationLayout, in environment: IntegrationEnvironment) -> Bool {
        guard FileSystem.isPresent(path) else { return true }
        guard let now = try? FileSystem.readBytes(at: path, limit: 1 << 20),
            let last = try? FileSystem.readBytes(at: lastCopy(layout, environment), limit: 1 << 20)
        else { return false }
        return now == last
    }

    /// The copy of what was written, by which darkscreen knows the output as its own.
    static func wrote(_ layout: IntegrationLayout, in environment: IntegrationEnvironment) {
        guard let bytes = try? FileSystem.readBytes(at: layout.files[0], limit: 1 << 20) else { return }
        try? FileSystem.writeAtomically(bytes, to: lastCopy(layout, environment))
    }

    static func tell(_ layout: IntegrationLayout, appearance: Appearance, in environment: IntegrationEnvironment) -> IntegrationOutcome {
        guard let command = layout.settings["reload"] else { return .nextStart("rendered; the tool reads it when it starts") }
        guard let process = ChildProcess(["/bin/sh", "-c", command], output: .capture, detached: true) else { return .failed("--reload could not be started") }
        guard process.wait(upTo: 10_000) else { return .failed("--reload did not finish in 10 s") }
        guard process.exitCode == 0 else {
            return .failed("--reload failed: " + SafeText.escaped(String((process.output.split(separator: "\n").first ?? "").prefix(200))))
        }
        return .reached("rendered; --reload ran")
    }

    static func undo(_ layout: IntegrationLayout, in environment: IntegrationEnvironment) -> String? {
        var note: String? = nil
        if owns(layout.files[0], layout: layout, in: environment) {
            unlink(layout.files[0])
        } else {
            note = "\(SafeText.escaped(layout.files[0])) was changed since darkscreen wrote it; it is kept"
        }
        unlink(lastCopy(layout, environment))
        return note
    }
}

extension IntegrationTarget {
    /// The word that names a template target on the command line (`template NAME`).
    public static let templateWord = TemplateTarget.name

    /// The template target `template:NAME`, nil for a name it cannot have.
    public static func template(named name: String) -> IntegrationTarget? {
        IntegrationTarget(rawValue: TemplateTarget.prefix + name).flatMap { $0.isTemplate ? $0 : nil }
    }
}

extension IntegrationLayout {
    /// A template target's layout: `output` rendered from `template`, `reload` run after, `line`
    /// (`FILE:LINE`) added to FILE. Refused when the name, the template or the line will not do.
    public static func template(
        name: String, template: String, output: String, reload: String?, line: String?,
        in environment: IntegrationEnvironment
    ) throws(IntegrationFailure) -> IntegrationLayout {
        try TemplateTarget.layout(name: name, template: template, output: output, reload: reload, line: line, in: environment)
    }
}
