import DarkscreenPlatform
import DarkscreenCore
/// A tool's version as its `--version` (or `-V`) prints it: "kitty 0.26.5 created by Kovid Goyal",
/// "foot version: 1.13.1 -pgo", "tmux 3.3a", "tmux next-3.6", "alacritty 0.11.0 (8dbaa0b)".
public struct ToolVersion: Sendable, Comparable, CustomStringConvertible {
    public var major: Int
    public var minor: Int
    public var patch: Int
    /// The version as the tool printed it ("3.3a"), when it was read from one.
    public var text: String?

    public init(_ major: Int, _ minor: Int, _ patch: Int = 0, text: String? = nil) {
        self.major = major
        self.minor = minor
        self.patch = patch
        self.text = text
    }

    /// The first word holding "N.N" (from its first digit; letters after the numbers, as tmux's
    /// "3.3a", are dropped).
    public init?(parsing output: String) {
        for word in output.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\t" }).prefix(16) {
            guard let start = word.firstIndex(where: \.isASCIIDigit) else { continue }
            let parts = word[start...].split(separator: ".", omittingEmptySubsequences: false).prefix(3)
            let numbers = parts.map { Int($0.prefix(while: \.isASCIIDigit)) }
            guard numbers.count >= 2, let major = numbers[0], let minor = numbers[1] else { continue }
            self.init(major, minor, numbers.count > 2 ? numbers[2] ?? 0 : 0, text: SafeText.escaped(String(word[start...].prefix(32))))
            return
        }
        return nil
    }

    /// The installed program's version: `PROGRAM ARGUMENTS` found in PATH, answered within 8 s (asked
    /// once, at `integrate`; kitty's Python start-up alone takes seconds on a loaded machine).
    static func installed(_ program: String, arguments: [String], in environment: IntegrationEnvironment) -> ToolVersion? {
        guard let path = environment.locate(program),
            let process = ChildProcess([path] + arguments, output: .capture, detached: false)
        else { return nil }
        guard process.wait(upTo: 8000) else { return nil }
        return ToolVersion(parsing: String(process.output.prefix(400)))
    }

    public var description: String { text ?? (patch == 0 ? "\(major).\(minor)" : "\(major).\(minor).\(patch)") }

    public static func == (lhs: Self, rhs: Self) -> Bool {
        (lhs.major, lhs.minor, lhs.patch) == (rhs.major, rhs.minor, rhs.patch)
    }

    public static func < (lhs: Self, rhs: Self) -> Bool {
        (lhs.major, lhs.minor, lhs.patch) < (rhs.major, rhs.minor, rhs.patch)
    }
}

private extension Character {
    var isASCIIDigit: Bool { ("0"..."9").contains(self) }
}
