import DarkscreenPlatform
import DarkscreenCore
/// A tool's command run for a target (`bat cache --build`, `xrdb -merge`, `dconf load`, `fish -c`):
/// no shell, stdin from /dev/null or a file's bytes through a pipe-less path argument, bounded.
enum ToolProcess {
    /// Runs `arguments` (the program found in PATH) for at most `milliseconds`; nil when it ran
    /// and exited 0, else what went wrong (escaped, one line).
    static func run(_ arguments: [String], in environment: IntegrationEnvironment, milliseconds: Int64 = 5000) -> String? {
        guard let program = arguments.first, let path = environment.locate(program) else {
            return "\(arguments.first ?? "?") is not installed"
        }
        guard let process = ChildProcess([path] + arguments.dropFirst(), output: .capture, detached: true) else {
            return "\(program) could not be started"
        }
        guard process.wait(upTo: milliseconds) else { return "\(program) did not finish in \(milliseconds / 1000) s" }
        guard process.exitCode == 0 else {
            let first = process.output.split(separator: "\n").first.map(String.init) ?? ""
            return "\(program) failed: " + SafeText.escaped(String(first.prefix(200)))
        }
        return nil
    }

    /// The output of a command that exited 0, else nil.
    static func output(_ arguments: [String], in environment: IntegrationEnvironment, milliseconds: Int64 = 5000) -> String? {
        guard let program = arguments.first, let path = environment.locate(program),
            let process = ChildProcess([path] + arguments.dropFirst(), output: .capture, detached: true),
            process.wait(upTo: milliseconds), process.exitCode == 0
        else { return nil }
        return process.output
    }
}
