import Foundation
import Synchronization
import WidgetEngine

/// Where a running live activity's plain updates wait for the home screen's next frame: the
/// control socket's own thread takes them, checks them and answers at once, so an update
/// (`homescreen activity update`, `homescreen run`'s progress) never wakes the main thread.
///
/// ```
/// client ─ activity-update ─▶ listener thread ─ answer(_:) ─▶ checked, kept (last wins per id) ─▶ "updated"
///                                                   │ not a plain update of a running activity, or no frame within a second
///                                                   └─▶ nil: the main thread answers it (.control), in order
/// main thread: HomeScreen.send(any message, at: now) ─ take() ─▶ the book ─▶ drawn in that frame
/// ```
///
/// Only a *plain* update is taken here: one of an activity the screen last said is running
/// (``publish(running:)``), with no alert (a toast is the main thread's) and not an end (an end
/// is drawn at once), while the screen has said it draws within a second anyway
/// (``publish(drainsSoon:)``: a seconds display, such as the strip's elapsed time, ticks each
/// second). It is checked here as the main thread would check it (the limits, and its date
/// against the start), so the reply says what the main thread would have said. Everything else
/// is handed to the main thread, and while anything handed on is unanswered every later message
/// is handed on too, so a client's messages take effect in the order it sent them.
///
/// Several updates of one activity before the next frame come to the last (the state is
/// whole, as on iOS); the main thread takes them with whatever message it handles next, at
/// that message's instant, so the engine still never reads the clock. An update taken here for
/// an activity that leaves before the next frame (the user dismissed it) is dropped there.
public final class ActivityInbox: Sendable {
    private struct State {
        /// The running activities and their starts, as the main thread last said.
        var running: [String: Date] = [:]
        /// The activities shown ended, as the main thread last said.
        var ended: Set<String> = []
        /// Whether the main thread wakes within a second of wall time anyway.
        var drainsSoon = false
        /// Messages handed to the main thread and not answered yet.
        var handedOn = 0
        /// The updates taken, in the order they came, one per activity.
        var arrived: [ActivityUpdate] = []
    }

    private let state = Mutex(State())
    private let limits: ActivityLimits
    /// The connections feeding activities their updates, read by ``take()``.
    public let feeds = ActivityFeeds()

    /// An empty inbox checking updates against `limits`.
    public init(limits: ActivityLimits = .standard) {
        self.limits = limits
    }

    /// The reply to `message` when it is a plain update taken (or refused) here; nil when the
    /// main thread is to answer it (counted until ``handedOnAnswered()``). Any thread.
    public func answer(_ message: ControlMessage) -> ControlReply? {
        guard case let .activityUpdate(update) = message, update.ended == nil, update.alert == nil else { return handOn() }
        do {
            // The main thread checks the limits first too: the same refusal, whoever answers.
            try limits.check(update)
        } catch {
            return ControlReply(refusing: update.id, for: error)
        }
        return state.withLock { state -> ControlReply? in
            guard state.handedOn == 0, state.drainsSoon, let started = state.running[update.id] else {
                state.handedOn += 1
                return nil
            }
            guard update.updated >= started else {
                return ControlReply(refusing: update.id, for: .datesOutOfOrder)
            }
            if let index = state.arrived.firstIndex(where: { $0.id == update.id }) {
                state.arrived[index] = update
            } else {
                state.arrived.append(update)
            }
            return ControlReply(ok: true, message: "activity \(update.id) updated")
        }
    }

    private func handOn() -> ControlReply? {
        state.withLock { $0.handedOn += 1 }
        return nil
    }

    /// The main thread answered a message ``answer(_:)`` handed on.
    public func handedOnAnswered() {
        state.withLock { $0.handedOn = max(0, $0.handedOn - 1) }
    }

    /// The updates taken since the last call, in the order they came, then the last update of
    /// each feed (the main thread, at each message). A feed's update is checked here as
    /// ``answer(_:)`` checks one; a refused one is answered on its feed, which ends.
    public func take() -> [ActivityUpdate] {
        let taken = checked(feeds.take())
        defer { feeds.closeEnded() }
        return state.withLock { state in
            Self.merge(taken, into: &state.arrived)
            guard !state.arrived.isEmpty else { return [] }
            defer { state.arrived = [] }
            return state.arrived
        }
    }

    /// While a program owns the terminal (the run loop, when a feed wakes it): the feeds are
    /// read ahead, and the last line of each whose client closed its side is checked now, kept
    /// with the updates that arrived for the next message to take, and its feed closed. The
    /// client, which waits for that close before it sends its end, goes on at once.
    public func readAhead() {
        let taken = checked(feeds.readAhead())
        defer { feeds.closeEnded() }
        guard !taken.isEmpty else { return }
        state.withLock { Self.merge(taken, into: &$0.arrived) }
    }

    /// `lines` decoded and checked, outside the lock (which the socket's thread takes per
    /// update); each refused one is answered on its feed, which ends.
    private func checked(_ lines: [ActivityFeeds.Line]) -> [ActivityUpdate] {
        guard !lines.isEmpty else { return [] }
        let known = state.withLock { (running: $0.running, ended: $0.ended) }
        var taken: [ActivityUpdate] = []
        for line in lines {
            switch Self.check(line, running: known.running, ended: known.ended, limits: limits) {
            case let .taken(update): taken.append(update)
            case let .refused(refusal): feeds.refuse(line.fd, with: refusal)
            }
        }
        return taken
    }

    /// `updates` after those already arrived, each the last of its activity's.
    private static func merge(_ updates: [ActivityUpdate], into arrived: inout [ActivityUpdate]) {
        for update in updates {
            if let index = arrived.firstIndex(where: { $0.id == update.id }) { arrived.remove(at: index) }
            arrived.append(update)
        }
    }

    /// What a feed's line comes to.
    private enum FeedCheck {
        case taken(ActivityUpdate)
        case refused(ControlReply)
    }

    /// `line`, a feed's update, read and checked; or the refusal that ends its feed.
    private static func check(
        _ line: ActivityFeeds.Line, running: [String: Date], ended: Set<String>, limits: ActivityLimits
    ) -> FeedCheck {
        guard let bytes = Data(base64Encoded: Data(line.text)), let update = try? ActivityUpdate(archived: [UInt8](bytes)) else {
            return .refused(ControlReply(ok: false, message: "malformed message: a feed's line is an activity update's archive in base64"))
        }
        guard update.id == line.id else {
            return .refused(ControlReply(ok: false, message: "activity \(line.id)'s feed takes updates of it, not of \(update.id)"))
        }
        guard let started = running[update.id] else {
            return .refused(ControlReply(refusing: update.id, for: ended.contains(update.id) ? .ended(update.id) : .notFound(update.id)))
        }
        guard update.ended == nil, update.alert == nil else {
            return .refused(ControlReply(ok: false, message: "activity \(line.id)'s feed takes plain updates: no end, no alert"))
        }
        do {
            try limits.check(update)
        } catch {
            return .refused(ControlReply(refusing: update.id, for: error))
        }
        guard update.updated >= started else {
            return .refused(ControlReply(refusing: update.id, for: .datesOutOfOrder))
        }
        return .taken(update)
    }

    /// The running activities by id, with their starts, and those shown ended (the main
    /// thread, when they change).
    public func publish(running: [String: Date], ended: Set<String> = []) {
        state.withLock { state in
            state.running = running
            state.ended = ended
        }
    }

    /// The feeds the main thread is to wait on: none while it wakes within a second anyway
    /// (``publish(drainsSoon:)``), when it reads them at that wake; every open one otherwise
    /// (it sleeps longer, or a program owns the terminal).
    public var feedsToWaitOn: [Int32] {
        state.withLock { $0.drainsSoon } ? [] : feeds.descriptors
    }

    /// Whether the main thread wakes within a second of wall time from now (the run loop, each
    /// time it arms its timer). Answers whether updates wait: when they do and it does not wake
    /// soon, it must wake at once to take them.
    public func publish(drainsSoon: Bool) -> Bool {
        state.withLock { state in
            state.drainsSoon = drainsSoon
            return !state.arrived.isEmpty
        }
    }
}
