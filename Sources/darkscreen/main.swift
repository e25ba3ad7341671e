import DarkscreenCore

// The plain interactive invocations skip swift-argument-parser (see FastLaunch); the rest use it.
if !Environment.process.bypassesFastLaunch,
   let launch = FastLaunch.recognize(CommandLine.arguments.dropFirst()) {
    do {
        try launch.run()
    } catch {
        Darkscreen.exit(withError: error)
    }
} else {
    Darkscreen.main()
}
