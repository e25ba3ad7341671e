/// A position in a text file, 1-based, as editors show it.
public struct SourcePosition: Hashable, Sendable, CustomStringConvertible {
    public var line: Int
    public var column: Int
    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }
    public var description: String { "\(line):\(column)" }
}

/// A parsed JSON value that remembers where it stood in the file, so errors can say where.
/// Not `indirect`: arrays and objects hold their values in an array already, so a scalar costs no
/// box of its own (a file of a million numbers was 30 times its size in memory).
public enum JSONValue: Equatable, Sendable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONNode])
    case object([JSONMember])

    /// A short name of the kind of value, for messages ("expected a string, found a number").
    public var kindName: String {
        switch self {
        case .null: "null"
        case .bool: "a boolean"
        case .number: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }
}

/// A JSON value and its position (kept as two 32-bit numbers: a node is 32 bytes, not 40; a file
/// of a million values keeps a million nodes).
public struct JSONNode: Equatable, Sendable {
    public var value: JSONValue
    private var line: Int32
    private var column: Int32

    public var position: SourcePosition {
        get { SourcePosition(line: Int(line), column: Int(column)) }
        set {
            line = Int32(clamping: newValue.line)
            column = Int32(clamping: newValue.column)
        }
    }

    public init(_ value: JSONValue, at position: SourcePosition = SourcePosition(line: 1, column: 1)) {
        self.value = value
        line = Int32(clamping: position.line)
        column = Int32(clamping: position.column)
    }

    /// The member named `key`, when this is an object.
    public subscript(key: String) -> JSONNode? {
        guard case .object(let members) = value else { return nil }
        return members.first { $0.key == key }?.node
    }

    public var stringValue: String? {
        if case .string(let text) = value { return text }
        return nil
    }
}

/// One `"key": value` pair of an object; members keep the file's order.
public struct JSONMember: Equatable, Sendable {
    public var key: String
    public var node: JSONNode
    public init(key: String, node: JSONNode) {
        self.key = key
        self.node = node
    }
}

/// A syntax error, with the position of the offending byte.
public struct JSONSyntaxError: Error, Equatable, Sendable {
    public var message: String
    public var position: SourcePosition
}
