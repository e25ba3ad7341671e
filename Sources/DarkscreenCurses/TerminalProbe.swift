import DarkscreenCore
import DarkscreenState
import DarkscreenUI
import TerminalAppearance
#if canImport(Glibc)
import Glibc
#endif

/// darkscreen's use of the TerminalAppearance library: starts the detection before curses
/// (the terminal is asked while the themes load), takes its answers, and asks the terminal again
/// while running. Keys typed during the exchange are handed back as input events; a reply that
/// comes after the budget reaches the run loop's decoder, which consumes it.
public enum TerminalProbe {
    /// Starts asking (terminal, tmux, desktop) unless an override decides. Call `finish` on
    /// every path, errors included: it gives the terminal its modes back.
    /// `savingColors`: `--apply terminal`'s colours to save, asked in the same exchange.
    public static func begin(_ inputs: AppearanceResolver, askEverySource: Bool = false,
                             savingColors: [ColorSlot] = []) -> AppearanceDetection {
        var detector = AppearanceDetector(environmentVariable: AppearanceResolver.environmentVariable)
        // The background is asked whenever colours are saved (it is one of the appearance's questions).
        detector.extraQueries = savingColors.isEmpty ? [] : [.color(.background)] + savingColors.map { .color($0) }
        detector.flag = inputs.flag?.rawValue
        detector.userChoice = inputs.settings == .auto ? nil : inputs.settings.rawValue
        detector.userChoiceLabel = "settings.json appearance"
        detector.askEverySource = askEverySource
        if askEverySource { detector.desktopWait = .milliseconds(500) }
        return detector.begin()
    }

    /// The answers, into `inputs.detections`; returns the keys typed meanwhile.
    public static func finish(_ detection: AppearanceDetection, into inputs: inout AppearanceResolver,
                              drainLateReplies: Bool = false) -> [InputEvent] {
        inputs.detections = detection.finish(drainLateReplies: drainLateReplies)
        inputs.terminalForeground = detection.answers?.colors[.foreground]
        var decoder = InputDecoder()
        let typed = String(decoding: detection.input, as: UTF8.self)
        return decoder.feed(typed.unicodeScalars).filter { if case .key = $0 { true } else if case .mouse = $0 { true } else { false } }
    }

    /// The terminal's colours as it answered them (for `--apply terminal` to write back).
    public static func savedColors(_ detection: AppearanceDetection) -> TerminalColorSet {
        var saved = TerminalColorSet()
        for (slot, color) in detection.answers?.colors ?? [:] {
            if ColorSlot.applied.contains(slot) { saved[slot] = RGB(color) }
        }
        return saved
    }

    /// When to ask again while running: the terminal was asked at start (so it may be); inside
    /// tmux also on resize and focus-in.
    public static func policy(for detection: AppearanceDetection) -> TerminalQueryPolicy {
        let asked = detection.route != nil
        let inTmux = !(detection.detector.environment["TMUX"] ?? "").isEmpty
        return TerminalQueryPolicy(asksTerminal: asked, requeriesOnResizeAndFocus: asked && inTmux)
    }

    /// Asks the terminal its colours again (OSC 10 and 11, in one write; fenced when direct), the
    /// same way as at start-up. The answers arrive as input events.
    public static func requery(route: QueryRoute) {
        let bytes = route.bytes(for: [.color(.foreground), .color(.background)])
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeBytes { write(1, $0.baseAddress! + offset, bytes.count - offset) }
            if written < 0 && errno == EINTR { continue }
            guard written > 0 else { return }
            offset += written
        }
    }
}
