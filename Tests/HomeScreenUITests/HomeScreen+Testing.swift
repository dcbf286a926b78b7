import Foundation
@testable import HomeScreenUI
import HostIO
import CellGrid
import Terminal
import TestSupport
import WidgetEngine

/// What tests read of the screen besides what it draws.
extension HomeScreen {
    /// The engine's state of the instance `id`.
    func engineState(_ id: String) -> InstanceState? {
        model.engine.states[WidgetInstanceID(rawValue: id)]
    }

    /// Selects item `id` as the arrows would (a shortcut past the keys that reach it).
    func settleSelection(on id: String?) {
        model.home.settleSelection(on: id)
    }
}

extension Pilot {
    /// The look-ups of parameter choices waiting, taken off the waiting calls (the others
    /// stay).
    func takeOptionRequests() -> [WidgetCall] {
        let options = takeWaiting()
        for call in options where call.optionsRequest == nil { start(call) }
        return options.filter { $0.optionsRequest != nil }.sorted { $0.token < $1.token }
    }
}

extension WidgetCall {
    /// The provider call of a timeline or snapshot call (tests ask only those for it).
    var request: ProviderRequest { providerRequest! }
    var instance: WidgetInstance { request.instance }
    var reason: ReloadReason { request.reason }
    var isPreview: Bool { request.isPreview }
    /// The parameter of a look-up.
    var parameter: String? { optionsRequest?.parameter }
}

extension Pilot {
    /// Sends `event` at `instant` (the clock's when nil), as the run loop turns a terminal's
    /// event into a message.
    @discardableResult
    func handle(_ event: InputEvent, at instant: Date? = nil) -> HomeEffects {
        if let instant { setClock(instant) }
        switch event {
        case let .key(key): return send(.key(key))
        case let .mouse(mouse): return send(.mouse(mouse))
        case let .paste(text): return send(.paste(text))
        case .resize: return send(.resize(terminal.handleResize()))
        case let .backgroundColor(color): return send(.terminalBackground(color))
        case .focusIn: return send(.focusIn)
        }
    }

    /// The clock moves to `instant` (the timer fires there) and the calls waiting are handed
    /// to the test unanswered: those of this tick and any an earlier message started.
    func step(at instant: Date, monotonic: TimeInterval? = nil) -> [WidgetCall] {
        tick(at: instant, monotonic: monotonic)
        return takeWaiting()
    }

    /// The clock moves to `instant` and every waiting call is answered there.
    func deliverAll(at instant: Date? = nil) async {
        if let instant { tick(at: instant) } else { tick() }
        await runCalls()
    }

    /// Answers `call` with `result` at `instant`.
    @discardableResult
    func answer(_ call: WidgetCall, with result: WidgetCallResult?, at instant: Date) -> HomeEffects {
        setClock(instant)
        return answer(call, with: result)
    }

    /// The frame, the pages and the next wake, as the screen gives them.
    func frame(at instant: Date) -> HomeFrame { screen.frame(at: instant) }
    func pageItems(for page: Int) -> [PlacedItem] { screen.pageItems(for: page) }
    func nextWake(after instant: Date) -> Date? { screen.nextWake(after: instant) }
    func engineState(_ id: String) -> InstanceState? { screen.engineState(id) }
}

extension HomeScreen {
    /// How many calls wait for a worker, and how many run.
    var workLoad: (waiting: Int, running: Int) {
        (model.hosted.work.waitingCount, model.hosted.work.running.count)
    }
}

extension Pilot {
    /// The caches the start asked to read (the run loop's reader would read them now).
    func beginReadingCaches() -> CacheReading {
        guard let reading = cachesToRead else { preconditionFailure("the screen asked to read no caches (no store?)") }
        return reading
    }

    /// Hands caches read at `instant` to the screen, as the run loop's reader does.
    func adoptCaches(_ reads: [HomeScreen.CacheRead], at instant: Date, finishesReading: Bool) {
        setClock(instant)
        send(.cachesRead(reads, finishesReading: finishesReading))
    }

    /// A control request at `instant`, and its reply.
    func receive(_ message: ControlMessage, at instant: Date) -> ControlReply {
        setClock(instant)
        return send(.control(message)).reply ?? ControlReply(ok: false, message: "no reply")
    }

    /// The terminal resized to `size` at `instant`.
    func resize(to size: CellSize, at instant: Date) {
        setClock(instant)
        resize(to: size)
    }

    /// The layout file changed on disk, as its watch says at `instant`; true when the layout
    /// shown changed.
    @discardableResult
    func reloadLayoutFile(at instant: Date) -> Bool {
        setClock(instant)
        let before = screen.layout
        send(.layoutFileChanged)
        return screen.layout != before
    }

    /// An interaction with a widget recorded at `instant` (as opening it does), dated
    /// `donation.date`.
    func recordDonation(_ donation: InteractionDonation, at instant: Date) {
        setClock(instant)
        screen.model.recordDonation(donation, at: instant)
        tick()
    }
}

extension Pilot {
    /// Answers the call `token` (one the screen started) with `result` at `instant`.
    func complete(_ token: UInt64, with result: WidgetCallResult, at instant: Date) {
        guard let call = started[token] else { preconditionFailure("no call \(token) was started") }
        answer(call, with: result, at: instant)
    }

    /// Hands a timeline back for the call `token`.
    func deliver(_ result: Result<ArchivedTimeline, ProviderFailure>, for token: UInt64, at instant: Date) {
        complete(token, with: .timeline(result), at: instant)
    }

    /// Hands a gallery snapshot back for the call `token`.
    func deliverSnapshot(_ result: Result<ArchivedEntry, ProviderFailure>, for token: UInt64, at instant: Date) {
        complete(token, with: .snapshot(result), at: instant)
    }

    /// Hands a look-up's choices back.
    func deliverOptions(_ result: Result<[String], ProviderFailure>, for call: WidgetCall, at instant: Date) {
        answer(call, with: .options(result), at: instant)
    }

    /// True when every one of `ids` has a timeline to show at `instant`.
    func showsContent(for ids: [WidgetInstanceID], at instant: Date) -> Bool {
        screen.showsContent(for: ids, at: instant)
    }
}

extension Pilot {
    /// The calls started since the waiting ones were last taken (by answers freeing workers,
    /// or by the engine handing out what came due), taken off ``waiting``.
    func startCalls(at instant: Date) -> [WidgetCall] {
        setClock(instant)
        return takeWaiting()
    }
}

extension HomeScreenRunLoop {
    /// The timer fires: the screen steps to the clock's instant and draws.
    func frame() {
        send(.tick(monotonic: clock.monotonic))
    }
}
