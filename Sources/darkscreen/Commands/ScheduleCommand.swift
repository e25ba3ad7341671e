import ArgumentParser
import DarkscreenCore
import DarkscreenUI
import DarkscreenState
import DarkscreenPlatform
import DarkscreenTools

/// `darkscreen schedule`: the schedule in settings.json — today's and tomorrow's switch times,
/// where it stands now, and which appearance source wins now.
struct ScheduleCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "schedule",
        abstract: "Print the light/dark schedule's switch times today and tomorrow, and which source decides now.")

    func run() throws {
        SettingsWarnings.report(skipping: [.schedule])  // the schedule's own problem ends the command below
        let settings = SettingsStore.standard().load().settings
        let setting: ScheduleSetting
        switch settings.schedule {
        case .off:
            CommandOutput.print("no schedule: settings.json has no \"schedule\" (see \(SafeText.escaped(InstalledDocument.reference("schedule.md"))))")
            return
        case .invalid(let error):
            CommandOutput.error(Notice("settings.json: \(error)"))
            throw ExitCode.failure
        case .on(let on): setting = on
        }
        let schedule: Schedule
        do throws(ScheduleSettingError) {
            schedule = try AppearanceNow.schedule(setting)
        } catch {
            CommandOutput.error(Notice("settings.json: \(error)"))
            throw ExitCode.failure
        }
        let calendar = SystemCalendar()
        let now = ScheduleWake.clock(.process).now()
        let today = calendar.local(now).date
        var text = ""
        for (label, date) in [("today", today), ("tomorrow", today.adding(days: 1))] {
            text += "\(label) (\(ScheduleStatus.isoDate(date))): " + Self.describe(schedule.day(date, calendar: calendar), calendar: calendar) + "\n"
        }
        let reading = ScheduleReading(schedule, at: now, calendar: calendar)
        text += "now: " + reading.status.description(now: now, calendar: calendar) + "\n"
        let decision = CommandAppearance.resolve(settings: settings).decision
        text +=
            decision.source == .schedule
            ? "the schedule decides: \(decision.scheme.rawValue)\n"
            : "\(decision.source.title) decides first: \(decision.scheme.rawValue) (the schedule is below it)\n"
        CommandOutput.print(String(text.dropLast()))
    }

    static func describe(_ day: Schedule.Day, calendar: some LocalCalendar) -> String {
        switch day {
        case .allDay(.light): "light all day (the sun does not set)"
        case .allDay: "dark all day (the sun does not rise)"
        case .switches(let switches):
            switches.map { "\($0.scheme.rawValue) at \(ClockText.hoursAndMinutes(calendar.local($0.moment).minutes))" }.joined(separator: ", ")
        }
    }
}
