import CellGrid
import Foundation
import HomeScreenUI
import HostIO
import Terminal
import WidgetEngine

/// Drives a ``HomeScreen`` through the real run loop (``HomeScreenRunLoop``) on a fake
/// terminal and a manual clock, as Textual's Pilot drives the real app: every key, click,
/// resize, tick and answer is a message the loop sends, and the loop's own `apply` performs
/// what comes back (draws on the ``FakeTerminal``, arms the timer, starts calls).
///
/// The calls into widget code the loop starts wait in ``waiting`` until the test answers
/// them: ``runCalls()`` runs every one through the catalog's providers (round after round,
/// as answers start more), ``answer(_:with:)`` hands one a result of the test's choosing.
/// The last run's caches are read when the test says (``readCaches()``).
@MainActor
@dynamicMemberLookup
public final class Pilot: BackgroundWork {
    /// The screen driven.
    public let screen: HomeScreen
    /// What the screen drew last.
    public let terminal: FakeTerminal
    /// The loop that performs the effects.
    public private(set) var loop: HomeScreenRunLoop!
    /// The calls started and not answered yet, oldest first.
    public private(set) var waiting: [WidgetCall] = []
    /// Every call started, by token.
    public private(set) var started: [UInt64: WidgetCall] = [:]
    /// The caches the screen asked to read, until ``readCaches()`` reads them.
    public private(set) var cachesToRead: CacheReading?
    /// The effects of every message the pilot sent, in order (the loop's own messages, such
    /// as a launched program's end, are not among them).
    public private(set) var performed: [HomeEffects] = []
    private let clock: ManualClock
    private let runner: ProviderRunner
    private var timer: PilotTimer?
    /// The display instants that pushes wait for: ``flushPushes()`` fires them.
    public let pushes = ManualSchedule()

    /// A pilot of `screen` at `instant` (``Fixtures/instant`` by default) on `terminal` (by
    /// default a fake terminal of `size`, else of the screen's size); `programs` runs what the
    /// screen launches.
    public init(
        _ screen: HomeScreen, at instant: Date = Fixtures.instant, size: CellSize? = nil, terminal: FakeTerminal? = nil,
        programs: (any ProgramRunner)? = nil, limitTimer: (any LimitTimer)? = nil
    ) {
        self.screen = screen
        clock = ManualClock(now: instant)
        self.terminal = terminal ?? FakeTerminal(size: size ?? screen.screenSize)
        runner = ProviderRunner(catalog: screen.catalog, limitTimer: limitTimer ?? DispatchLimitTimer())
        var made: PilotTimer?
        loop = HomeScreenRunLoop(
            terminal: self.terminal, screen: screen, clock: clock, programs: programs ?? IdleProgramRunner(),
            wakeTimer: { fire in
                let timer = PilotTimer(fire: fire)
                made = timer
                return timer
            }, limitTimer: limitTimer ?? DispatchLimitTimer(), background: self, pushSchedule: pushes.schedule,
            pushUptime: pushes.uptime)
        timer = made
    }

    // MARK: Time

    /// The clock's instant.
    public var now: Date { clock.now }

    /// The instant the loop's timer is armed for (nil: none).
    public var wake: Date? { timer?.armed.map { clock.now.addingTimeInterval($0) } }

    /// Starts the screen on the terminal (``HomeScreenRunLoop/begin()``) and answers every
    /// call that start asks for.
    public func start() async {
        startHoldingCalls()
        await runCalls()
    }

    /// Starts the screen without answering anything: its calls wait in ``waiting``. Returns
    /// the start's effects.
    @discardableResult
    public func startHoldingCalls() -> HomeEffects {
        try? terminal.start()
        let effects = loop.begin()
        performed.append(effects)
        return effects
    }

    /// Moves the clock to `instant` (the monotonic clock by as much, unless `monotonic` says
    /// otherwise: a jump of the wall clock) without a message: what comes next comes then.
    public func setClock(_ instant: Date, monotonic: TimeInterval? = nil) {
        clock.set(instant, monotonic: monotonic)
    }

    /// Moves the clock to `instant` (the monotonic clock by as much, unless `monotonic` says
    /// otherwise: a jump of the wall clock) and fires the loop's timer, as the real one fires
    /// at the instant it was armed for.
    @discardableResult
    public func tick(at instant: Date? = nil, monotonic: TimeInterval? = nil) -> HomeEffects {
        if let instant { clock.set(instant, monotonic: monotonic) }
        return send(.tick(monotonic: clock.monotonic))
    }

    // MARK: Messages

    /// Sends `message` at the clock's instant through the loop; the loop performs its effects.
    @discardableResult
    public func send(_ message: HomeMessage) -> HomeEffects {
        let effects = loop.send(message)
        performed.append(effects)
        return effects
    }

    /// Presses `keys`, one message each; the effects of the last.
    @discardableResult
    public func press(_ keys: Key...) -> HomeEffects {
        keys.reduce(HomeEffects()) { _, key in send(.key(key)) }
    }

    /// Types `text`, one key per character.
    public func type(_ text: String) {
        for character in text { send(.key(.character(character))) }
    }

    /// Pastes `text` (bracketed paste).
    @discardableResult
    public func paste(_ text: String) -> HomeEffects {
        send(.paste(text))
    }

    /// Clicks (`kind`) the cell at `point`; `held` presses the button without releasing it
    /// (a drag begins).
    @discardableResult
    public func click(_ point: CellPoint, kind: MouseEvent.Kind = .press, held: Bool = false) -> HomeEffects {
        send(.mouse(MouseEvent(position: point, kind: kind, buttonHeld: held)))
    }

    /// Drags from `start` to `end`: the button held down at one, released at the other.
    @discardableResult
    public func drag(from start: CellPoint, to end: CellPoint) -> HomeEffects {
        click(start, held: true)
        return click(end, kind: .release)
    }

    /// Resizes the terminal to `size`, as a user resizing the window does.
    @discardableResult
    public func resize(to size: CellSize) -> HomeEffects {
        terminal.resize(to: size)
        _ = terminal.readEvents()
        return send(.resize(terminal.handleResize()))
    }

    // MARK: Calls

    /// Answers every waiting call through the catalog's providers, round after round (an
    /// answer may start the next calls: those of hidden instances follow the visible ones'),
    /// until none waits. `timelines` answers the timeline calls of the instances it names
    /// with the timeline given instead of their provider's.
    public func runCalls(_ timelines: [String: ArchivedTimeline] = [:]) async {
        while !waiting.isEmpty {
            let calls = waiting
            waiting.removeAll()
            for call in calls {
                if case let .timeline(request, _, _, _) = call.work, let timeline = timelines[request.instance.id.rawValue] {
                    send(.answered(call, .timeline(.success(timeline))))
                } else if let result = await call.run(with: runner) {
                    send(.answered(call, result))
                } else {
                    send(.abandoned(call))
                }
            }
        }
    }

    /// Ends the display instant that widgets' pushes wait for: what they pushed since reaches
    /// the screen as one message (on the main queue, awaited here). Returns whether any did.
    @discardableResult
    public func flushPushes() async -> Bool {
        let before = loop.pushBatches
        pushes.fireAll()
        for _ in 0..<10_000 where loop.pushBatches == before { await Task.yield() }
        return loop.pushBatches > before
    }

    /// Answers `call` with `result` (nil: abandoned at its limit), taking it off ``waiting``.
    @discardableResult
    public func answer(_ call: WidgetCall, with result: WidgetCallResult?) -> HomeEffects {
        waiting.removeAll { $0.token == call.token }
        return send(result.map { .answered(call, $0) } ?? .abandoned(call))
    }

    /// The waiting calls, taken off ``waiting``: the test answers them or leaves them unanswered.
    public func takeWaiting() -> [WidgetCall] {
        defer { waiting.removeAll() }
        return waiting
    }

    /// Reads the caches the screen asked to read, as the run loop's reader does: those of the
    /// page shown whole, then the others' heads, then the donations and the live activities.
    public func readCaches() {
        guard let reading = cachesToRead, let store = screen.store else { return }
        cachesToRead = nil
        send(.cachesRead(HomeScreen.loadCaches(reading.shown, from: store), finishesReading: false))
        send(.cachesRead(HomeScreen.loadCaches(reading.hidden, from: store, headsOnly: true), finishesReading: true))
        send(.donationsRead(store.loadDonations()))
        send(.activitiesRead(store.loadActivities()))
    }

    /// Waits for the program the screen launched to end (the loop then repaints).
    public func finishLaunch() async {
        await loop.launching?.value
    }

    // MARK: What shows

    /// What the screen says of itself (`pilot.selection`, `pilot.engine`, ...).
    public subscript<Value>(dynamicMember keyPath: KeyPath<HomeScreen, Value>) -> Value {
        screen[keyPath: keyPath]
    }

    /// What the screen is set up with before it starts (`pilot.cacheWriter = ...`).
    public subscript<Value>(dynamicMember keyPath: ReferenceWritableKeyPath<HomeScreen, Value>) -> Value {
        get { screen[keyPath: keyPath] }
        set { screen[keyPath: keyPath] = newValue }
    }

    /// The screen as the terminal shows it.
    public var text: String { terminal.screen.plainText }

    /// The screen drawn afresh at the clock's instant (as the next frame would be).
    public var frameText: String { screen.frame(at: clock.now).buffer.plainText }

    // MARK: BackgroundWork

    public func start(_ call: WidgetCall) {
        waiting.append(call)
        started[call.token] = call
    }

    public func readCaches(_ reading: CacheReading) {
        cachesToRead = reading
    }
}

/// The loop's timer under the pilot: records the wait it is armed with; the pilot fires it.
@MainActor
private final class PilotTimer: WakeScheduling {
    let fire: @MainActor () -> Void
    var armed: Double?

    init(fire: @escaping @MainActor () -> Void) { self.fire = fire }
    func schedule(after seconds: Double?) { armed = seconds }
    func cancel() { armed = nil }
}

/// Runs nothing: a launch under a pilot that was given no runner exits at once.
private struct IdleProgramRunner: ProgramRunner {
    func run(_ arguments: [String]) async -> Int32 { 0 }
}
