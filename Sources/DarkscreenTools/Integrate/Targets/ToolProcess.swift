#if canImport(Glibc)
    import Glibc
#endif
import DarkscreenPlatform
import DarkscreenCore
/// A tool's command run for a target (`bat cache --build`, `xrdb -merge`, `dconf load`, `fish -c`):
/// no shell, stdin from /dev/null or from one of darkscreen's regular files, bounded.
enum ToolProcess {
    /// Runs `arguments` (the program found in PATH) for at most `milliseconds`; nil when it ran
    /// and exited 0, else what went wrong (escaped, one line). `input`: a regular file for its
    /// stdin (opened here without blocking; anything else is refused).
    static func run(_ arguments: [String], in environment: IntegrationEnvironment, milliseconds: Int64 = 5000, input: String? = nil) -> String? {
        guard let program = arguments.first, let path = environment.locate(program) else {
            return "\(arguments.first ?? "?") is not installed"
        }
        var stdin: Int32?
        if let input {
            let fd = open(input, O_RDONLY | O_NOCTTY | O_NONBLOCK | O_CLOEXEC)
            var info = stat()
            guard fd >= 0, fstat(fd, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else {
                if fd >= 0 { close(fd) }
                return "cannot read " + SafeText.escaped(input)
            }
            stdin = fd
        }
        defer { if let stdin { close(stdin) } }
        guard let process = ChildProcess([path] + arguments.dropFirst(), output: .capture, detached: true, input: stdin) else {
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
