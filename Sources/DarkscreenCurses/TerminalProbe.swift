import DarkscreenCore
import DarkscreenState
import DarkscreenUI
import TerminalAppearance
#if canImport(Glibc)
    import Glibc
#endif
import DarkscreenPlatform
import DarkscreenTools

/// darkscreen's use of the TerminalAppearance library: starts the detection before curses
/// (the terminal is asked while the themes load), takes its answers, and asks the terminal again
/// while running. Keys typed during the exchange are handed back as input events; a reply that
/// comes after the budget reaches the run loop's decoder, which consumes it.
public enum TerminalProbe {
    /// Starts asking (terminal, tmux, desktop) unless an override decides. Call `finish` on
    /// every path, errors included: it gives the terminal its modes back.
    /// `savingColors`: `--apply terminal`'s colours to save, asked in the same exchange.
    /// `forFrames`: the interactive start: whether frames can be shown whole is asked too.
    public static func begin(
        _ inputs: AppearanceInputs, askEverySource: Bool = false,
        savingColors: [ColorSlot] = [], forFrames: Bool = false
    ) -> AppearanceDetection {
        var detector = AppearanceDetector(environmentVariable: AppearanceInputs.environmentVariable)
        // The background is asked whenever colours are saved (it is one of the appearance's questions).
        detector.extraQueries = savingColors.isEmpty ? [] : [.color(.background)] + savingColors.map { .color($0) }
        // Whether frames can be shown whole (synchronized output), asked in the same write.
        detector.alongside = forFrames ? [.mode(TerminalQuery.synchronizedOutput)] : []
        detector.flag = inputs.flag?.rawValue
        detector.userChoice = inputs.settings == .auto ? nil : inputs.settings.rawValue
        detector.userChoiceLabel = "settings.json appearance"
        detector.askEverySource = askEverySource
        if askEverySource { detector.desktopWait = .milliseconds(500) }
        return detector.begin()
    }

    /// The answers, into `inputs.detections`; returns the keys typed meanwhile. `explaining`
    /// (`--explain`, `--json`): a terminal that answered nothing under a layer (mosh) says which.
    public static func finish(
        _ detection: AppearanceDetection, into inputs: inout AppearanceInputs,
        drainLateReplies: Bool = false, explaining: Bool = false
    ) -> [InputEvent] {
        let known = inputs.detections
        inputs.detections = detection.finish(drainLateReplies: drainLateReplies)
        // The sources the probe does not ask (known before it): the schedule, what SSH forwarded.
        for source in [AppearanceSource.schedule, .forwarded] {
            if let report = known.report(for: source) { inputs.detections.record(report) }
        }
        inputs.terminalForeground = detection.answers?.colors[.foreground]
        discardColorsAnotherDarkscreenSet(detection, in: &inputs)
        discardAnswersOfALayer(detection, in: &inputs, explaining: explaining)
        var decoder = InputDecoder()
        let typed = String(decoding: detection.input, as: UTF8.self)
        return decoder.feed(typed.unicodeScalars).filter { if case .key = $0 { true } else if case .mouse = $0 { true } else { false } }
    }

    /// Asked directly inside tmux, tmux (3.3) answers OSC 10/11 from the window's `window-style`:
    /// where darkscreen set that style (`beside`, `--apply tmux`, the `integrate tmux` file), the
    /// answer is darkscreen's own paint, not the terminal's, and does not count, now or when it
    /// comes late (`TmuxOwnPaint`). Costs one bounded tmux call, only when tmux answered (or the
    /// exchange ran out of time).
    static func discardColorsAnotherDarkscreenSet(_ detection: AppearanceDetection, in inputs: inout AppearanceInputs) {
        let answered = inputs.detections.report(for: .terminalColors)?.scheme != nil
        let environment = detection.detector.environment
        guard detection.route == .direct, !(environment["TMUX"] ?? "").isEmpty,
            answered || detection.answers?.timedOut == true,
            let paint = TmuxOwnPaint.read(environment: { environment[$0] }), !paint.painters.isEmpty
        else { return }
        if let background = detection.answers?.colors[.background] {
            guard let painter = paint.painter(of: RGB(background)) else { return }
            inputs.detections.record(
                SourceReport(
                    .terminalColors,
                    .noAnswer(
                        detail: "tmux answered with the colours \(painter) set on this window (darkscreen's own, not the terminal's)")))
        } else if paint.background == nil {
            return
        }
        inputs.terminalColorsAreAnotherDarkscreens = true
        inputs.terminalForeground = nil
    }

    /// Under a layer that answers the terminal's questions itself (nested tmux, mosh, screen,
    /// zellij: `TerminalLayers`), what "the terminal" said is the layer's: it does not decide,
    /// now or later, and the explanation names the layer and why. Costs a walk of /proc and, inside
    /// tmux, one bounded tmux call, only when the terminal answered.
    static func discardAnswersOfALayer(_ detection: AppearanceDetection, in inputs: inout AppearanceInputs, explaining: Bool) {
        let sources: [AppearanceSource] = [.terminalReport, .terminalColors]
        let answered = sources.filter { inputs.detections.report(for: $0)?.scheme != nil }
        let environment = detection.detector.environment
        let variable: (String) -> String? = { environment[$0] ?? Environment.process.variable($0) }
        guard !answered.isEmpty else {
            if explaining { nameALayerThatAnsweredNothing(sources, variable: variable, in: &inputs) }
            return
        }
        // Through tmux's passthrough the outer terminal answered: no tmux call to look for nesting.
        let layers = TerminalLayers.detect(
            variable: variable,
            clientTerminal: { detection.route == .direct ? TerminalLayers.tmuxClientTerminal(variable: variable) : nil },
            ancestors: { ProcessTable.ancestors(of: getppid()).map(\.name) })
        guard let layer = layers.first else { return }
        for source in answered {
            inputs.detections.record(SourceReport(source, .noAnswer(detail: "answered by \(layer.explanation)")))
        }
        inputs.terminalColorsAreAnotherDarkscreens = true
        inputs.terminalForeground = nil
    }

    /// No answer at all under a layer that asks nothing of the terminal (mosh answers only the
    /// device-attributes fence): the no-answer says which layer, so `--explain` names why the
    /// terminal was not heard. Only for an explanation (a start of the UI does not walk /proc for
    /// it), and only the environment and the process's ancestors are looked at (no tmux call).
    static func nameALayerThatAnsweredNothing(
        _ sources: [AppearanceSource], variable: @escaping (String) -> String?, in inputs: inout AppearanceInputs
    ) {
        let asked = sources.compactMap { source -> (AppearanceSource, String)? in
            guard case .noAnswer(let detail)? = inputs.detections.report(for: source)?.outcome else { return nil }
            return (source, detail)
        }
        guard !asked.isEmpty,
            let layer = TerminalLayers.detect(
                variable: variable, clientTerminal: { nil }, ancestors: { ProcessTable.ancestors(of: getppid()).map(\.name) }
            ).first
        else { return }
        for (source, detail) in asked {
            inputs.detections.record(SourceReport(source, .noAnswer(detail: "\(detail), under \(layer.explanation)")))
        }
    }

    /// A sequence under way when the exchange ended (a reply whose rest is slow to come, or an
    /// ESC: the Escape key or a reply's first byte): the run loop's decoder goes on with it.
    public static func unfinishedInput(_ detection: AppearanceDetection) -> String {
        String(decoding: detection.answers?.unfinished ?? [], as: UTF8.self)
    }

    /// Whether the terminal (or tmux, asked directly inside it) said it knows synchronized output
    /// (mode 2026: set, reset or permanently set). No answer, "not recognised" or "permanently
    /// reset": frames are written without it.
    public static func synchronizesOutput(_ detection: AppearanceDetection) -> Bool {
        guard detection.route == .direct, let state = detection.answers?.modes[TerminalQuery.synchronizedOutput] else { return false }
        return (1...3).contains(state)
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
    ///
    /// Never while the answer would be darkscreen's own colours: with `--apply terminal` the
    /// terminal answers the background darkscreen set; with `--apply tmux`, tmux answers a question
    /// written to it directly (no passthrough) from the pane's style, which darkscreen sets. The
    /// appearance then stays with what was answered before the first change (through the
    /// passthrough the outer terminal answers, whose colours `--apply tmux` does not touch).
    public static func policy(
        for detection: AppearanceDetection, applyingTerminal: Bool = false,
        applyingTmux: Bool = false
    ) -> TerminalQueryPolicy {
        if applyingTerminal { return .colorsApplied }
        let asked = detection.route != nil
        let inTmux = !(detection.detector.environment["TMUX"] ?? "").isEmpty
        if applyingTmux && inTmux && detection.route != .tmuxPassthrough {
            // tmux 3.6's light/dark reports come from the outer terminal: still followed.
            return TerminalQueryPolicy(asksTerminal: false, requeriesOnResizeAndFocus: false, followsReports: true)
        }
        return TerminalQueryPolicy(asksTerminal: asked, requeriesOnResizeAndFocus: asked && inTmux)
    }

    /// Asks the terminal its colours again (OSC 10 and 11, in one write; fenced when direct), the
    /// same way as at start-up. The answers arrive as input events.
    public static func requery(route: QueryRoute) {
        _ = DescriptorIO.writeAll(1, route.bytes(for: [.color(.foreground), .color(.background)]))
    }
}
