import CellGrid
import Dispatch
import Foundation
import HostIO
import Logging
import Terminal
import WidgetEngine

/// Drives the home screen on the main actor: every input becomes a ``HomeMessage`` sent at
/// the clock's one reading, and ``apply(_:at:)`` performs the ``HomeEffects`` it answers:
/// calls into widget code started off the main actor, a frame drawn, the one timer re-armed
/// to the next instant anything changes, a program launched, the loop ended. Nothing wakes
/// while nothing is due.
///
/// ``run()`` listens with Dispatch sources for input, `SIGWINCH`, the quit signals, the
/// control socket, the layout file and the files widgets read. The test pilot (`TestSupport`'s `Pilot`) drives the
/// same loop without them: it sends messages itself on a fake terminal and a manual clock,
/// so the effects of a test are performed by this very ``apply(_:at:)``.
@MainActor
public final class HomeScreenRunLoop {
    let terminal: any Terminal
    let screen: HomeScreen
    let clock: any WidgetClock
    nonisolated static let logger = Logger(label: "homescreen.runloop")
    /// Seconds of `clock` that pass in one second of wall time: the virtual clock's speed, 1
    /// for the wall clock; 0 for a clock that stands still (nothing wakes by itself).
    let speed: Double
    private var timer: (any WakeScheduling)?
    /// What wakes the loop besides the timer.
    var sources: RunLoopSources
    private var finished: CheckedContinuation<Void, Never>?
    /// Whether frames are drawn now: not while a program owns the terminal or the first frame
    /// is held.
    var drawing = DrawingState()
    /// The signals that quit cleanly (the terminal restored, the caches written): Ctrl-C,
    /// Ctrl-\ and those a session or a service manager ends programs with. ``CrashRestore``
    /// restores the terminal on every other signal that ends a process.
    nonisolated static let quitSignals = [SIGINT, SIGQUIT, SIGTERM, SIGHUP]
    /// The longest the first frame waits for the cache reader.
    static let firstFrameHold = DispatchTimeInterval.milliseconds(25)
    let programs: any ProgramRunner
    /// Runs the calls into widget code, each within its limit.
    var runner: ProviderRunner
    /// Who starts calls and reads caches instead of the loop's own tasks and thread (the test
    /// pilot); nil: the loop itself.
    weak var background: (any BackgroundWork)?
    /// What live widgets are told, and what they push.
    private(set) var live: LiveAttention?
    /// Batches of pushed content taken so far (each one message, at most one frame).
    public private(set) var pushBatches = 0

    /// - Parameters:
    ///   - speed: seconds of `clock` in one second of wall time (a virtual clock's speed; 1 for
    ///     the wall clock, 0 for a clock that only moves when set).
    ///   - controlPath: the control socket's path (see ``ControlSocketPath``); nil for none.
    ///   - wakeTimer: makes the timer that wakes the loop at the next instant; nil for the wall
    ///     clock's (tests fire theirs by hand).
    ///   - limitTimer: says when a call into widget code has passed its limit (a Dispatch
    ///     timer; tests fire theirs by hand).
    ///   - abandoned: counts the calls abandoned at their limit that have not returned yet.
    ///   - background: starts the calls into widget code and reads the caches instead of the
    ///     loop's own tasks and thread (the test pilot, which holds them); nil for the loop's.
    ///   - pushSchedule: times the display instants that pushes wait for (tests fire theirs by hand).
    ///   - pushUptime: the monotonic clock that says whether a push comes after a quiet time
    ///     (tests move theirs by hand).
    public init(
        terminal: any Terminal, screen: HomeScreen, clock: any WidgetClock, speed: Double = 1,
        programs: any ProgramRunner = ProcessRunner(), controlPath: String? = nil,
        wakeTimer: WakeTimerFactory? = nil, limitTimer: any LimitTimer = DispatchLimitTimer(),
        abandoned: AbandonedWork = .shared, background: (any BackgroundWork)? = nil,
        pushSchedule: @escaping ExtensionClient.Schedule = ExtensionClient.realTimeSchedule,
        pushUptime: @escaping @Sendable () -> Double = PushCoalescer.systemUptime
    ) {
        self.programs = programs
        runner = ProviderRunner(catalog: screen.catalog, limitTimer: limitTimer, abandoned: abandoned)
        sources = RunLoopSources(controlPath: controlPath)
        self.terminal = terminal
        self.screen = screen
        self.clock = clock
        self.speed = speed
        screen.timePasses = speed > 0
        self.background = background
        timer = (wakeTimer ?? WakeTimer.standard) { [weak self] in self?.timerFired() }
        live = LiveAttention(catalog: screen.catalog, schedule: pushSchedule, uptime: pushUptime) { [weak self] pushes in
            // Taken while a program owns the terminal too (nothing is drawn then).
            guard let self else { return }
            self.pushBatches += 1
            Self.logger.trace("\(pushes.count) pushes in one message")
            self.send(.pushed(pushes))
        }
        screen.controlCenter.onRequest { [weak self] in
            DispatchQueue.main.async { MainActor.assumeIsolated { _ = self?.send(.controlsRequested) } }
        }
    }

    /// Files and folders whose changes only a restart applies, by path (`config.toml`, the
    /// installed extensions); watched by ``run()``.
    public var settingsFiles: [String: WatchedSetting] = [:]
    /// Makes the widget catalog again, off the main actor, when a setting that
    /// ``WatchedSetting/changesCatalog`` changed (nil: those ask for a restart too).
    public var catalogSource: (@Sendable () async -> WidgetCatalog)?

    /// The screen shown over the pages from the start (`--lock-screen`, `--standby`); nil: the pages.
    public var startScreen: FullScreen?

    /// Runs until the user quits or a quit signal arrives; the terminal is restored on the way out.
    public func run() async throws {
        try terminal.start()
        defer { terminal.stop() }
        CrashRestore.install()
        let cacheWriter = CacheWriter()
        screen.cacheWriter = cacheWriter
        defer { cacheWriter.flush() }
        begin()
        installSources()
        installWidgetSignals()
        startControl()
        watchLayoutFile()
        watchWidgetFiles()
        watchSettings()
        await withCheckedContinuation { continuation in finished = continuation }
        screen.saveUnsaved(at: clock.now)
        live?.stopAll()
        sources.cancel()
        screen.activityInbox.feeds.closeAll()
        timer?.cancel()
    }

    /// Starts the home screen on the terminal as it is (its size, its colors, its codeset):
    /// the first message, whose effects draw the first frame (held while a restart's caches
    /// are read) and start the first calls. ``run()`` calls it; the test pilot calls it on a
    /// fake terminal. Returns the start's effects.
    @discardableResult
    public func begin() -> HomeEffects {
        if let report = terminal.pictureReport { Self.logger.info("\(report)") }
        if terminal.colorDepth == .none { screen.useMonochrome() }
        var effects = send(.start(terminal.size))
        if let startScreen { effects = send(.present(startScreen)) }
        if let codeset = terminal.nonUTF8Codeset {
            send(.notice("Locale is \(codeset), not UTF-8: ASCII only (set LANG=C.UTF-8)"))
        }
        return effects
    }

    /// Sends `message` at the clock's reading and performs what the screen answers.
    @discardableResult
    public func send(_ message: HomeMessage) -> HomeEffects {
        let now = clock.now
        let effects = screen.send(message, at: now)
        apply(effects, at: now)
        return effects
    }

    /// Performs `effects`, the answer to a message at `now`: the one place they are carried
    /// out, for the terminal and for the test pilot alike. Calls start, memory goes back after
    /// a burst, caches are read, then the loop quits, hands the terminal to a program, or
    /// draws and sleeps until the next instant anything changes.
    public func apply(_ effects: HomeEffects, at now: Date) {
        for call in effects.calls { start(call) }
        if let burst = effects.finishedBurst { MemoryRelease.afterBurst(of: burst) }
        if let reading = effects.readCaches { readCaches(reading) }
        if let attention = effects.attention { live?.update(attention) }
        if let paths = effects.sources { watch(paths) }
        if let catalog = effects.catalog {
            runner.catalog = catalog
            live?.catalog = catalog
        }
        switch effects.backgroundQuery {
        case .ask: terminal.queryBackgroundColor()
        case .stopWaiting: terminal.stopWaitingForBackgroundColor()
        case nil: break
        }
        if effects.quit {
            _ = screen.activityInbox.publish(drainsSoon: false)
            return quit()
        }
        if let command = effects.command { run(command) }
        if let plan = effects.launch { return launch(plan) }
        if drawing.holdsFirstFrame, screen.showsContent(for: drawing.shownIDs, at: now) { drawing.holdsFirstFrame = false }
        switch effects.draw {
        case .none: break
        case .redraw: draw(at: now)
        case .repaintAll:
            terminal.forceRepaint()
            draw(at: now)
        }
        arm(effects.wake, after: now)
    }

    /// Draws the screen at `now`, unless a program owns the terminal or the first frame is held.
    func draw(at now: Date) {
        guard !drawing.paused, !drawing.holdsFirstFrame else { return }
        let frame = screen.frame(at: now)
        let buffer = terminal.nonUTF8Codeset == nil ? frame.buffer : ASCIIFallback.apply(to: frame.buffer)
        // Drawn over the frame the terminal shows: only its damage is compared.
        if let damage = frame.damage, damage.since == drawing.lastFrame {
            terminal.draw(buffer, within: damage.rects)
        } else {
            terminal.draw(buffer)
        }
        drawing.lastFrame = frame.number
        drawing.firstFrameDrawn?.signal()
        drawing.firstFrameDrawn = nil
    }

    /// The timer fired: the instant it was armed for has come.
    private func timerFired() {
        guard !drawing.paused else { return }
        send(.tick(monotonic: clock.monotonic))
    }

    /// Sleeps until `next` (in wall time: the clock's ``speed`` shortens the wait); nil or a
    /// clock that stands still: until a message.
    private func arm(_ next: Date?, after now: Date) {
        guard let timer else { return }
        Self.logger.trace("frame at \(now.formatted(.iso8601)); next wake \(next.map { $0.formatted(.iso8601) } ?? "none")")
        let wait = next.flatMap { speed > 0 ? max(0, $0.timeIntervalSince(now)) / speed : nil }
        // A running activity's plain updates wait for this wake when it comes within a second
        // (``ActivityInbox``); updates that came while it was armed further off are taken at once.
        // While a program owns the terminal the wake takes nothing (``timerFired()``): none is
        // promised, so the feeds are waited on and read ahead (a message meanwhile, such as
        // `homescreen run`'s start, must not promise one).
        let soon = !drawing.paused && (wait.map { $0 <= 1 } ?? false)
        let waiting = screen.activityInbox.publish(drainsSoon: soon)
        timer.schedule(after: waiting && !soon ? 0 : wait)
    }

    /// Ends ``run()``.
    func quit() {
        finished?.resume()
        finished = nil
    }

    /// Hands the terminal to a program and takes it back: input and drawing stop until the
    /// program exits; then the screen is repainted whole, and `ended` makes the message that
    /// says so.
    func launch(_ plan: LaunchPlan, ended: @escaping @Sendable (String?) -> HomeMessage = { .launchFinished(failure: $0) }) {
        // Nothing is drawn until it ends: no wake within a second is promised (the inbox hands
        // updates to the main thread, and the loop waits on the feeds to read them ahead).
        _ = screen.activityInbox.publish(drainsSoon: false)
        let terminal = self.terminal
        let programs = self.programs
        let log = Self.logger
        drawing.launch = Task { @MainActor [weak self] in
            // The runner's waiting is not on the global executor: see PrivateQueueExecutor.
            let failure = await withTaskExecutorPreference(PrivateQueueExecutor(label: "homescreen.launch")) {
                await AppOpening().execute(plan, terminal: terminal, runner: programs, log: log)
            }
            guard let self else { return }
            self.drawing.launch = nil
            self.send(ended(failure))
        }
    }

    /// The program run from the screen, until it ends (nil: none runs); the test pilot
    /// awaits it.
    public var launching: Task<Void, Never>? { drawing.launch }
}
