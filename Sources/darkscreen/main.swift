import DarkscreenCore

// The plain interactive invocations skip swift-argument-parser (see FastLaunch); the rest use it.
if FileSystem.environment(FastLaunch.bypassVariable) == nil,
   let launch = FastLaunch.recognize(CommandLine.arguments.dropFirst()) {
    do {
        try launch.run()
    } catch {
        Darkscreen.safeExit(withError: error)
    }
} else {
    Darkscreen.safeMain()
}
