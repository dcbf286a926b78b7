import CellGrid
import Foundation
import HostIO
import Terminal
import WidgetEngine

/// The home screen, independent of any terminal: one update function over a ``HomeModel``
/// and the ``ScreenStack`` on it. Every input arrives as a ``HomeMessage`` through
/// ``send(_:at:)``, which answers the ``HomeEffects`` the run loop performs; ``frame(at:)``
/// draws.
///
/// ```
/// key ─▶ send(.key) ─▶ top screen ─▶ intents ─▶ model ─▶ step (engine, stacks, visibility)
///                                                              └─▶ effects: calls, draw, wake
/// ```
@MainActor
public final class HomeScreen {
    /// The state: the home and the widgets it hosts.
    let model: HomeModel
    /// The screens: the grid at the bottom, what the user opened over it on top.
    let stack: ScreenStack
    /// Where `WidgetCenter` reload requests come from (widgets call `WidgetCenter.shared`;
    /// the program hands that one in).
    let widgetCenter: WidgetCenter
    /// Where `ControlCenter` reload requests come from (the program hands in `.shared`).
    let controlCenter: ControlCenter
    /// The settings the bundled controls change (the program hands in `.shared`).
    let switches: HostSwitches
    /// The tinted appearance as last published to ``switches``: a control changed it when
    /// they differ (a key changes the appearance itself).
    var publishedTinted = false
    /// Makes the frames: whole, or over the last one where only that changed.
    var painter = FramePainter()
    /// The instances of live widgets last told they are on the page shown.
    var attended: [LiveInstance] = []
    /// The widget kinds each real-time signal reloads (`SIGRTMIN+N`: a plugin's
    /// `<homescreen.signal>N</…>`); the run loop listens for these signals.
    public var signalKinds: [Int: [String]] = [:]
    /// The files and folders the placed widgets read, watched by the run loop.
    var sources = WidgetSources(folders: .process)
    /// The layout's revision ``sources`` was worked out for (nil: not yet).
    var sourcesRevision: Int?
    /// Set by a message whose change shows by the next whole second (an activity's update):
    /// drawn at once only when the screen does not wake by then anyway.
    var changeDrawsBySecond = false
    /// A running activity's plain updates, taken on the control socket's thread and taken
    /// from it at the next message (``takeArrivedUpdates(at:)``), drawn in that frame.
    public let activityInbox = ActivityInbox()
    /// The running activities as last told to ``activityInbox``.
    var publishedRunning: (running: [String: Date], ended: Set<String>) = ([:], [])
    /// False while the clock stands still (a virtual clock at speed 0, as tests and demos run
    /// it): no next second comes, so a change that would wait for it is drawn at once.
    public var timePasses = true
    /// Until when only live text changes, as the last whole step found (nil: anything may
    /// change at the next message).
    var liveWindow: LiveTextWindow?
    /// ``HostSwitches/changes`` when the switches were last applied.
    var switchChangesApplied = 0
    /// Set by a live tick: its frame keeps the last frame's basis (``FramePainter``).
    var liveFrameDue = false
    /// Whether a frame was drawn since the last whole step: a live tick draws over that frame
    /// (only its live text), so one whose step changed what is shown without drawing it (an
    /// activity's change waits for the next second's frame; drawing paused) takes the whole
    /// step instead.
    var stepDrawn = false
    /// The ticks that took the live-text way so far (tests check it is taken).
    var liveTicks = 0

    /// - Parameters:
    ///   - widgetCenter: the center whose reload requests the engine takes at each message
    ///     (the program hands in `WidgetCenter.shared`; the default is a center of its own).
    ///   - workers: how many calls into widget code run at once (see ``WorkerCount``); the
    ///     others wait their turn. Unbounded by default, as headless tools and tests run them.
    public init(
        catalog: WidgetCatalog, layout: HomeLayout, themes: [Theme], themeIndex: Int, profile: DeviceProfile = .iPhone,
        settings: EngineSettings = .standard, store: EngineStore?, screenSize: CellSize, timeZone: TimeZone = .current,
        locale: Locale = .current, config: HomeConfig = .defaults, widgetCenter: WidgetCenter = WidgetCenter(),
        controlCenter: ControlCenter = ControlCenter(), switches: HostSwitches = HostSwitches(), workers: Int = .max
    ) {
        var environment = EnvironmentValues()
        environment.timeZone = timeZone
        environment.locale = locale
        environment.hourCycle = config.hourCycle
        model = HomeModel(
            catalog: catalog, layout: layout, themes: themes, themeIndex: themeIndex, profile: profile, settings: settings,
            store: store, screenSize: screenSize, environment: environment, config: config, workers: workers)
        stack = ScreenStack(base: HomeGridScreen())
        self.widgetCenter = widgetCenter
        self.controlCenter = controlCenter
        self.switches = switches
        publishedTinted = model.appearance.tinted
        switches.publish(tinted: publishedTinted, theme: model.theme.name, command: config.controlCommand, hourCycle: config.hourCycle)
    }

    /// Takes one message at `now` and answers what the run loop is to do.
    ///
    /// Whatever the message, the same steps follow it, once: the instances a start left for
    /// later are placed before a message that needs them all; the message is applied (a key
    /// goes to the top screen, whose intents the model applies; an answer to the engine or
    /// the screen that asked); the screens and the model are brought to `now` (WidgetCenter's
    /// requests, a clock change, the stacks' rotation, what is on screen, the reloads due,
    /// persistence, the placeholders about to be drawn); and the calls that can start are
    /// handed out with the next instant to wake.
    ///
    /// A tick within the live-text window (``LiveTextWindow``), with nothing arrived from
    /// elsewhere, takes a shorter way: only the live text is brought to `now`.
    public func send(_ message: HomeMessage, at now: Date) -> HomeEffects {
        let centerRequests = widgetCenter.takeRequests()
        let controlRequests = controlCenter.takeRequests()
        let arrived = activityInbox.take()
        let monotonic: TimeInterval? = if case let .tick(reading) = message { reading } else { nil }
        if let monotonic, centerRequests.isEmpty, controlRequests.isEmpty,
            let effects = liveTick(at: now, monotonic: monotonic, arrived: arrived)
        {
            return effects
        }
        liveWindow = nil
        liveFrameDue = false
        stepDrawn = false
        gridTiles?.keysHeld = false
        if model.placesRemaining,
            needsEveryInstance(message) || !centerRequests.isEmpty
                || monotonic.flatMap({ model.engine.clockDrift(wall: now, monotonic: $0) }) != nil
        {
            model.placeRemaining(at: now)
        }
        var effects = HomeEffects()
        takeArrivedUpdates(arrived, at: now)
        update(message, at: now, into: &effects)
        if model.backgroundQueryExpired(at: now) { effects.backgroundQuery = .stopWaiting }
        model.reloadControls(controlRequests)
        applySwitches(at: now, into: &effects)
        for screen in stack.screens { perform(screen.advance(to: now, model: model), from: screen, at: now, into: &effects) }
        model.step(
            to: now, monotonic: monotonic, centerRequests: centerRequests, coversPage: stack.coversPage,
            shownInstead: stack.shownItems(model: model))
        effects.attention = takeAttention(at: now)
        effects.sources = takeSources()
        effects.calls = model.hosted.startCalls(at: now)
        effects.finishedBurst = model.hosted.work.takeBurst()
        if effects.finishedBurst != nil || effects.readCaches != nil { effects.draw = max(effects.draw, .redraw) }
        noteQuietTiles(at: now)
        let scheduled = nextScheduledChange(after: now)
        effects.wake = [scheduled, nextLiveTick(after: now)].compactMap(\.self).min()
        if changeDrawsBySecond {
            changeDrawsBySecond = false
            let frame = [model.nextChange(after: now, saves: false), stack.nextChange(after: now, model: model)].compactMap { $0 }.min()
            if !timePasses || !model.wakesWithinTheSecond(frame, after: now) { effects.draw = max(effects.draw, .redraw) }
        }
        publishRunningActivities()
        liveWindow = LiveTextWindow(from: now, until: scheduled, screen: self, effects: effects)
        return effects
    }

    /// The whole screen at `now`, drawn from the bottom screen up. It reads the model
    /// (archives only; no widget code runs) and changes nothing but memos: the tiles laid out,
    /// the wallpaper and the status bar as last painted.
    public func frame(at now: Date) -> HomeFrame {
        defer {
            liveFrameDue = false
            stepDrawn = true
        }
        return painter.frame(stack, model: model, at: now, liveTick: liveFrameDue)
    }

    /// The whole screen at `now` drawn whole, never over the last frame (what ``frame(at:)``
    /// must equal; the damage path's tests compare them).
    func wholeFrame(at now: Date) -> CellBuffer {
        // Every tile asked of the engine anew, even inside the live-text window.
        let tiles = gridTiles
        let held = tiles?.keysHeld ?? false
        tiles?.keysHeld = false
        defer { tiles?.keysHeld = held }
        return stack.draw(model: model, at: now)
    }

    /// The grid's tiles (the bottom screen's renderer).
    var gridTiles: TileRenderer? { (stack.screens.first as? HomeGridScreen)?.tiles }

    /// What a click can land on now, as the mouse's messages are hit-tested: the page's tiles
    /// and the dock's icons while the grid is on top; nothing under a sheet or in edit mode.
    public var hitTargets: [HitTarget] {
        stack.top is HomeGridScreen ? model.hitTargets : []
    }

    /// Writes what waits to be written (the live activities, at most once a second): the
    /// run loop calls it as the home screen closes.
    public func saveUnsaved(at now: Date) {
        model.saveActivitiesIfDue(at: now, force: true)
    }

    /// When anything on screen changes next: the model's next instant, a screen's own.
    public func nextWake(after now: Date) -> Date? {
        [nextScheduledChange(after: now), nextLiveTick(after: now)].compactMap(\.self).min()
    }

    /// When live text on screen next changes: the widgets' (the engine's live ticks) and the
    /// activities' strip's.
    func nextLiveTick(after now: Date) -> Date? {
        [model.hosted.engine.nextLiveTick(after: now), model.activitiesLiveTick(after: now)].compactMap(\.self).min()
    }

    /// When anything on screen besides live text changes next: the model's next instant
    /// without the engine's live ticks, a screen's own (where a ``LiveTextWindow`` ends).
    func nextScheduledChange(after now: Date) -> Date? {
        [model.nextChange(after: now, liveText: false), stack.nextChange(after: now, model: model)].compactMap(\.self).min()
    }

    /// Applies what the bundled controls changed (do not disturb, tinted, the theme) and
    /// publishes what is shown, which their values read.
    private func applySwitches(at now: Date, into effects: inout HomeEffects) {
        switchChangesApplied = switches.changes
        let wanted = switches.take()
        model.setQuiet(wanted.quiet)
        if wanted.pausesReloads != model.engine.reloadsPaused {
            model.hosted.engine.pauseReloads(wanted.pausesReloads, at: now)
            effects.draw = max(effects.draw, .redraw)
        }
        if wanted.tinted != publishedTinted, wanted.tinted != model.appearance.tinted {
            model.apply(.setAppearance(.toggleTinted), at: now)
            effects.draw = max(effects.draw, .redraw)
        }
        for _ in 0..<wanted.themeSteps {
            model.apply(.setAppearance(.nextTheme), at: now)
            effects.draw = max(effects.draw, .redraw)
        }
        publishedTinted = model.appearance.tinted
        switches.publish(
            tinted: publishedTinted, theme: model.theme.name, command: model.config.controlCommand,
            hourCycle: model.engine.environment.hourCycle)
    }

    /// Whether `message` may reach any instance of the layout, so that every instance must be
    /// placed first (a start with a store places the page shown only).
    private func needsEveryInstance(_ message: HomeMessage) -> Bool {
        switch message {
        case .key, .mouse, .paste, .control, .layoutFileChanged, .signal, .present, .sourcesChanged: true
        case let .resize(size): size != model.screenSize
        case let .cachesRead(_, finishesReading): finishesReading
        case .tick, .start, .terminalBackground, .focusIn, .donationsRead, .activitiesRead, .answered, .abandoned, .launchFinished,
            .notice, .problemsFound, .press, .pushed, .commandFinished, .pressControl, .settingsChanged,
            .catalogChanged, .controlsRequested:
            false
        }
    }

    /// Carries out what `screen` answered: intents to the model (a call it asks for is
    /// remembered as its own), stack changes to the stack, the rest into `effects`.
    func perform(_ action: ScreenAction, from screen: any Screen, at now: Date, into effects: inout HomeEffects) {
        switch action {
        case .none, .unhandled:
            return
        case .redraw:
            break
        case let .intent(intent):
            if let token = model.apply(intent, at: now), case let .ask(call) = intent {
                stack.record(token, call: call, for: screen, model: model, at: now)
                return
            }
        case let .push(next):
            stack.push(next)
        case .pop:
            model.hosted.work.cancel(stack.remove(screen))
        case let .replace(next):
            model.hosted.work.cancel(stack.remove(screen))
            stack.push(next)
        case .help:
            stack.pushHelp()
        case .repaintAll:
            effects.draw = .repaintAll
        case .quit:
            effects.quit = true
        case let .launch(plan):
            effects.launch = plan
        case let .run(command):
            effects.command = command
        case let .all(actions):
            for action in actions { perform(action, from: screen, at: now, into: &effects) }
            return
        }
        effects.draw = max(effects.draw, .redraw)
    }
}
