import DarkscreenCore
import DarkscreenCurses
import DarkscreenState
import DarkscreenUI

/// The schedule, followed live: posts what it says (`.scheduled`) at start, at each switch (a
/// timer armed at the next one, nothing in between), when the wall clock was set (a sleep of the
/// machine, a stop with Ctrl-Z: the timer is readable at once on waking) and when the setting
/// changes (`configure`, from the launch's effect switch).
final class ScheduleWake: WakeSource {
    private let inbox: EventInbox
    private let clock: ScheduleClock
    private let calendar = SystemCalendar()
    private let timer = ScheduleTimer()
    /// The fake clock's file (tests only): rewriting it sets the clock.
    private let fakeClockWatcher: FileWatcher?
    private var setting: ScheduleSetting?
    private var schedule: Schedule?

    init(inbox: EventInbox, setting: ScheduleSetting?, environment: Environment = .process) {
        self.inbox = inbox
        clock = Self.clock(environment)
        fakeClockWatcher = clock.fakeFile.map { FileWatcher(paths: [$0]) }
        apply(setting)
    }

    static func clock(_ environment: Environment) -> ScheduleClock {
        ScheduleClock(fakeFile: environment.variable(ScheduleClock.fakeVariable))
    }

    /// The setting with its place worked out (`"sun": "auto"`: the time zone's).
    static func schedule(_ setting: ScheduleSetting, environment: Environment = .process) throws(ScheduleSettingError) -> Schedule {
        try Schedule(setting, zoneName: ZoneLocation.currentZoneName(tz: environment.variable("TZ")), zoneLocation: { ZoneLocation.find($0) })
    }

    /// The setting changed in settings.json.
    func configure(_ setting: ScheduleSetting?) {
        guard setting != self.setting else { return }
        apply(setting)
    }

    private func apply(_ setting: ScheduleSetting?) {
        self.setting = setting
        do throws(ScheduleSettingError) {
            if let setting { schedule = try Self.schedule(setting) } else { schedule = nil }
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
        let reading = ScheduleReading(schedule, at: clock.now(), calendar: calendar)
        inbox.send(.scheduled(reading))
        timer.arm(at: reading.status.next.map { clock.realMoment(showing: $0.moment) })
    }

    var fileDescriptor: Int32? { timer.fileDescriptor }
    var fileDescriptors: [Int32] { [timer.fileDescriptor, fakeClockWatcher?.fileDescriptor].compactMap { $0 } }
    var pollInterval: Int32? { fakeClockWatcher?.pollInterval }

    func wake() {
        let woke = timer.take()
        let clockFileChanged = !(fakeClockWatcher?.changes().isEmpty ?? true)
        if woke != .nothing || clockFileChanged { update() }
    }
}
