import Foundation
import WidgetEngine

/// The calls into widget code waiting to be started: the engine's timelines, the gallery's
/// snapshots and the configuration sheet's look-ups, in one queue with one token space (the
/// engine's: see ``TimelineEngine/issueToken()``), drained once per step.
struct WorkQueue {
    private var waiting: [WidgetCall] = []

    /// Queues `call` for the next step.
    mutating func submit(_ call: WidgetCall) {
        waiting.append(call)
    }

    /// Drops the calls `tokens` not yet started (their screen closed before the next step).
    mutating func cancel(_ tokens: some Sequence<UInt64>) {
        let dropped = Set(tokens)
        waiting.removeAll { dropped.contains($0.token) }
    }

    /// The calls queued since the last drain, oldest first.
    mutating func drain() -> [WidgetCall] {
        defer { waiting.removeAll() }
        return waiting
    }
}
