import DarkscreenCore

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
