import CNcursesw
import DarkscreenCore
import DarkscreenState
import DarkscreenUI
import DarkscreenPlatform
import DarkscreenTools

/// The run loop, the one caller of the app's update step: reads input, decodes it, takes what the
/// other sources posted into its `inbox`, hands every event to the update step, carries out the
/// effects through `onEffect` and renders what changed. Sleeps in one poll on the terminal, the
/// inbox and the wake sources; wakes once a minute for the clock.
@MainActor
public final class InteractiveSession {
    public enum Ending: Equatable, Sendable {
        case quit
        case signal(Int32)
        /// The window grew past what darkscreen draws (see `TerminalSizeLimit`).
        case tooLarge(TerminalSize)
    }

    private let controller: AppController
    private let terminal: CursesTerminal
    /// Where every source of change posts its events (`EventInbox.send`).
    public let inbox: EventInbox
    private var decoder = InputDecoder()
    /// Called for each effect the app asks for but `.quit`, which ends the loop: the launch's
    /// one exhaustive switch over `AppEffect`.
    public var onEffect: (AppEffect) -> Void = { _ in }
    /// Watches files (settings, themes) with the terminal; woken when they change.
    public var wakeSource: WakeSource?
    /// Work that can wait until the first frame is on screen (the rest of a large catalog, the
    /// drop-in folders), in slices: called again while it returns true, and only when no input
    /// is waiting, so a key (or `q`) is handled between two slices rather than after all of them.
    public var afterFirstFrame: (() -> Bool)?
    /// Input that arrived before the session (typed during the start-up probe): handled first,
    /// like any other input, so a `q` or Ctrl-Z typed at once is not lost.
    public var typedAhead: [InputEvent] = []
    /// A query was written to the terminal: replies are on their way, and a lone ESC may be the
    /// first byte of one (held a little longer, see `InputDecoder.expectReplies`).
    public func expectReplies() {
        decoder.expectReplies()
    }

    /// Input read before the session that was cut off mid-sequence (the start-up exchange's
    /// `unfinished`): the decoder goes on from it.
    public func continueInput(_ unfinished: String) {
        typedAhead += decoder.feed(unfinished.unicodeScalars)
    }

    /// Input bytes read in one batch before a frame is drawn.
    private static let batchLimit = 4096

    public init(controller: AppController, terminal: CursesTerminal, inbox: EventInbox) {
        self.controller = controller
        self.terminal = terminal
        self.inbox = inbox
    }

    public func run() -> Ending {
        InputReadiness.holdSignalsOutsideWaits()
        defer { InputReadiness.releaseSignals() }
        // Start-up's events (the settings, the appearance), then the keys typed meanwhile.
        let now = MonotonicClock.milliseconds()
        // Then the first frame: from it on, a change that happens by itself fades (`.startUpHandled`).
        if let ending = handle(inbox.take() + typedAhead.map { .input($0, time: now) } + [.startUpHandled]) { return ending }
        typedAhead = []
        draw()
        while true {
            // A SIGTSTP that came while work had the signals let in (`whileBusy`) set its flag
            // without interrupting a wait: handled now, not at the next key or minute.
            if SignalMonitor.takeSuspendRequest() {
                if let ending = handle([.suspendRequested] + inbox.take()) { return ending }
                // `.resumed`, posted on `fg`, is part of this frame.
                if !inbox.isEmpty, let ending = handle(inbox.take()) { return ending }
                draw()
            }
            var timeout = decoder.isPending ? Int32(30) : WallClock.millisecondsToNextMinute()
            if let interval = wakeSource?.pollInterval { timeout = min(timeout, interval) }
            // Deferred work polls without waiting, except mid escape sequence (its 30 ms still hold).
            if afterFirstFrame != nil && !decoder.isPending { timeout = 0 }
            // A resize that came while work had the signals let in interrupted no wait: the size is
            // caught up below without sleeping first. (One that comes from here on is held until
            // the wait, which it then ends.)
            if SignalMonitor.takeResizeNotice() { timeout = 0 }
            let readiness = InputReadiness.wait(
                others: (wakeSource?.fileDescriptors ?? []) + (inbox.fileDescriptor.map { [$0] } ?? []),
                timeout: timeout)
            // A resize that ended this wait is caught up below too.
            _ = SignalMonitor.takeResizeNotice()
            var events: [AppEvent] = []
            let input: TerminalInput = readiness.terminal || readiness.interrupted ? terminal.read(timeout: 0) : .nothing
            let now = MonotonicClock.milliseconds()
            if let work = afterFirstFrame, case .nothing = input, !decoder.isPending, !readiness.other, SignalMonitor.pending == nil,
                !SignalMonitor.whileBusy(work)
            {
                afterFirstFrame = nil
            }
            switch input {
            case .signal(let number): return .signal(number)
            case .suspend: events.append(.suspendRequested)
            case .resize: events.append(.resize(terminal.size))
            case .scalar(let scalar):
                events += decoder.feed(scalar).map { .input($0, time: now) }
                if let ending = drainAvailableInput(into: &events, at: now) { return ending }
            case .nothing:
                if decoder.isPending && !readiness.other { events += decoder.flush().map { .input($0, time: now) } }
            }
            if let wakeSource, readiness.other || wakeSource.pollInterval != nil { wakeSource.wake() }
            // What the sources posted (the files, tmux and hooks, the desktop) comes first, as it
            // came before the keys read in this pass.
            events = inbox.take() + events
            // darkscreen takes SIGWINCH itself (curses sends no KEY_RESIZE): a resize is seen here,
            // as an event like any other, so its effects (asking the terminal again) are carried out.
            if terminal.catchUpWithSize() { events.append(.resize(terminal.size)) }
            if let size = terminal.tooLarge { return .tooLarge(size) }
            events.append(.clock(WallClock.hoursAndMinutes()))
            if let ending = handle(events) { return ending }
            // Effects carried out just now may have posted results (a notice): shown in this frame.
            if !inbox.isEmpty, let ending = handle(inbox.take()) { return ending }
            draw()
            if let size = terminal.tooLarge { return .tooLarge(size) }
        }
    }

    /// Feeds events to the update step and carries out their effects; an ending when one ends the session.
    private func handle(_ events: [AppEvent]) -> Ending? {
        for event in events {
            // A signal that came during an earlier event ends the batch here (see `endThroughTheLoop`).
            if let number = SignalMonitor.pending { return .signal(number) }
            if update(event) { return .quit }
        }
        if let number = SignalMonitor.pending { return .signal(number) }
        return nil
    }

    /// The one call of the update step: the state changes, the views show it, every effect but
    /// `.quit` goes to `onEffect`. True when the app asked to quit.
    private func update(_ event: AppEvent) -> Bool {
        for effect in SignalMonitor.whileBusy({ controller.handle(event) }) {
            if effect == .quit { return true }
            onEffect(effect)
        }
        return false
    }

    /// Reads whatever else is already waiting, so a burst of keys costs one frame.
    private func drainAvailableInput(into events: inout [AppEvent], at now: Int) -> Ending? {
        for _ in 0..<Self.batchLimit {
            switch terminal.read(timeout: 0) {
            case .scalar(let scalar): events += decoder.feed(scalar).map { .input($0, time: now) }
            case .resize: events.append(.resize(terminal.size))
            case .signal(let number): return .signal(number)
            case .suspend:
                events.append(.suspendRequested)
                return nil
            case .nothing: return nil
            }
        }
        return nil
    }

    /// Carries out `AppEffect.suspend` (Ctrl-Z): the terminal given back, the process stopped; on
    /// `fg` `.resumed` is posted (the whole frame painted again, at the new size if the window
    /// changed meanwhile: the next draw catches the size up).
    public func suspendUntilContinued() {
        terminal.suspendUntilContinued()
        inbox.send(.resumed)
    }

    /// Paints what changed, then `.frameWritten`: the update step hands out what `--apply` follows
    /// (carried out before the frame's end, so mode 2026 shows the frame and the terminal's
    /// colours as one update) and ends a fade whose frame was slow; that fade's target is drawn at once.
    private func draw() {
        // A resize caught up here asks for effects too (inside tmux: the colours asked again).
        if terminal.catchUpWithSize() { _ = update(.resize(terminal.size)) }
        for _ in 0..<2 {
            let started = MonotonicClock.milliseconds()
            let fading = controller.state.fade != nil
            let drew = controller.render()
            if drew {
                // --apply terminal: the frame is painted in the colours the terminal shows once they are applied.
                terminal.present(
                    controller.frame, fading: fading,
                    colors: terminal.followsThemeColors ? controller.state.shownAppliedTheme.terminal : nil)
            }
            _ = update(.frameWritten(took: drew ? MonotonicClock.milliseconds() - started : 0))
            guard drew, fading, controller.state.fade == nil else { break }
        }
        // One update: the frame and the colours written with it are shown together (mode 2026).
        terminal.endFrame()
        wakeSource?.frameWritten()
    }
}
