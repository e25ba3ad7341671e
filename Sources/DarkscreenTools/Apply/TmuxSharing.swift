import DarkscreenPlatform
import DarkscreenCore
/// Several darkscreens applying to one tmux window (side gutters, a second start): the user's own
/// values are recorded once, in user options on the window (and, for status-style, its session),
/// beside the list of darkscreens holding it; the last one out puts them back.
///
/// Every step is one tmux command list, which the server carries out without interleaving another
/// client's commands (no command in them waits), so check-and-record and check-and-restore are
/// atomic:
/// - registering adds this process to the holders and, in the same list, reads the options' own
///   values and the recorded ones. No recorded values means no darkscreen colours are there (the
///   first apply records them in the same list as it applies, and the last one out restores them
///   in the same list as it removes the record), so the values read are the user's.
/// - the first apply records what was read unless another darkscreen recorded first.
/// - releasing removes this process (and holders that no longer run) and, when no holder is left,
///   puts the user's values back and removes every darkscreen option, all in one list.
public enum TmuxSharing {
    static let windowHolders = "@darkscreen-holders"
    static let sessionHolders = "@darkscreen-session-holders"
    static let separator = "==darkscreen=="

    /// The user option holding `option`'s own value (on the option's window or session).
    static func savedName(_ option: TmuxOption) -> String { "@darkscreen-saved-" + option.rawValue }

    /// What registering learned.
    public struct Registration: Equatable, Sendable {
        public var place: TmuxPlace
        /// The user's own values: the recorded ones where a darkscreen recorded them, else those read.
        public var original: [TmuxOption: String?]
        /// The window's / the session's values were already recorded by a darkscreen.
        public var windowRecorded: Bool
        public var sessionRecorded: Bool
        /// Every process listed as holding the window or the session (this one included).
        public var holders: Set<Int32>
    }

    /// Registers `pid` in the window and session of `pane` and reads, in the same command list,
    /// the ids, each option's own value, both holder lists and the recorded values.
    public static func register(pid: Int32, pane: String, socket: String) -> [String] {
        var commands: [[String]] = [
            ["set-option", "-F", "-w", "-t", pane, windowHolders, "#{\(windowHolders)} \(pid) "],
            ["set-option", "-F", "-t", pane, sessionHolders, "#{\(sessionHolders)} \(pid) "]
        ]
        commands += read(window: pane, session: pane, withLocalValues: true)
        commands += [["display-message", "-p", separator], ["show-options", "-q", "-v", "-w", "-t", pane, BesideRecord.option]]
        return TmuxCommand.line(socket: socket, commands)
    }

    /// The reading half of `register`, also used by `darkscreen restore` (targets from a record).
    static func read(window: String, session: String, withLocalValues: Bool) -> [[String]] {
        var commands: [[String]] = [["display-message", "-p", "-t", window, "#{session_id} #{window_id}"]]
        func show(_ name: String, sessionOption: Bool) {
            commands.append(["display-message", "-p", separator])
            commands.append(["show-options", "-q", "-v"] + (sessionOption ? ["-t", session] : ["-w", "-t", window]) + [name])
        }
        if withLocalValues {
            for option in TmuxOption.allCases { show(option.rawValue, sessionOption: option.isSessionOption) }
        }
        show(windowHolders, sessionOption: false)
        show(sessionHolders, sessionOption: true)
        for option in TmuxOption.allCases { show(savedName(option), sessionOption: option.isSessionOption) }
        return commands
    }

    /// Both holder lists, for a release to take out those no longer running.
    static func readHolders(at place: TmuxPlace) -> [[String]] {
        [
            ["show-options", "-q", "-v", "-w", "-t", place.window, windowHolders], ["display-message", "-p", separator],
            ["show-options", "-q", "-v", "-t", place.session, sessionHolders]
        ]
    }

    /// Every pid in `readHolders`' answer.
    static func parseHolders(_ output: String) -> Set<Int32> {
        Set(output.split(whereSeparator: { $0 == " " || $0 == "\n" }).compactMap { Int32($0) }.filter { $0 > 0 })
    }

    /// The lines between the separators: the ids first; a block without a line is an unset option.
    static func blocks(_ output: String) -> [[Substring]] {
        var lines = output.split(separator: "\n", omittingEmptySubsequences: false)
        if lines.last == "" { lines.removeLast() }
        var blocks: [[Substring]] = [[]]
        for line in lines {
            if line == separator { blocks.append([]) } else { blocks[blocks.count - 1].append(line) }
        }
        return blocks
    }

    /// Reads `register`'s answer; nil when it has another shape (an old tmux, an error).
    public static func parseRegistration(_ output: String, socket: String) -> Registration? {
        let blocks = blocks(output)
        let count = TmuxOption.allCases.count
        guard blocks.count == 1 + count + 2 + count + 1, let place = parsePlace(blocks[0], socket: socket),
            let besideBlock = blocks.last, besideBlock.count <= 1
        else { return nil }
        var local: [TmuxOption: String?] = [:]
        for (option, block) in zip(TmuxOption.allCases, blocks[1...count]) {
            guard block.count <= 1 else { return nil }
            local[option] = .some(block.first.map(String.init))
        }
        guard let shared = parseShared(Array(blocks[(count + 1)..<(blocks.count - 1)])) else { return nil }
        var original = local
        // `darkscreen beside` runs in the window: the options it themes hold its colours, and its
        // record holds the user's own values.
        if !shared.windowRecorded, let line = besideBlock.first, let beside = BesideRecord(parsing: String(line)) {
            for (option, value) in beside.original {
                if let option = TmuxOption(rawValue: option.rawValue) { original[option] = .some(value) }
            }
        }
        for (option, value) in shared.saved where shared.recorded(option) { original[option] = .some(value) }
        return Registration(
            place: place, original: original, windowRecorded: shared.windowRecorded,
            sessionRecorded: shared.sessionRecorded, holders: shared.holders)
    }

    static func parsePlace(_ block: [Substring], socket: String) -> TmuxPlace? {
        guard block.count == 1 else { return nil }
        let ids = block[0].split(separator: " ")
        guard ids.count == 2, ids[0].hasPrefix("$"), ids[1].hasPrefix("@") else { return nil }
        return TmuxPlace(socket: socket, session: String(ids[0]), window: String(ids[1]))
    }

    /// The holder lists and the recorded values, as `read` asks them.
    struct Shared {
        var holders: Set<Int32>
        var windowHolders: Set<Int32>
        /// Only the options whose recorded value was there and well formed.
        var saved: [TmuxOption: String?]
        var windowRecorded: Bool { TmuxOption.allCases.allSatisfy { $0.isSessionOption || saved[$0] != nil } }
        var sessionRecorded: Bool { TmuxOption.allCases.allSatisfy { !$0.isSessionOption || saved[$0] != nil } }
        func recorded(_ option: TmuxOption) -> Bool { option.isSessionOption ? sessionRecorded : windowRecorded }
    }

    static func parseShared(_ blocks: [[Substring]]) -> Shared? {
        guard blocks.count == 2 + TmuxOption.allCases.count, blocks.allSatisfy({ $0.count <= 1 }) else { return nil }
        func pids(_ block: [Substring]) -> Set<Int32> {
            Set((block.first ?? "").split(separator: " ").compactMap { Int32($0) }.filter { $0 > 0 })
        }
        var saved: [TmuxOption: String?] = [:]
        for (option, block) in zip(TmuxOption.allCases, blocks.dropFirst(2)) {
            if let line = block.first, let value = decodeSaved(line) { saved[option] = value }
        }
        let window = pids(blocks[0])
        return Shared(holders: window.union(pids(blocks[1])), windowHolders: window, saved: saved)
    }

    /// A recorded value: `=` and the value, or `-` for an option that was not set there.
    static func encodeSaved(_ value: String?) -> String { value.map { "=" + $0 } ?? "-" }

    static func decodeSaved(_ text: Substring) -> String?? {
        if text == "-" { return .some(nil) }
        guard text.first == "=" else { return nil }
        return .some(String(text.dropFirst()))
    }

    /// The commands that record `original` where no darkscreen has yet (run with the first apply).
    public static func recordIfAbsent(_ original: [TmuxOption: String?], at place: TmuxPlace) -> [[String]] {
        var commands: [[String]] = []
        for sessionLevel in [false, true] {
            let options = TmuxOption.allCases.filter { $0.isSessionOption == sessionLevel }
            guard let marker = options.last else { continue }
            let record = options.map { option in
                ["set-option"] + (sessionLevel ? [] : ["-w"]) + ["-t", place.target(of: option), savedName(option), encodeSaved(original[option] ?? nil)]
            }
            commands.append(["if-shell", "-F", "-t", place.target(of: marker), "#{==:#{\(savedName(marker))},}", parsed(record)])
        }
        return commands
    }

    /// Takes `pids` out of both holder lists (each only where it is; another's entry is never touched).
    public static func remove(_ pids: [Int32], at place: TmuxPlace) -> [[String]] {
        pids.flatMap { pid -> [[String]] in
            [
                ["set-option", "-F", "-w", "-t", place.window, windowHolders, "#{s/ \(pid) / /:\(windowHolders)}"],
                ["set-option", "-F", "-t", place.session, sessionHolders, "#{s/ \(pid) / /:\(sessionHolders)}"]
            ]
        }
    }

    /// Releases `pid` (and `dead` holders): when no holder is left on the window (the session),
    /// its options get `original` back and darkscreen's own options go, in the same command list.
    public static func release(pid: Int32, dead: [Int32] = [], original: [TmuxOption: String?], at place: TmuxPlace) -> [String] {
        var commands = remove([pid] + dead.filter { $0 != pid }, at: place)
        for sessionLevel in [false, true] {
            let options = TmuxOption.allCases.filter { $0.isSessionOption == sessionLevel }
            let flag = sessionLevel ? [] : ["-w"]
            let target = sessionLevel ? place.session : place.window
            let holders = sessionLevel ? sessionHolders : windowHolders
            var back: [[String]] = []
            for option in options {
                // An option never read (no registration) is left as it is.
                guard let value = original[option] else { continue }
                let restore = TmuxCommand.setOne(option, value, at: place)
                guard BesideOption(rawValue: option.rawValue) != nil else {
                    back.append(restore)
                    continue
                }
                // While beside runs in the window, the option stays in its theme: closing beside
                // puts the user's value back from its own record.
                back.append(["if-shell", "-F", "-t", place.window, "#{==:#{\(BesideRecord.option)},}", parsed([restore])])
            }
            back += options.map { ["set-option"] + flag + ["-u", "-t", target, savedName($0)] }
            back.append(["set-option"] + flag + ["-u", "-t", target, holders])
            commands.append(["if-shell", "-F", "-t", target, "#{m/r:^ *$,#{\(holders)}}", parsed(back)])
        }
        return TmuxCommand.line(socket: place.socket, commands)
    }

    /// Commands as tmux's parser reads them (inside if-shell): every word quoted.
    static func parsed(_ commands: [[String]]) -> String {
        commands.map { $0.map(quoted).joined(separator: " ") }.joined(separator: " ; ")
    }

    /// One word for tmux's parser: in single quotes (nothing is special there: no `$`, `~`, `#{}`
    /// or `;`), a single quote as `'"'"'` (quoted words next to each other make one word).
    static func quoted(_ word: String) -> String {
        "'" + word.replacing("'", with: "'\"'\"'") + "'"
    }
}
