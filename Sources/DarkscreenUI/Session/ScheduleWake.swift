import DarkscreenCore
import DarkscreenState
import DarkscreenPlatform
import DarkscreenTools

/// The schedule, followed live: reads what it says (`.scheduled`) at start (`startUpEvent`), when
/// its next switch is due (the update step asks with `after`, then `.readSchedule`), when the
/// wall clock was set (a sleep of the machine, a stop with Ctrl-Z: `ClockSetTimer`), when the
/// time zone changes (/etc/localtime replaced) and when the setting changes (`configure`, from
/// the launch's effect switch). Reading needs the clock and the time zone, so it is done here;
/// when to read again is the update step's to say.
package final class ScheduleWake: WakeSource {
    private let inbox: EventInbox
    private let clock: ScheduleClock
    private let clockSet = ClockSetTimer()
    /// The time zone's file (a change of zone) and the fake clock's (tests only: rewriting it
    /// sets the clock).
    private let watcher: FileWatcher
    private var setting: ScheduleSetting?
    private var schedule: Schedule?
    /// A setting that cannot be used: said once, at start.
    private var problem: Notice?

    package init(inbox: EventInbox, setting: ScheduleSetting?, environment: Environment = .process) {
        self.inbox = inbox
        clock = Self.clock(environment)
        watcher = FileWatcher(paths: ["/etc/localtime"] + (clock.fakeFile.map { [$0] } ?? []))
        problem = use(setting)
    }

    package static func clock(_ environment: Environment) -> ScheduleClock { AppearanceNow.clock(environment) }

    /// What the schedule says at start (and why a setting cannot be used), before the first frame.
    package func startUpEvents() -> [AppEvent] {
        (problem.map { [.notice(.settings, $0)] } ?? []) + [reading()]
    }

    /// The setting changed in settings.json: followed, and what it says now posted.
    package func configure(_ setting: ScheduleSetting?) {
        guard setting != self.setting else { return }  // already followed (start-up's own)
        if let problem = use(setting) { inbox.send(.notice(.settings, problem)) }
        read()
    }

    /// Posts what the schedule says now (`.readSchedule`: its switch is due).
    package func read() {
        inbox.send(reading())
    }

    private func use(_ setting: ScheduleSetting?) -> Notice? {
        self.setting = setting
        do throws(ScheduleSettingError) {
            if let setting { schedule = try AppearanceNow.schedule(setting) } else { schedule = nil }
            return nil
        } catch {
            schedule = nil
            return Notice("settings.json: \(error)")
        }
    }

    private func reading() -> AppEvent {
        guard let schedule else { return .scheduled(nil) }
        let now = clock.nowWithMilliseconds()
        // The zone is read again (tzset), in case it changed.
        return .scheduled(ScheduleReading(schedule, at: now.second, calendar: SystemCalendar()), msIntoSecond: now.ms)
    }

    package var fileDescriptor: Int32? { clockSet.fileDescriptor }
    package var fileDescriptors: [Int32] { [clockSet.fileDescriptor, watcher.fileDescriptor].compactMap { $0 } }
    package var pollInterval: Int32? { watcher.pollInterval }

    package func wake() {
        let clockWasSet = clockSet.takeClockSet()
        let zoneChanged = !watcher.changes().isEmpty
        if (clockWasSet || zoneChanged) && schedule != nil { read() }
    }
}
