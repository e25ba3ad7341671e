import DarkscreenCore
import DarkscreenState
import DarkscreenUI
import TerminalAppearance

/// The desktop's light/dark setting, followed live: each change the portal signals is posted into
/// the run loop's inbox as an `appearanceReported` event; its high-contrast and reduced-animation
/// wishes as a `desktopPreferences` event.
final class DesktopAppearanceWake: WakeSource {
    private let monitor: DesktopAppearanceMonitor
    private let inbox: EventInbox
    private var delivered: SourceReport?
    private var deliveredPreferences: DesktopPreferences?

    init(monitor: DesktopAppearanceMonitor, inbox: EventInbox, delivered: SourceReport?) {
        self.monitor = monitor
        self.inbox = inbox
        self.delivered = delivered
    }

    var fileDescriptor: Int32? { monitor.fileDescriptor }
    var pollInterval: Int32? { nil }

    func wake() {
        monitor.acknowledge()
        if let preferences = monitor.preferences, preferences != deliveredPreferences {
            deliveredPreferences = preferences
            inbox.send(.desktopPreferences(preferences))
        }
        guard let report = monitor.latest, report != delivered else { return }
        delivered = report
        inbox.send(.appearanceReported(report))
    }
}
