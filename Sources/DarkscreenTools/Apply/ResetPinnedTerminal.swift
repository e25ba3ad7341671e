import DarkscreenPlatform
import DarkscreenCore
/// Terminals whose colour reset is known to pin a colour instead of giving the configured one back:
/// Ghostty up to 1.3.1 takes an OSC 111 (reset the background) as a fixed background, which then no
/// longer follows its own light/dark theme. There `--apply terminal` writes back the exact values
/// the terminal answered and never a reset (`TerminalColorSaving.exact`).
///
/// Told by the environment Ghostty sets: `TERM_PROGRAM=ghostty` with `TERM_PROGRAM_VERSION`, or
/// `TERM=xterm-ghostty` (its terminfo, which survives ssh) when the version is not known.
public enum ResetPinnedTerminal {
    /// The last Ghostty release whose reset pins the colour.
    public static let lastAffectedGhostty = [1, 3, 1]

    public static func matches(environment: (String) -> String?) -> Bool {
        let program = environment("TERM_PROGRAM")?.lowercased()
        if program == "ghostty" {
            guard let version = environment("TERM_PROGRAM_VERSION").flatMap(Self.version) else { return true }
            return version.lexicographicallyPrecedes(lastAffectedGhostty) || version == lastAffectedGhostty
        }
        // Another program named itself (a multiplexer inside Ghostty, say): its own reset rules hold.
        return (program == nil || program == "") && environment("TERM") == "xterm-ghostty"
    }

    /// "1.3.1", "1.2.0-main+abc123", "v1.3" as numbers (three, missing ones 0); nil when it does
    /// not start with a number.
    static func version(_ text: String) -> [Int]? {
        var rest = Substring(text)
        if rest.first == "v" { rest = rest.dropFirst() }
        let core = rest.prefix { $0.isNumber || $0 == "." }
        let numbers = core.split(separator: ".", omittingEmptySubsequences: false).prefix(3).map { Int($0) }
        guard let first = numbers.first, first != nil, numbers.allSatisfy({ $0 != nil }) else { return nil }
        let values = numbers.map { $0! }
        return values + Array(repeating: 0, count: 3 - values.count)
    }
}
