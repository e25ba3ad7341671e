#if canImport(Glibc)
    import Glibc
#endif

/// A detection under way (from ``AppearanceDetector/begin(desktop:)``).
public final class AppearanceDetection {
    public let detector: AppearanceDetector
    /// What the sources said so far.
    public internal(set) var resolution = AppearanceResolution()
    /// The terminal's answers, once ``finish()`` has read them.
    public private(set) var answers: QueryAnswers?
    /// The desktop setting, followed live (nil when not asked).
    public internal(set) var desktop: DesktopAppearanceMonitor?
    var channel: TTYChannel?
    var pending: PendingQuery?

    init(detector: AppearanceDetector) {
        self.detector = detector
    }

    /// How the terminal was asked (nil: it was not asked, see the terminal sources' reports).
    public var route: QueryRoute? { pendingRoute }
    var pendingRoute: QueryRoute?

    /// The terminal's modes from before the questions, while they are changed (for a signal
    /// handler that restores the terminal); nil when the terminal is not being asked.
    public var savedTerminalModes: termios? { channel?.savedModes }

    /// Reads the terminal's answers (within the budget), gives the terminal its modes back, and
    /// takes the desktop's answer if it came (waiting at most `desktopWait`, and only when it
    /// would decide). `drainLateReplies`: a program about to exit reads a late answer up to the
    /// fence (at most 500 ms more), so that it never reaches the shell.
    public func finish(drainLateReplies: Bool = false) -> AppearanceResolution {
        if let pending {
            var collected = pending.collect()
            if drainLateReplies {
                collected.input += pending.drainToFence()
                collected.unfinished = []
            }
            answers = collected
            if pending.query.queries.contains(.colorScheme) {
                resolution.record(collected.colorSchemeReport)
            } else if pending.query.route == .tmuxPassthrough {
                resolution.record(SourceReport(.terminalReport, .notAsked(reason: "only colours are asked through tmux passthrough")))
            }
            if pending.query.queries.contains(.color(.background)) { resolution.record(collected.colorsReport) }
            self.pending = nil
        }
        channel?.close()
        channel = nil
        if let desktop, resolution.report(for: .desktop) == nil {
            let needed = detector.askEverySource || resolution.decision.source > .desktop
            if let report = needed ? desktop.firstAnswer(within: detector.desktopWait) : desktop.latest {
                resolution.record(report)
            } else {
                resolution.record(SourceReport(.desktop, .noAnswer(detail: "no answer yet (still listening)")))
            }
        }
        return resolution
    }

    /// Keys typed while the terminal was being asked: the program's input.
    public var input: [UInt8] { answers?.input ?? [] }
}
