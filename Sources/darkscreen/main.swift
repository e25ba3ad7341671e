import DarkscreenCore
#if canImport(Glibc)
    import Glibc
#endif
import DarkscreenPlatform
import DarkscreenTools

// A file-size limit (ulimit -f) makes a write fail with EFBIG, reported like any failed write,
// instead of ending the process halfway through one (children get the default back: ChildProcess).
signal(SIGXFSZ, SIG_IGN)

// A HOME or XDG_* folder that cannot be used is refused before any command reads a file under it
// (help, --version and the completion scripts need no folder).
let informational: Set<String> = ["-h", "--help", "help", "--version", "--generate-completion-script"]
if !CommandLine.arguments.dropFirst().contains(where: { informational.contains($0) }),
    let problem = EnvironmentPaths.problem(Environment.process.variable)
{
    CommandOutput.error(Notice(problem))
    exit(ExitStatus.usage.rawValue)
}

// The plain interactive invocations and the plain `beside` and `follow` ones skip swift-argument-parser (see
// FastLaunch, BesideRequest.recognize); the rest use it.
if !Environment.process.bypassesFastLaunch, let beside = BesideRequest.recognize(CommandLine.arguments.dropFirst()) {
    do {
        try beside.run()
    } catch {
        ExitStatus.exit(withError: error)
    }
} else if !Environment.process.bypassesFastLaunch, let follow = FollowLaunch.recognize(CommandLine.arguments.dropFirst()) {
    do {
        try follow.run()
    } catch {
        ExitStatus.exit(withError: error)
    }
} else if !Environment.process.bypassesFastLaunch,
    let launch = FastLaunch.recognize(CommandLine.arguments.dropFirst())
{
    do {
        try launch.run()
    } catch {
        ExitStatus.exit(withError: error)
    }
} else {
    do {
        var command = try Darkscreen.parseAsRoot()
        try command.run()
    } catch {
        ExitStatus.exit(withError: error)
    }
}
