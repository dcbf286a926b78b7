import Dispatch
import Foundation
import Synchronization

/// Gathers pushes and hands them on at most once per display instant: a script printing 1,000
/// lines a second costs one frame per instant, never 1,000. Of several pushes for one instance
/// in an instant only the last content is kept (a reload asked for stays asked for), in the
/// order the instances first pushed.
///
/// A push after a quiet time (a whole instant since the last batch) is handed on at once, with
/// no timer: a live widget's entry a second costs no timer's wakeups. The pushes that follow it
/// within the instant wait for its end. Its schedule and its monotonic clock are injected:
/// tests fire the one by hand and move the other.
public final class PushCoalescer: Sendable {
    /// The display instant: 50 ms, so a stream shows up to 20 states a second.
    public static let displayInstant: Double = 0.05

    private struct State {
        var order: [WidgetInstanceID] = []
        var pending: [WidgetInstanceID: [WidgetPush.Content]] = [:]
        var flushScheduled = false
        var stopped = false
        /// When the last batch was handed on (the monotonic clock's seconds).
        var lastFlush: Double
        /// Pushes taken since the start, and batches handed on (for the log and tests).
        var received = 0
        var batches = 0
    }

    private let state: Mutex<State>
    private let interval: Double
    private let schedule: ExtensionClient.Schedule
    private let uptime: @Sendable () -> Double
    private let deliver: @Sendable ([WidgetPush]) -> Void

    /// Hands batches to `deliver` (on the schedule's queue, or on the pusher's thread for a
    /// push after a quiet time), at most one per `interval` seconds of `uptime`, a monotonic
    /// clock in seconds. The first instant counts from now.
    public init(
        interval: Double = PushCoalescer.displayInstant, schedule: @escaping ExtensionClient.Schedule = ExtensionClient.realTimeSchedule,
        uptime: @escaping @Sendable () -> Double = PushCoalescer.systemUptime, deliver: @escaping @Sendable ([WidgetPush]) -> Void
    ) {
        self.interval = interval
        self.schedule = schedule
        self.uptime = uptime
        self.deliver = deliver
        state = Mutex(State(lastFlush: uptime()))
    }

    /// The system's monotonic clock, in seconds.
    public static let systemUptime: @Sendable () -> Double = { Double(DispatchTime.now().uptimeNanoseconds) / 1e9 }

    /// Takes `push`; it is handed on with the others of its instant.
    public func submit(_ push: WidgetPush) {
        let now = uptime()
        let next = state.withLock { state -> Next in
            guard !state.stopped else { return .nothing }
            state.received += 1
            if !state.flushScheduled, now - state.lastFlush >= interval {
                // A quiet time: this push is handed on at once.
                state.lastFlush = now
                state.batches += 1
                return .deliverNow
            }
            if let earlier = state.pending[push.instance] {
                state.pending[push.instance] = WidgetPush.merge(earlier, push.content)
            } else {
                state.order.append(push.instance)
                state.pending[push.instance] = [push.content]
            }
            guard !state.flushScheduled else { return .nothing }
            state.flushScheduled = true
            return .flush(after: state.lastFlush + interval - now)
        }
        switch next {
        case .nothing: break
        case .deliverNow: deliver([push])
        case let .flush(after: wait): _ = schedule(wait) { [self] in flush() }
        }
    }

    /// What a push leads to.
    private enum Next {
        case nothing
        case deliverNow
        case flush(after: Double)
    }

    /// The sink to hand to ``LiveUpdates/attend(_:sink:)``.
    public var sink: LiveUpdates.Sink { { [self] push in submit(push) } }

    /// Pushes taken so far, and batches handed on.
    public var counts: (received: Int, batches: Int) { state.withLock { ($0.received, $0.batches) } }

    /// Drops what waits and takes no more pushes.
    public func stop() {
        state.withLock { state in
            state.stopped = true
            state.order = []
            state.pending = [:]
        }
    }

    private func flush() {
        let batch = state.withLock { state -> [WidgetPush] in
            defer {
                state.order = []
                state.pending = [:]
                state.flushScheduled = false
                state.lastFlush = uptime()
            }
            let batch = state.order.flatMap { id in (state.pending[id] ?? []).map { WidgetPush(instance: id, content: $0) } }
            if !batch.isEmpty { state.batches += 1 }
            return batch
        }
        if !batch.isEmpty { deliver(batch) }
    }
}
