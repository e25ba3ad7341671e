import DarkscreenCore
import DarkscreenUI
import TerminalAppearance

/// The desktop's light/dark setting, followed live: each change the portal signals becomes an
/// `appearanceReported` event for the app's update step.
final class DesktopAppearanceWake: WakeSource {
    private let monitor: DesktopAppearanceMonitor
    private let controller: AppController
    private var delivered: SourceReport?

    init(monitor: DesktopAppearanceMonitor, controller: AppController, delivered: SourceReport?) {
        self.monitor = monitor
        self.controller = controller
        self.delivered = delivered
    }

    var fileDescriptor: Int32? { monitor.fileDescriptor }
    var pollInterval: Int32? { nil }

    func wake() {
        monitor.acknowledge()
        guard let report = monitor.latest, report != delivered else { return }
        delivered = report
        _ = controller.handle(.appearanceReported(report))
    }
}
