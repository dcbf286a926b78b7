import Foundation
import WidgetEngine

/// The calls into widget code, waiting and running: the engine's timelines, the gallery's
/// snapshots and the configuration sheet's look-ups, in one queue with one token space (the
/// engine's: see ``TimelineEngine/issueToken()``).
///
/// At most ``workers`` calls run at once; the others wait here. Each time a worker is free,
/// ``start(rank:)`` hands out the best waiting calls by their ``WorkRank`` as it is then (a
/// page turn changes what is on screen while calls wait), and drops the ones no longer
/// wanted. A call holds its worker until ``finish(_:)``: its answer came, or it was abandoned
/// at its limit.
struct WorkQueue {
    /// How many calls run at once.
    let workers: Int
    private var waiting: [WidgetCall] = []
    /// The calls started and not finished.
    private(set) var running: Set<UInt64> = []
    /// Calls started since the queue was last idle (see ``takeBurst()``).
    private var startedSinceIdle = 0

    /// A queue running at most `workers` calls at once (at least one).
    init(workers: Int = .max) {
        self.workers = max(1, workers)
    }

    /// How many calls wait for a worker.
    var waitingCount: Int { waiting.count }

    /// Whether nothing waits and nothing runs.
    var isIdle: Bool { waiting.isEmpty && running.isEmpty }

    /// Queues `call` to start when a worker is free.
    mutating func submit(_ call: WidgetCall) {
        waiting.append(call)
    }

    /// Drops the calls `tokens` not yet started (their screen closed before they ran). A
    /// call already running keeps its worker until it finishes; its answer is dropped by
    /// whoever asked for it.
    mutating func cancel(_ tokens: some Sequence<UInt64>) {
        let dropped = Set(tokens)
        waiting.removeAll { dropped.contains($0.token) }
    }

    /// The calls to start now, best first: as many as there are free workers. `rank` ranks
    /// each waiting call as things are now, or answers nil for a call no longer wanted, which
    /// is dropped. The calls returned count as running until ``finish(_:)``.
    mutating func start(rank: (WidgetCall) -> WorkRank?) -> [WidgetCall] {
        let free = workers - running.count
        guard free > 0, !waiting.isEmpty else { return [] }
        var ranked: [(rank: WorkRank, call: WidgetCall)] = []
        ranked.reserveCapacity(waiting.count)
        for call in waiting {
            if let rank = rank(call) { ranked.append((rank, call)) }
        }
        let chosen: [WidgetCall]
        if free >= ranked.count {
            chosen = ranked.sorted { $0.rank < $1.rank }.map(\.call)
            waiting = []
        } else {
            // A few workers and many calls: pick the best `free` one by one (n × free, with no
            // sort of the whole queue each time a worker frees).
            var picked: [WidgetCall] = []
            for _ in 0..<free {
                guard let best = ranked.indices.min(by: { ranked[$0].rank < ranked[$1].rank }) else { break }
                picked.append(ranked.remove(at: best).call)
            }
            chosen = picked
            waiting = ranked.map(\.call)
        }
        for call in chosen { running.insert(call.token) }
        startedSinceIdle += chosen.count
        return chosen
    }

    /// Frees the worker of the call `token`: it answered, or it was abandoned at its limit.
    /// False for a call that was not running.
    @discardableResult
    mutating func finish(_ token: UInt64) -> Bool {
        running.remove(token) != nil
    }

    /// How many calls ran since the queue was last idle, once it is idle again (then the
    /// count starts over); nil while calls wait or run.
    mutating func takeBurst() -> Int? {
        guard isIdle, startedSinceIdle > 0 else { return nil }
        defer { startedSinceIdle = 0 }
        return startedSinceIdle
    }
}
