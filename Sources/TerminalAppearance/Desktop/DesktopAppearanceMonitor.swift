#if canImport(Glibc)
    import Glibc
#endif

/// The desktop's light/dark setting, read from the XDG desktop portal and followed live (its
/// `SettingChanged` signal), on a thread of its own so the caller never waits on the bus; with it
/// the desktop's high-contrast and reduced-animation wishes (``preferences``).
///
/// Each new answer is published three ways: ``latest``, a byte on ``fileDescriptor`` (for a
/// program's poll loop), and every stream from ``reports()``; new preferences through
/// ``preferences`` and the same byte. No session bus, no portal, or a
/// portal without the key: the answer is a ``SourceReport`` saying so, quickly.
public final class DesktopAppearanceMonitor: Sendable {
    private struct State {
        var latest: SourceReport?
        var preferences: DesktopPreferences?
        var stopped = false
        /// Nothing more will come (no bus, or the bus went away, or stopped).
        var ended = false
        var continuations: [AsyncStream<SourceReport>.Continuation] = []
    }

    private let state = Locked(State())
    private let address: String?
    private let readTimeout: Duration
    private let wakePipe = WakePipe()
    private let startedAt: Duration

    /// Starts following at once (no thread at all when there is no session bus).
    /// `readTimeout` bounds the first read (a portal being started by the bus can be slow).
    public init(environment: [String: String] = ProcessEnvironment.current(), readTimeout: Duration = .seconds(2)) {
        self.readTimeout = readTimeout
        address = PortalConnection.sessionBusAddress(environment: environment)
        startedAt = MonotonicClock.now()
        guard address != nil else {
            publish(SourceReport(.desktop, .notAsked(reason: "no session bus (DBUS_SESSION_BUS_ADDRESS unset)")))
            end()
            return
        }
        if !ThreadStart.detached("ds-desktop", { self.follow() }) {
            publish(SourceReport(.desktop, .noAnswer(detail: "could not start a thread")))
            end()
        }
    }

    /// The last answer (nil until the first one).
    public var latest: SourceReport? { state.withLock { $0.latest } }

    /// The desktop's high-contrast and reduced-animation wishes (nil until read; never without a portal).
    public var preferences: DesktopPreferences? { state.withLock { $0.preferences } }

    /// Readable when a new answer came; read it with ``latest`` after ``acknowledge()``.
    public var fileDescriptor: Int32 { wakePipe.fileDescriptor ?? -1 }

    /// Empties ``fileDescriptor`` (call when it was readable).
    public func acknowledge() {
        wakePipe.drain()
    }

    /// Waits at most `timeout` for the first answer; nil if none came in time.
    public func firstAnswer(within timeout: Duration) -> SourceReport? {
        let deadline = MonotonicClock.now() + timeout
        while latest == nil {
            let remaining = deadline - MonotonicClock.now()
            guard remaining > .zero else { return nil }
            var descriptor = pollfd(fd: fileDescriptor, events: Int16(POLLIN), revents: 0)
            _ = poll(&descriptor, 1, max(1, Int32(remaining.milliseconds.rounded(.up))))
        }
        return latest
    }

    /// Waits at most `timeout` for the desktop's wishes (read just after the light/dark answer);
    /// nil when none came in time or none can come (no session bus). For a one-shot reader such
    /// as `darkscreen appearance`: it empties ``fileDescriptor`` as it waits.
    public func firstPreferences(within timeout: Duration) -> DesktopPreferences? {
        let deadline = MonotonicClock.now() + timeout
        while true {
            acknowledge()
            let (preferences, ended) = state.withLock { ($0.preferences, $0.ended) }
            if let preferences { return preferences }
            let remaining = deadline - MonotonicClock.now()
            guard !ended, remaining > .zero else { return nil }
            var descriptor = pollfd(fd: fileDescriptor, events: Int16(POLLIN), revents: 0)
            _ = poll(&descriptor, 1, max(1, Int32(remaining.milliseconds.rounded(.up))))
        }
    }

    /// Every answer from now on (the current one first, if there is one); the stream ends when
    /// nothing more can come (no session bus, the bus went away, ``stop()``).
    public func reports() -> AsyncStream<SourceReport> {
        let (stream, continuation) = AsyncStream.makeStream(of: SourceReport.self)
        let (current, ended): (SourceReport?, Bool) = state.withLock { state in
            if !state.ended { state.continuations.append(continuation) }
            return (state.latest, state.ended)
        }
        if let current { continuation.yield(current) }
        if ended { continuation.finish() }
        return stream
    }

    /// True while the setting is being followed.
    public var isFollowing: Bool { state.withLock { !$0.ended } }

    /// Stops following (the thread ends within a fraction of a second; nothing is waited for).
    public func stop() {
        state.withLock { $0.stopped = true }
        end()
    }

    private func end() {
        let continuations = state.withLock { state in
            state.ended = true
            defer { state.continuations.removeAll() }
            return state.continuations
        }
        for continuation in continuations { continuation.finish() }
    }

    private var isStopped: Bool { state.withLock { $0.stopped } }

    private func publish(_ report: SourceReport) {
        let continuations = state.withLock { state in
            state.latest = report
            return state.continuations
        }
        for continuation in continuations { continuation.yield(report) }
        wakePipe.wake()
    }

    private func publish(_ preferences: DesktopPreferences) {
        let changed = state.withLock { state in
            defer { state.preferences = preferences }
            return state.preferences != preferences
        }
        guard changed else { return }
        wakePipe.wake()
    }

    /// The thread: connect, subscribe, read once, then follow the signal until stopped.
    private func follow() {
        guard let address else { return }
        let connection: PortalConnection
        let followed = [PortalSetting.colorScheme] + PortalSetting.preferences
        do {
            connection = try PortalConnection(address: address)
            try connection.subscribe(to: followed)
        } catch {
            publish(SourceReport(.desktop, .noAnswer(detail: "session bus unreachable"), elapsed: MonotonicClock.now() - startedAt))
            end()
            return
        }
        var portalAnswers = true
        do {
            let value = try connection.read(.colorScheme, timeout: readTimeout)
            publish(Self.report(value, elapsed: MonotonicClock.now() - startedAt))
        } catch .call(let name, _) {
            publish(SourceReport(.desktop, .noAnswer(detail: Self.explain(errorName: name)), elapsed: MonotonicClock.now() - startedAt))
            portalAnswers = name == "org.freedesktop.portal.Error.NotFound"
        } catch {
            publish(SourceReport(.desktop, .noAnswer(detail: "unexpected reply from the portal"), elapsed: MonotonicClock.now() - startedAt))
        }
        var values: [PortalSetting: PortalValue] = [:]
        if portalAnswers {
            for setting in PortalSetting.preferences {
                values[setting] = try? connection.read(setting, timeout: readTimeout)
            }
        }
        publish(Self.preferences(from: values))
        let followedSet = Set(followed)
        while !isStopped {
            guard let changes = try? connection.nextChanges(of: followedSet, timeout: .milliseconds(250)) else {
                publish(SourceReport(.desktop, .noAnswer(detail: "the session bus went away")))
                end()
                return
            }
            if let scheme = changes.last(where: { $0.setting == .colorScheme }) { publish(Self.report(scheme.value, elapsed: nil)) }
            let others = changes.filter { $0.setting != .colorScheme }
            guard !others.isEmpty else { continue }
            for change in others { values[change.setting] = change.value }
            publish(Self.preferences(from: values))
        }
    }

    /// High contrast when either the portal's `contrast` is 1 or GNOME's `high-contrast` is on;
    /// reduced animation when GNOME's `enable-animations` is off. A setting not read counts as no wish.
    static func preferences(from values: [PortalSetting: PortalValue]) -> DesktopPreferences {
        DesktopPreferences(
            highContrast: values[.contrast] == .number(1) || values[.gnomeHighContrast] == .flag(true),
            reducedAnimation: values[.gnomeAnimations] == .flag(false))
    }

    static func report(_ value: PortalValue, elapsed: Duration?) -> SourceReport {
        guard case .number(let value) = value else {
            return SourceReport(.desktop, .noAnswer(detail: "color-scheme is not a number"), elapsed: elapsed)
        }
        switch value {
        case 1: return SourceReport(.desktop, .answered(.dark, detail: "color-scheme 1 (prefer dark)"), elapsed: elapsed)
        case 2: return SourceReport(.desktop, .answered(.light, detail: "color-scheme 2 (prefer light)"), elapsed: elapsed)
        case 0: return SourceReport(.desktop, .noAnswer(detail: "color-scheme 0 (no preference)"), elapsed: elapsed)
        default: return SourceReport(.desktop, .noAnswer(detail: "color-scheme \(value) (unknown value)"), elapsed: elapsed)
        }
    }

    static func explain(errorName name: String) -> String {
        switch name {
        case "org.freedesktop.DBus.Error.ServiceUnknown", "org.freedesktop.DBus.Error.NameHasNoOwner":
            "no desktop portal on the session bus"
        case "org.freedesktop.portal.Error.NotFound": "the portal has no color-scheme setting"
        case "org.freedesktop.DBus.Error.NoReply", "org.freedesktop.DBus.Error.Timeout": "the portal did not answer in time"
        case "org.freedesktop.DBus.Error.UnknownMethod", "org.freedesktop.DBus.Error.UnknownInterface", "org.freedesktop.DBus.Error.UnknownObject":
            "the portal has no Settings interface"
        default: "the portal answered with an error"
        }
    }
}
