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
        /// Whether the main thread wakes within a second of wall time anyway.
        var drainsSoon = false
        /// Messages handed to the main thread and not answered yet.
        var handedOn = 0
        /// The updates taken, in the order they came, one per activity.
        var arrived: [ActivityUpdate] = []
    }

    private let state = Mutex(State())
    private let limits: ActivityLimits

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
                return ControlReply(ok: false, message: "activity \(update.id) refused: its dates are out of order")
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

    /// The updates taken since the last call, in the order they came (the main thread, at each
    /// message).
    public func take() -> [ActivityUpdate] {
        state.withLock { state in
            guard !state.arrived.isEmpty else { return [] }
            defer { state.arrived = [] }
            return state.arrived
        }
    }

    /// The running activities by id, with their starts (the main thread, when they change).
    public func publish(running: [String: Date]) {
        state.withLock { $0.running = running }
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
