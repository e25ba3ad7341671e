import DarkscreenCore

// The plain interactive invocations skip swift-argument-parser (see FastLaunch); the rest use it.
if !Environment.process.bypassesFastLaunch,
   let launch = FastLaunch.recognize(CommandLine.arguments.dropFirst()) {
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
