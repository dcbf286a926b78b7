import Foundation
import Synchronization

/// Gathers pushes and hands them on at most once per display instant: a script printing 1,000
/// lines a second costs one frame per instant, never 1,000. Of several pushes for one instance
/// in an instant only the last content is kept (a reload asked for stays asked for), in the
/// order the instances first pushed.
///
/// The first push after a quiet time waits one instant too, so a burst that starts with it is
/// one frame. Its schedule is injected: tests fire it by hand.
public final class PushCoalescer: Sendable {
    /// The display instant: 50 ms, so a stream shows up to 20 states a second.
    public static let displayInstant: Double = 0.05

    private struct State {
        var order: [WidgetInstanceID] = []
        var pending: [WidgetInstanceID: [WidgetPush.Content]] = [:]
        var flushScheduled = false
        var stopped = false
        /// Pushes taken since the start, and batches handed on (for the log and tests).
        var received = 0
        var batches = 0
    }

    private let state = Mutex(State())
    private let interval: Double
    private let schedule: ExtensionClient.Schedule
    private let deliver: @Sendable ([WidgetPush]) -> Void

    /// Hands batches to `deliver` (on the schedule's queue), at most one per `interval` seconds.
    public init(
        interval: Double = PushCoalescer.displayInstant, schedule: @escaping ExtensionClient.Schedule = ExtensionClient.realTimeSchedule,
        deliver: @escaping @Sendable ([WidgetPush]) -> Void
    ) {
        self.interval = interval
        self.schedule = schedule
        self.deliver = deliver
    }

    /// Takes `push`; it is handed on with the others of its instant.
    public func submit(_ push: WidgetPush) {
        let needsFlush = state.withLock { state -> Bool in
            guard !state.stopped else { return false }
            state.received += 1
            if let earlier = state.pending[push.instance] {
                state.pending[push.instance] = WidgetPush.merge(earlier, push.content)
            } else {
                state.order.append(push.instance)
                state.pending[push.instance] = [push.content]
            }
            guard !state.flushScheduled else { return false }
            state.flushScheduled = true
            return true
        }
        if needsFlush { _ = schedule(interval) { [self] in flush() } }
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
            }
            let batch = state.order.flatMap { id in (state.pending[id] ?? []).map { WidgetPush(instance: id, content: $0) } }
            if !batch.isEmpty { state.batches += 1 }
            return batch
        }
        if !batch.isEmpty { deliver(batch) }
    }
}
