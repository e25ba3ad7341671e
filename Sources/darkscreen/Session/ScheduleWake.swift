import DarkscreenCore
import DarkscreenCurses
import DarkscreenState
import DarkscreenUI
import DarkscreenPlatform
import DarkscreenTools

/// The schedule, followed live: posts what it says (`.scheduled`) at start, at each switch (a
/// timer armed at the next one, nothing in between), when the wall clock was set (a sleep of the
/// machine, a stop with Ctrl-Z: the timer is readable at once on waking), when the time zone
/// changes (/etc/localtime replaced) and when the setting changes (`configure`, from the
/// launch's effect switch).
final class ScheduleWake: WakeSource {
    private let inbox: EventInbox
    private let clock: ScheduleClock
    private let timer = ScheduleTimer()
    /// The time zone's file (a change of zone) and the fake clock's (tests only: rewriting it
    /// sets the clock).
    private let watcher: FileWatcher
    private var setting: ScheduleSetting?
    private var schedule: Schedule?

    init(inbox: EventInbox, setting: ScheduleSetting?, environment: Environment = .process) {
        self.inbox = inbox
        clock = Self.clock(environment)
        watcher = FileWatcher(paths: ["/etc/localtime"] + (clock.fakeFile.map { [$0] } ?? []))
        apply(setting)
    }

    static func clock(_ environment: Environment) -> ScheduleClock { AppearanceNow.clock(environment) }

    /// The setting changed in settings.json.
    func configure(_ setting: ScheduleSetting?) {
        guard setting != self.setting else { return }
        apply(setting)
    }

    private func apply(_ setting: ScheduleSetting?) {
        self.setting = setting
        do throws(ScheduleSettingError) {
            if let setting { schedule = try AppearanceNow.schedule(setting) } else { schedule = nil }
        } catch {
            schedule = nil
            inbox.send(.notice(.settings, Notice("settings.json: \(error)")))
        }
        update()
    }

    /// Posts what the schedule says now and arms the timer at its next switch.
    private func update() {
        guard let schedule else {
            timer.arm(at: nil)
            inbox.send(.scheduled(nil))
            return
        }
        // The zone is read again (tzset), in case it changed.
        let reading = ScheduleReading(schedule, at: clock.now(), calendar: SystemCalendar())
        inbox.send(.scheduled(reading))
        timer.arm(at: reading.status.next.map { clock.realMoment(showing: $0.moment) })
    }

    var fileDescriptor: Int32? { timer.fileDescriptor }
    var fileDescriptors: [Int32] { [timer.fileDescriptor, watcher.fileDescriptor].compactMap { $0 } }
    var pollInterval: Int32? { watcher.pollInterval }

    func wake() {
        let woke = timer.take()
        let changed = !watcher.changes().isEmpty
        if woke != .nothing || changed { update() }
    }
}
