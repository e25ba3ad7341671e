import DarkscreenCore

/// The appearance settings the launch knows before the loop starts.
extension AppController {
    /// When the terminal's colours are asked again while running (see `TerminalQueryPolicy`).
    public func setTerminalQueries(_ policy: TerminalQueryPolicy) {
        handle(.terminalQueriesConfigured(policy))
    }
}
