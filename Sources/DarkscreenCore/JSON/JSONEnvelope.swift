/// The one JSON shape of darkscreen's `--json` outputs (`list`, `show`, `appearance`): an object
/// whose first member is `"version": 1`, then the command's own members. A reader checks the
/// version; a new version is only needed for a change that breaks readers (new members are not).
public enum JSONEnvelope {
    public static let version = 1

    public static func make(_ members: [JSONMember]) -> JSONValue {
        .object([JSONMember(key: "version", node: JSONNode(.number(Double(version))))] + members)
    }

    public static func member(_ key: String, _ value: JSONValue) -> JSONMember {
        JSONMember(key: key, node: JSONNode(value))
    }
}
