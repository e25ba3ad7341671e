#if canImport(Glibc)
    import Glibc
#endif
import DarkscreenPlatform
import DarkscreenCore

/// The tmux server darkscreen runs under (`$TMUX`), called without a shell: each call is one
/// tmux process given its commands as arguments (`;` between them), bounded in time.
public struct TmuxServer: Sendable {
    public static let callLimit: Int64 = 2000
    public static let separator = "==darkscreen=="

    public let socket: String
    /// tmux's path, found in PATH once.
    let program: String

    /// Nil outside tmux (`$TMUX` unset or empty).
    public init?(environment: (String) -> String? = Environment.process.variable) {
        guard let tmux = environment("TMUX"), let socket = tmux.split(separator: ",").first, socket.hasPrefix("/") else { return nil }
        self.socket = String(socket)
        program = TmuxStyler.locate("tmux", environment: environment) ?? "tmux"
    }

    public struct Answer: Sendable {
        /// False when tmux could not be started, timed out or refused a command.
        public var succeeded: Bool
        public var output: String

        /// The output between `separator` lines, one block per `separated` command (lines, empty ones dropped).
        public var blocks: [[String]] {
            var blocks: [[String]] = [[]]
            for line in output.split(separator: "\n", omittingEmptySubsequences: false) {
                if line == TmuxServer.separator { blocks.append([]) } else if !line.isEmpty { blocks[blocks.count - 1].append(String(line)) }
            }
            return blocks
        }

        /// The first line of a refusal, escaped for a terminal.
        public var problem: String {
            SafeText.escaped(String(output.split(separator: "\n").first ?? "no answer"))
        }
    }

    /// Runs `commands` in one tmux call, waiting at most `callLimit`.
    @discardableResult
    public func run(_ commands: [[String]]) -> Answer {
        start(commands).answer()
    }

    /// Starts `commands` in one tmux call without waiting: the caller does other work while tmux
    /// answers, then takes the answer (`Call.answer()`).
    public func start(_ commands: [[String]]) -> Call {
        Call(process: ChildProcess(Self.arguments(program: program, socket: socket, commands), output: .capture, detached: false))
    }

    /// A tmux call under way.
    public struct Call {
        let process: ChildProcess?

        /// Its answer, waiting at most `callLimit` from now (tmux is killed after that).
        public func answer() -> Answer {
            guard let process else { return Answer(succeeded: false, output: "tmux could not be started") }
            guard process.wait(upTo: TmuxServer.callLimit) else {
                return Answer(succeeded: false, output: "tmux did not answer within \(TmuxServer.callLimit / 1000) s")
            }
            return Answer(succeeded: process.exitCode == 0, output: process.output)
        }
    }

    /// tmux's arguments for `commands`: `;` between them, and an argument of the commands that
    /// ends in `;` given as `\;` (tmux would take its `;` as the end of the command and run the
    /// rest as another: a path or a value ending in `;` stays one argument).
    static func arguments(program: String, socket: String, _ commands: [[String]]) -> [String] {
        var arguments = [program, "-S", socket]
        for command in commands where !command.isEmpty {
            if arguments.count > 3 { arguments.append(";") }
            arguments += command.map { $0.hasSuffix(";") ? $0.dropLast() + "\\;" : $0 }
        }
        return arguments
    }

    /// Commands whose answers are read as separate blocks (`Answer.blocks`).
    public static func separated(_ commands: [[String]]) -> [[String]] {
        var out: [[String]] = []
        for (index, command) in commands.enumerated() {
            if index > 0 { out.append(["display-message", "-p", separator]) }
            out.append(command)
        }
        return out
    }

    /// True for "3.3", "3.3a", "next-3.4", "master" (a build from source) when at least `major.minor`.
    public static func version(_ text: String, isAtLeast major: Int, _ minor: Int) -> Bool {
        let digits = text.drop { !$0.isNumber }
        let parts = digits.split(separator: ".", maxSplits: 1)
        guard let first = parts.first.flatMap({ Int($0) }) else { return true }
        let second = parts.count > 1 ? Int(parts[1].prefix { $0.isNumber }) ?? 0 : 0
        return (first, second) >= (major, minor)
    }
}
