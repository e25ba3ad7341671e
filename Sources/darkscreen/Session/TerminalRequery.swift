import DarkscreenCore
import DarkscreenCurses
import DarkscreenUI
import TerminalAppearance
import DarkscreenPlatform
import DarkscreenTools

/// Carries out `.queryTerminalColors`. Written directly, the questions go out at once; through
/// tmux's passthrough they go out 150 ms after the last request (several resizes in a row make one
/// exchange), because tmux 3.3 drops a passthrough that arrives while it still has to redraw the
/// client after a resize.
final class TerminalRequery: WakeSource {
    static let passthroughDelay: Duration = .milliseconds(150)
    private let route: QueryRoute
    private var due: Duration?

    init(route: QueryRoute) {
        self.route = route
    }

    func request() {
        if route == .direct {
            TerminalProbe.requery(route: route)
        } else {
            due = MonotonicClock.now() + Self.passthroughDelay
        }
    }

    var fileDescriptor: Int32? { nil }
    var fileDescriptors: [Int32] { [] }
    var pollInterval: Int32? { due.map { max(1, Int32(($0 - MonotonicClock.now()).milliseconds.rounded(.up))) } }

    func wake() {
        guard let due, MonotonicClock.now() >= due else { return }
        self.due = nil
        TerminalProbe.requery(route: route)
    }
}
