import CellGrid
import CThreadPriority
import Dispatch
import Foundation
import HostIO
import Logging
import Terminal
import WidgetEngine

/// Drives the home screen on the main actor: Dispatch sources for input, SIGWINCH and the
/// quit signals, and one timer re-armed to the next instant anything changes. Nothing wakes
/// while nothing is due. Each frame reads the clock once and derives both what is shown and
/// the next deadline from that reading. Providers run concurrently; their results hop back to
/// the main actor.
@MainActor
public final class HomeScreenRunLoop {
    private let terminal: any Terminal
    let screen: HomeScreen
    let clock: any WidgetClock
    nonisolated static let logger = Logger(label: "homescreen.runloop")
    /// Seconds of `clock` that pass in one second of wall time: the virtual clock's speed, 1
    /// for the wall clock; 0 for a clock that stands still (nothing wakes by itself).
    let speed: Double
    private var sources: [any DispatchSourceProtocol] = []
    private var timer: (any WakeScheduling)?
    /// Watches the layout file for hand edits.
    var layoutWatcher: LayoutFileWatcher?
    private var finished: CheckedContinuation<Void, Never>?
    /// Whether frames are drawn now: drawing.paused while a program owns the terminal, one coalesced
    /// frame pending, the first frame held.
    private var drawing = DrawingState()
    /// The signals that quit cleanly (the terminal restored, the caches written): Ctrl-C,
    /// Ctrl-\ and those a session or a service manager ends programs with. ``CrashRestore``
    /// restores the terminal on every other signal that ends a process.
    nonisolated static let quitSignals = [SIGINT, SIGQUIT, SIGTERM, SIGHUP]
    /// The longest the first frame waits for the cache reader.
    static let firstFrameHold = DispatchTimeInterval.milliseconds(25)
    private let programs: any ProgramRunner
    /// Where to listen for `homescreen reload` and `donate`, and the listener.
    var control: ControlEndpoint
    /// Runs the calls into widget code, each within its limit.
    let runner: ProviderRunner

    /// - Parameters:
    ///   - speed: seconds of `clock` in one second of wall time (a virtual clock's speed; 1 for
    ///     the wall clock, 0 for a clock that only moves when set).
    ///   - controlPath: the control socket's path (see ``ControlSocketPath``); nil for none.
    ///   - wakeTimer: makes the timer that wakes the loop at the next instant; nil for the wall
    ///     clock's (tests fire theirs by hand).
    ///   - limitTimer: says when a call into widget code has passed its limit (a Dispatch
    ///     timer; tests fire theirs by hand).
    ///   - abandoned: counts the calls abandoned at their limit that have not returned yet.
    public init(
        terminal: any Terminal, screen: HomeScreen, clock: any WidgetClock, speed: Double = 1,
        programs: any ProgramRunner = ProcessRunner(), controlPath: String? = nil,
        wakeTimer: WakeTimerFactory? = nil, limitTimer: any LimitTimer = DispatchLimitTimer(),
        abandoned: AbandonedWork = .shared
    ) {
        self.programs = programs
        runner = ProviderRunner(catalog: screen.catalog, limitTimer: limitTimer, abandoned: abandoned)
        control = ControlEndpoint(path: controlPath)
        self.terminal = terminal
        self.screen = screen
        self.clock = clock
        self.speed = speed
        timer = (wakeTimer ?? WakeTimer.standard) { [weak self] in self?.frame() }
    }

    /// Runs until the user quits or a quit signal arrives; the terminal is restored on the way out.
    public func run() async throws {
        try terminal.start()
        defer { terminal.stop() }
        CrashRestore.install()
        if let report = terminal.pictureReport { Self.logger.info("\(report)") }
        if terminal.colorDepth == .none { screen.useMonochrome() }
        if let codeset = terminal.nonUTF8Codeset {
            screen.announce(
                "Locale is \(codeset), not UTF-8: ASCII only (set LANG=C.UTF-8)",
                at: clock.now)
        }
        let cacheWriter = CacheWriter()
        screen.cacheWriter = cacheWriter
        defer { cacheWriter.flush() }
        screen.resize(to: terminal.size, at: clock.now)
        screen.start(at: clock.now)
        installSources()
        loadCachesInBackground()
        frame() // starts the first provider calls
        startControl()
        watchLayoutFile()
        if drawing.holdsFirstFrame {
            DispatchQueue.main.asyncAfter(deadline: .now() + Self.firstFrameHold) { [weak self] in
                MainActor.assumeIsolated { self?.drawHeldFrame() }
            }
        }
        await withCheckedContinuation { continuation in finished = continuation }
        for source in sources { source.cancel() }
        timer?.cancel()
        control.listener?.close()
        layoutWatcher?.stop()
    }

    private func installSources() {
        let input = DispatchSource.makeReadSource(fileDescriptor: terminal.inputFileDescriptor, queue: .main)
        input.setEventHandler { [weak self] in MainActor.assumeIsolated { self?.readInput() } }
        input.resume()
        sources.append(input)
        signal(SIGWINCH, SIG_IGN)
        let resize = DispatchSource.makeSignalSource(signal: SIGWINCH, queue: .main)
        resize.setEventHandler { [weak self] in MainActor.assumeIsolated { self?.resized() } }
        resize.resume()
        sources.append(resize)
        for quitSignal in Self.quitSignals {
            signal(quitSignal, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: quitSignal, queue: .main)
            source.setEventHandler { [weak self] in MainActor.assumeIsolated { self?.quit() } }
            source.resume()
            sources.append(source)
        }
    }

    /// Decodes the last run's caches off the main actor on a thread of its own, then shows
    /// them. The page on screen's come first, one by one and smallest first, each shown as soon
    /// as it is decoded: the first frame waits only until every tile there has something to
    /// show (reading and decoding a page's binary caches takes well under a millisecond). Of
    /// the others only the heads are decoded (what scheduling needs: the policy, relevance,
    /// budget; their entries are read when their page is shown), once the first frame is
    /// drawn and at the lowest priority, so that they never slow the first frame or the first
    /// page's providers on a machine with few cores; adopting them places those instances
    /// (``HomeScreen/adoptCaches(_:at:finishesReading:)``). An instance with a current cache
    /// is not reloaded because the program started.
    private func loadCachesInBackground() {
        guard let store = screen.store else { return }
        let ids = screen.beginReadingCaches()
        drawing.shownIDs = ids.shown
        drawing.holdsFirstFrame = true
        let firstFrameDrawn = DispatchSemaphore(value: 0)
        drawing.firstFrameDrawn = firstFrameDrawn
        let reader = Thread { [weak self] in
            let donations = store.loadDonations()
            DispatchQueue.main.async { [weak self] in
                MainActor.assumeIsolated { self?.adoptDonations(donations) }
            }
            let files = ids.shown.map { (id: $0, file: store.read($0)) }
            for (id, file) in files.sorted(by: { ($0.file?.data.count ?? 0) < ($1.file?.data.count ?? 0) }) {
                let read: HomeScreen.CacheRead = (id, file.flatMap { store.decode($0) })
                DispatchQueue.main.async { [weak self] in
                    MainActor.assumeIsolated { self?.adoptCaches([read], finishesReading: false) }
                }
            }
            DispatchQueue.main.async { [weak self] in
                MainActor.assumeIsolated { self?.shownCachesRead() }
            }
            // The rest after the first frame (or, when no frame comes, after half a second: a
            // program launched from the screen may hold the terminal).
            _ = firstFrameDrawn.wait(timeout: .now() + .milliseconds(500))
            if thread_priority_lower_to_lowest() != 0 {
                Logger(label: "homescreen.runloop").debug("cannot lower the cache reader's priority (errno \(errno))")
            }
            let hidden = HomeScreen.loadCaches(ids.hidden, from: store, headsOnly: true)
            DispatchQueue.main.async { [weak self] in
                MainActor.assumeIsolated { self?.adoptCaches(hidden, finishesReading: true) }
            }
        }
        reader.name = "homescreen.caches"
        reader.start()
    }

    private func adoptDonations(_ donations: DonationStore) {
        screen.adoptDonations(donations, at: clock.now)
        requestFrame()
    }

    private func adoptCaches(_ reads: [HomeScreen.CacheRead], finishesReading: Bool) {
        let now = clock.now
        screen.adoptCaches(reads, at: now, finishesReading: finishesReading)
        releaseFirstFrameIfReady(at: now)
        requestFrame()
    }

    private func shownCachesRead() {
        drawing.holdsFirstFrame = false
        requestFrame()
    }

    /// Lets the first frame be drawn once every tile on the page has something to show.
    func releaseFirstFrameIfReady(at now: Date) {
        guard drawing.holdsFirstFrame, screen.showsContent(for: drawing.shownIDs, at: now) else { return }
        drawing.holdsFirstFrame = false
    }

    /// Draws the first frame if it is still held (the cache reader is late).
    private func drawHeldFrame() {
        guard drawing.holdsFirstFrame else { return }
        drawing.holdsFirstFrame = false
        frame()
    }

    private func readInput() {
        guard !drawing.paused else { return }
        drawing.holdsFirstFrame = false
        let now = clock.now
        for event in terminal.readEvents() {
            switch screen.handle(event, at: now) {
            case .none: continue
            case .redraw: break
            case .repaintAll: terminal.forceRepaint()
            case .quit:
                quit()
                return
            case let .launch(plan):
                launch(plan)
                return
            }
        }
        frame()
    }

    /// Hands the terminal to a program and takes it back: input and drawing stop until the
    /// program exits; then the screen is repainted whole.
    private func launch(_ plan: LaunchPlan) {
        drawing.paused = true
        let terminal = self.terminal
        let programs = self.programs
        let log = Self.logger
        Task { @MainActor [weak self] in
            // The runner's waiting is not on the global executor: see PrivateQueueExecutor.
            let message = await withTaskExecutorPreference(PrivateQueueExecutor(label: "homescreen.launch")) {
                await AppOpening().execute(plan, terminal: terminal, runner: programs, log: log)
            }
            guard let self else { return }
            self.drawing.paused = false
            self.screen.finishedLaunch(message: message, at: self.clock.now)
            self.terminal.forceRepaint()
            self.frame()
        }
    }

    private func resized() {
        guard !drawing.paused else { return }
        drawing.holdsFirstFrame = false
        let size = terminal.handleResize()
        screen.resize(to: size, at: clock.now)
        frame()
    }

    private func quit() {
        finished?.resume()
        finished = nil
    }

    /// One frame: step the screen (engine, screens, placeholders), start the calls into
    /// widget code it hands out, draw, arm the timer.
    func frame() {
        guard !drawing.paused else { return }
        let now = clock.now
        for call in screen.step(at: now, monotonic: clock.monotonic) { start(call) }
        guard !drawing.holdsFirstFrame else { return arm(after: now) }
        let buffer = screen.frame(at: now).buffer
        terminal.draw(terminal.nonUTF8Codeset == nil ? buffer : ASCIIFallback.apply(to: buffer))
        drawing.firstFrameDrawn?.signal()
        drawing.firstFrameDrawn = nil
        arm(after: now)
    }

    private func logWake(_ next: Date?, at now: Date) {
        Self.logger.trace("frame at \(now.formatted(.iso8601)); next wake \(next.map { $0.formatted(.iso8601) } ?? "none")")
    }

    /// Draws once on the next turn of the main queue, however many results arrive before it
    /// (the first timelines of every widget come in a burst at start).
    func requestFrame() {
        guard !drawing.framePending else { return }
        drawing.framePending = true
        DispatchQueue.main.async { [weak self] in
            MainActor.assumeIsolated {
                guard let self else { return }
                self.drawing.framePending = false
                self.frame()
            }
        }
    }

    /// Sleeps until the next instant anything changes (in wall time: the clock's ``speed``
    /// shortens the wait).
    private func arm(after now: Date) {
        guard let timer else { return }
        let next = screen.nextWake(after: now)
        logWake(next, at: now)
        guard let next, speed > 0 else {
            timer.schedule(after: nil)
            return
        }
        timer.schedule(after: max(0, next.timeIntervalSince(now)) / speed)
    }
}
