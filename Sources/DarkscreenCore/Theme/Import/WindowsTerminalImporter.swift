import DarkscreenPlatform
/// Windows Terminal colour schemes (JSON): one scheme object, a list of them, or a settings
/// fragment `{"schemes": [...]}`. Keys: `name`, `background`, `foreground`, `cursorColor`,
/// `selectionBackground`, `black red green yellow blue purple cyan white`, and `bright…` of each.
/// Read with the project's JSONParser, so errors carry line:column.
enum WindowsTerminalImporter {
    static let ansiNames = ["black", "red", "green", "yellow", "blue", "purple", "cyan", "white"]
    static let slots: [String: SchemeFields.Slot] = {
        var slots: [String: SchemeFields.Slot] = [
            "background": .background, "foreground": .foreground, "cursorColor": .cursor,
            "selectionBackground": .selectionBackground
        ]
        for (index, name) in ansiNames.enumerated() {
            slots[name] = .palette(index)
            slots["bright" + name.prefix(1).uppercased() + name.dropFirst()] = .palette(index + 8)
        }
        return slots
    }()

    static func parse(_ bytes: [UInt8], file: String) throws(ThemeFileError) -> [ImportedScheme] {
        var problems = ImportProblems(file: file)
        let root = try ImportProblems.jsonRoot(bytes, file: file)
        var objects: [(node: JSONNode, path: String)] = []
        switch root.value {
        case .array(let items): objects = items.enumerated().map { ($0.element, "[\($0.offset)]") }
        case .object where root["schemes"] != nil:
            if case .array(let items)? = root["schemes"]?.value { objects = items.enumerated().map { ($0.element, "schemes[\($0.offset)]") } }
        default: objects = [(root, "")]
        }
        var schemes: [ImportedScheme] = []
        for (node, path) in objects {
            let prefix = path.isEmpty ? "" : path + "."
            guard case .object(let members) = node.value else {
                problems.diagnostics.append(
                    ThemeDiagnostic(
                        file: file, position: node.position, field: path,
                        message: "expected a colour scheme object, found \(node.value.kindName)"))
                continue
            }
            var fields = SchemeFields()
            fields.line = node.position.line
            fields.fieldPrefix = prefix
            for member in members {
                guard let slot = slots[member.key] else { continue }
                guard let text = member.node.stringValue else {
                    problems.diagnostics.append(
                        ThemeDiagnostic(
                            file: file, position: member.node.position, field: prefix + member.key,
                            message: "expected a colour string, found \(member.node.value.kindName)"))
                    continue
                }
                fields.set(slot, text, line: member.node.position.line, field: member.key, problems: &problems)
            }
            let name = node["name"]?.stringValue ?? (objects.count == 1 ? file.fileStem : "\(file.fileStem) \(schemes.count + 1)")
            if let scheme = fields.scheme(name: name, format: .wt, file: file, keys: ("background", "foreground"), problems: &problems) {
                schemes.append(scheme)
            }
        }
        try problems.check()
        return schemes
    }
}
