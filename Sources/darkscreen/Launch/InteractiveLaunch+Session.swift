import DarkscreenCore
import DarkscreenCurses
import DarkscreenState
import DarkscreenUI
import TerminalAppearance
import DarkscreenPlatform
import DarkscreenTools

/// The session: the terminal taken over, the app made, every source of events wired to post into
/// the one inbox, the run loop run; the terminal, tmux and the files put right on the way out.
extension InteractiveLaunch {
    @MainActor
    func runSession(_ found: StartUp) throws -> InteractiveSession.Ending {
        let terminal: CursesTerminal
        do {
            terminal = try CursesTerminal.start(found.term, colorOverride: colors.override)
        } catch {
            CommandOutput.error("\(error)")
            throw ExitStatus.notATerminal
        }
        defer { terminal.stop() }
        terminal.synchronizesFrames = found.probe.map(TerminalProbe.synchronizesOutput) ?? false
        let controller = AppController(
            catalog: found.firstFrame.catalog, themeIndex: found.index,
            traits: TraitCollection(appearance: found.appearanceInputs.decision.appearance),
            size: terminal.size, time: WallClock.hoursAndMinutes(),
            symbols: terminal.capabilities.isUTF8 ? .unicode : .ascii,
            companion: companion.forced ?? .unspecified, listShown: !inBeside)
        // Every source below posts into the inbox; only the session hands events to the update step.
        let inbox = EventInbox()
        let sync = LiveSync(
            inbox: inbox, store: found.store, themeFiles: found.files, settings: found.saved.settings,
            state: found.stateStore, stateSnapshot: found.saved.state)
        // The schedule says what it says now (before the first frame); the update step asks again at each switch.
        let schedule = ScheduleWake(inbox: inbox, setting: found.saved.settings.settings.schedule.setting)
        let shell = applyShell(found, terminal: terminal, inbox: inbox)
        // Before the terminal's stop(): a connected terminal is left in the theme committed here.
        defer { terminal.colorsAfterQuit = shell.restore() }
        // The one timer: `AppEffect.after` (a fade's frames, the re-query's delay, the schedule's next switch).
        let timer = TimerWake(inbox: inbox)
        var sources: [WakeSource] = [sync, shell, schedule, timer]
        if let probe = found.probe, let desktop = probe.desktop, desktop.isFollowing {
            // The desktop setting, followed live: each change is an appearanceReported event.
            sources.append(
                DesktopAppearanceWake(
                    monitor: desktop, inbox: inbox,
                    delivered: found.appearanceInputs.detections.report(for: .desktop)))
        }
        if found.probe?.desktop == nil {
            // The appearance is forced, so the desktop was not asked light or dark; its high-contrast
            // wish still counts (a thread of its own, none without a session bus).
            let monitor = DesktopAppearanceMonitor()
            if monitor.isFollowing {
                sources.append(DesktopAppearanceWake(monitor: monitor, inbox: inbox, delivered: nil, followsAppearance: false))
            }
        }
        for event in startUpEvents(found, schedule: schedule, applyingTmux: shell.tmux != nil) { inbox.send(event) }
        let session = InteractiveSession(controller: controller, terminal: terminal, inbox: inbox)
        session.typedAhead = found.typedKeys
        // The start-up questions' answers are late (no fence yet): they come to the run loop.
        if let probe = found.probe, let answers = probe.answers {
            if answers.timedOut { session.expectReplies() }
            session.continueInput(TerminalProbe.unfinishedInput(probe))
        }
        session.wakeSource = WakeSourceGroup(sources)
        shell.windowRecolour = besideRecolour.map { HookRunner(commandsOnly: [$0]) }
        session.onEffect =
            Effects(
                sync: sync, shell: shell, schedule: schedule, timer: timer,
                scheduledClaim: ScheduledSwitchClaim(folder: found.stateStore.directory),
                queryRoute: found.probe?.route ?? .direct, session: session, inbox: inbox, store: found.store,
                besideFocus: inBeside ? BesideFocus(environment: Environment.process.variable) : nil
            ).carryOut
        if found.firstFrame.isPartial {
            session.afterFirstFrame = sync.deferredThemesLoad()
        } else if let key = found.firstFrame.cachedFolders {
            session.afterFirstFrame = sync.confirmCachedFolders(key)
        }
        let ending = session.run()
        sync.finishPendingWrites()
        return ending
    }

    /// What start-up found, as the events the first frame is drawn from (in this order): the
    /// settings and state files (and their problems), moving an old layout, the appearance's
    /// inputs, what the schedule says, how the terminal may be asked again, whether Ctrl-Z can stop.
    private func startUpEvents(_ found: StartUp, schedule: ScheduleWake, applyingTmux: Bool) -> [AppEvent] {
        var events = LiveSync.startUpEvents(
            settings: found.saved.settings, stateSnapshot: found.saved.state,
            userThemeErrors: found.firstFrame.userFileErrors, themeFromCommandLine: theme != nil)
        if let problem = found.saved.problem {
            events.append(.notice(.settings, "cannot move the layout to state.json: \(problem.reason)"))
        }
        events.append(.appearanceConfigured(found.appearanceInputs))
        events += schedule.startUpEvents()
        if let probe = found.probe {
            // With --apply terminal/tmux the appearance stays with what was there before the first change.
            var policy = TerminalProbe.policy(for: probe, applyingTerminal: found.targets.contains(.terminal), applyingTmux: applyingTmux)
            // Through tmux's passthrough: 150 ms after the last request (tmux 3.3 drops one sent while it redraws after a resize).
            if let route = probe.route, route != .direct { policy.requeryDelay = Self.passthroughRequeryDelay }
            events.append(.terminalQueriesConfigured(policy))
        }
        // A pane beside opened runs darkscreen without a shell: nothing there could resume it.
        if inBeside { events.append(.jobControl(false)) }
        return events
    }

    /// How long a re-query through tmux's passthrough waits after the last request (ms).
    static let passthroughRequeryDelay = 150

    /// `--apply` and hooks: the terminal's colours (saved first, the way the terminal allows),
    /// tmux's styles, the hooks; a start-up notice when `--apply tmux` cannot work or a killed
    /// darkscreen left tmux styles behind.
    @MainActor
    private func applyShell(_ found: StartUp, terminal: CursesTerminal, inbox: EventInbox) -> ApplyShell {
        let targets = found.targets
        if targets.contains(.terminal) {
            let answers = found.probe.map(TerminalProbe.savedColors) ?? TerminalColorSet()
            terminal.followThemeColors(saving: TerminalColorSaving.choose(environment: Environment.process.variable, answered: answers))
        }
        let tmux = targets.contains(.tmux) ? TmuxStyler() : nil
        // tmux's options are put back by a tmux command, which a signal handler cannot run.
        if tmux != nil { SignalMonitor.endThroughTheLoop() }
        let runner = HookRunner(configFolder: found.store.directory, commands: hooks)
        let shell = ApplyShell(
            writeColors: targets.contains(.terminal) ? { terminal.applyColors($0) } : nil,
            tmux: tmux, hooks: runner.hooks.isEmpty ? nil : runner,
            report: { inbox.send(.notice(.apply, $0)) },
            integrations: IntegrationWorker(), reportReach: { inbox.send(.notice(.integrations, $0)) })
        if targets.contains(.tmux) && tmux == nil {
            shell.startupNotice = "--apply tmux: not inside tmux ($TMUX is not set)"
        } else if !TmuxRestoreRecord.leftBehind().isEmpty {
            shell.startupNotice = Notice("a killed darkscreen left tmux styles", action: "run 'darkscreen restore'")
        }
        return shell
    }
}

/// Every effect the update step asks for is carried out here, and only here: a new `AppEffect`
/// gets its case in `carryOut` (the switch is exhaustive, so the compiler points here). It carries
/// out, it does not decide: what to do is in the effect. What the app must know of the outcome
/// comes back into the inbox as an event.
@MainActor
struct Effects {
    let sync: LiveSync
    let shell: ApplyShell
    let schedule: ScheduleWake
    let timer: TimerWake
    /// A scheduled switch reaches hooks and the connected tools from the one darkscreen that claims it.
    let scheduledClaim: ScheduledSwitchClaim
    /// How the terminal is asked its colours again (direct, or through tmux's passthrough).
    let queryRoute: QueryRoute
    unowned let session: InteractiveSession
    let inbox: EventInbox
    /// settings.json's folder, where the user's themes.json is.
    let store: SettingsStore
    /// In a companion pane `beside` opened: a commit gives the focus back to the work pane.
    let besideFocus: BesideFocus?

    func carryOut(_ effect: AppEffect) {
        switch effect {
        case .commit(let name):
            // The commit's own frame first: settings.json and state.json are written after it
            // (LiveSync.frameWritten); with tools connected it says they are being reached.
            if let receipt = shell.reachingNotice(for: name) { inbox.send(.notice(.integrations, receipt)) }
            sync.save { $0.themeName = name }  // settings.json
            sync.rememberCommitted(name)  // state.json's recent themes
            besideFocus?.commitMade()  // in a beside companion: back to the work pane
        case .appearanceOverride(let choice): sync.save { $0.appearance = choice }
        case .layoutChanged(let ratio, let listOnRight): sync.saveLayout(ratio: ratio, listOnRight: listOnRight)  // state.json
        case .applyShown(let shown): shell.apply(shown: shown)  // the terminal's colours, tmux
        case .applyCommitted(let committed, let scheduledSwitch):  // beside's window; hooks; the tools connected by `integrate`
            // After the frame; the hooks (beside's recolour) read the commit from settings.json.
            sync.writeSaves()
            shell.recolourWindow(for: committed)
            // A scheduled switch reaches hooks and tools from one darkscreen only (the first to claim it).
            if let scheduledSwitch, !scheduledClaim.claim(moment: scheduledSwitch.moment, scheme: scheduledSwitch.scheme) { break }
            shell.runHooks(for: committed)
            shell.reachConnectedTools(committed)
        case .queryTerminalColors:  // the answers come back as input (OSC 10, 11, the fence)
            TerminalProbe.requery(route: queryRoute)
            session.expectReplies()
        case .scheduleChanged(let setting): schedule.configure(setting)  // what it says comes back as .scheduled
        case .readSchedule: schedule.read()  // comes back as .scheduled
        case .favourite(let name, let marked): sync.saveFavourite(name, marked: marked)  // state.json
        case .deriveLegible(let theme, let floor):  // the user's themes.json; the watcher reloads the catalog
            inbox.send(.notice(.derive, LegibleVariant.add(theme, floor: floor, store: store)))
        case .after(let milliseconds, let event): timer.after(milliseconds, event)  // comes back through the inbox
        case .suspend:  // tmux's options and the terminal given back, stopped until `fg`; .resumed comes back
            shell.suspend()
            session.suspendUntilContinued()
        case .quit: break  // the run loop ends on it before this is called
        }
    }
}
