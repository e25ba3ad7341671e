import DarkscreenCore
import DarkscreenState
import TerminalAppearance
import DarkscreenPlatform
import DarkscreenTools

/// The desktop's light/dark setting, followed live: each change the portal signals is posted into
/// the run loop's inbox as an `appearanceReported` event; its high-contrast and reduced-animation
/// wishes as a `desktopPreferences` event. `followsAppearance` false: the wishes only (the
/// appearance was decided without the desktop: a flag, the environment or settings.json forces it).
package final class DesktopAppearanceWake: WakeSource {
    private let monitor: DesktopAppearanceMonitor
    private let inbox: EventInbox
    private var delivered: SourceReport?
    private var deliveredPreferences: DesktopPreferences?
    private let followsAppearance: Bool

    package init(monitor: DesktopAppearanceMonitor, inbox: EventInbox, delivered: SourceReport?, followsAppearance: Bool = true) {
        self.monitor = monitor
        self.inbox = inbox
        self.delivered = delivered
        self.followsAppearance = followsAppearance
    }

    package var fileDescriptor: Int32? { monitor.fileDescriptor }
    package var pollInterval: Int32? { nil }

    package func wake() {
        monitor.acknowledge()
        if let preferences = monitor.preferences, preferences != deliveredPreferences {
            deliveredPreferences = preferences
            inbox.send(.desktopPreferences(preferences))
        }
        guard followsAppearance, let report = monitor.latest, report != delivered else { return }
        delivered = report
        inbox.send(.appearanceReported(report))
    }
}
