import DarkscreenPlatform
import DarkscreenCore
/// What `darkscreen beside` keeps in its window (the window user option `@darkscreen-beside`,
/// JSON): the companion panes, the layout asked, and each window option's own value before
/// beside changed it, so that `--off`, a companion's or the user's pane's exit, `--relayout` and
/// `darkscreen restore` all put back exactly the same. Kept in tmux, it lives as long as the window.
public struct BesideRecord: Equatable, Sendable {
    public static let option = "@darkscreen-beside"

    public var left: String?
    public var right: String?
    public var layout: BesideLayout
    /// Each window option's own value before; nil: it was not set on the window.
    public var original: [BesideOption: String?]
    /// `pane-colours` entries set on the window before (index → colour); nil: beside left the
    /// palette alone (a tmux older than 3.3, a theme without one).
    public var originalPaneColours: [Int: String]?
    /// The window's layout before (`#{window_layout}`), put back when its panes are the same again.
    public var originalLayout: String
    /// The server's `focus-events` before, when beside turned it on.
    public var focusEventsBefore: String?
    /// The window had hooks of its own for `window-layout-changed` (else the whole hook is unset
    /// on the way out, so the session's and global hooks apply to it again).
    public var hadLayoutHooks: Bool = false

    public init(
        left: String?, right: String?, layout: BesideLayout, original: [BesideOption: String?],
        originalPaneColours: [Int: String]?, originalLayout: String, focusEventsBefore: String?
    ) {
        self.left = left
        self.right = right
        self.layout = layout
        self.original = original
        self.originalPaneColours = originalPaneColours
        self.originalLayout = originalLayout
        self.focusEventsBefore = focusEventsBefore
    }

    public var companions: [String] { [left, right].compactMap { $0 } }

    /// One line (tmux's `show-options -v` answers a line per value).
    public var encoded: String {
        func string(_ text: String?) -> String { text.map { JSONWriter.write(.string($0)) } ?? "null" }
        return Self.line(left: string(left), right: string(right), rest: encodedRest)
    }

    /// `encoded` as a tmux format (`set-option -F`), for the record written in the same tmux call
    /// as the splits that make its companions: every `#` doubled (tmux gives it back single) and
    /// the companions' ids left to tmux — the pane at the window's left (right) edge, the only
    /// pane there once a companion is split off at full height. tmux expands it to `encoded` of
    /// this record with those ids.
    public func encodedAsFormat(left: Bool, right: Bool) -> String {
        func edge(_ side: String) -> String { "\"#{P:#{?pane_at_\(side),#{pane_id},}}\"" }
        return Self.line(
            left: left ? edge("left") : "null", right: right ? edge("right") : "null",
            rest: encodedRest.replacing("#", with: "##"))
    }

    /// `{ "left": …, "right": …, ` then the rest's members.
    private static func line(left: String, right: String, rest: String) -> String {
        "{ \"left\": \(left), \"right\": \(right), " + rest.dropFirst(2)
    }

    /// The members after the companions, as one line: `{ "side": …, … }`.
    private var encodedRest: String {
        func string(_ text: String?) -> JSONNode { JSONNode(text.map(JSONValue.string) ?? .null) }
        let options = BesideOption.allCases.compactMap { option -> JSONMember? in
            guard let value = original[option] else { return nil }
            return JSONMember(key: option.rawValue, node: string(value))
        }
        let colours =
            originalPaneColours.map { colours in
                JSONNode(.object(colours.keys.sorted().map { JSONMember(key: "\($0)", node: string(colours[$0])) }))
            } ?? JSONNode(.null)
        let members: [(String, JSONNode)] = [
            ("side", string(layout.side.rawValue)), ("width", string(layout.width.description)),
            ("options", JSONNode(.object(options))), ("paneColours", colours), ("layout", string(originalLayout)),
            ("focusEvents", string(focusEventsBefore)), ("hadLayoutHooks", JSONNode(.bool(hadLayoutHooks)))
        ]
        // The writer's line breaks and indents fall between tokens (a string's own newline is written `\n`).
        return JSONWriter.write(.object(members.map { JSONMember(key: $0.0, node: $0.1) }))
            .split(separator: "\n").map { $0.drop { $0 == " " } }.joined(separator: " ")
    }

    /// Nil for anything that is not a record written by `encoded` (a pane id that is not `%N`, …).
    public init?(parsing text: String) {
        guard text.utf8.count <= 64 << 10, let root = try? JSONParser.parse(Array(text.utf8)) else { return nil }
        func optionalString(_ key: String) -> String?? {
            switch root[key]?.value {
            case .string(let text)?: .some(text)
            case .null?: .some(nil)
            default: nil
            }
        }
        guard let left = optionalString("left"), let right = optionalString("right"),
            [left, right].allSatisfy({ $0.map(TmuxID.isPane) ?? true }), left != nil || right != nil,
            let sideText = root["side"]?.stringValue, let side = BesideSide(rawValue: sideText),
            let widthText = root["width"]?.stringValue, let width = BesideWidth(parsing: widthText),
            case .object(let options)? = root["options"]?.value, let colours = root["paneColours"]?.value,
            let layout = root["layout"]?.stringValue, let focusEvents = optionalString("focusEvents"),
            case .bool(let hadLayoutHooks)? = root["hadLayoutHooks"]?.value
        else { return nil }
        var original: [BesideOption: String?] = [:]
        for member in options {
            guard let option = BesideOption(rawValue: member.key) else { return nil }
            switch member.node.value {
            case .string(let value): original[option] = .some(value)
            case .null: original[option] = .some(nil)
            default: return nil
            }
        }
        var paneColours: [Int: String]?
        switch colours {
        case .null: paneColours = nil
        case .object(let members):
            paneColours = [:]
            for member in members {
                guard let index = Int(member.key), (0..<256).contains(index), let value = member.node.stringValue else { return nil }
                paneColours?[index] = value
            }
        default: return nil
        }
        self.init(
            left: left, right: right, layout: BesideLayout(side: side, width: width), original: original,
            originalPaneColours: paneColours, originalLayout: layout, focusEventsBefore: focusEvents)
        self.hadLayoutHooks = hadLayoutHooks
    }
}

/// The window options beside sets on its window (besides `pane-colours`, an array).
public enum BesideOption: String, CaseIterable, Sendable, Hashable {
    case paneBorderStyle = "pane-border-style"
    case paneActiveBorderStyle = "pane-active-border-style"
    case windowStyle = "window-style"
    case windowActiveStyle = "window-active-style"
}

/// tmux's ids as darkscreen accepts them from tmux, a record or the command line.
public enum TmuxID {
    /// `%12`
    public static func isPane(_ text: String) -> Bool { has(prefix: "%", text) }
    /// `@3`
    public static func isWindow(_ text: String) -> Bool { has(prefix: "@", text) }

    private static func has(prefix: Character, _ text: String) -> Bool {
        text.first == prefix && text.count > 1 && text.count <= 11 && text.dropFirst().allSatisfy { $0.isASCII && $0.isNumber }
    }
}
