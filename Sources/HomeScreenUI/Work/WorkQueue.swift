import Foundation
import WidgetEngine

/// The calls into widget code, waiting and running: the engine's timelines, the gallery's
/// snapshots and the configuration sheet's look-ups, in one queue with one token space (the
/// engine's: see ``TimelineEngine/issueToken()``).
///
/// At most ``workers`` calls run at once; the others wait here. Each time a worker is free,
/// ``start(onScreen:rank:)`` hands out the best waiting calls by their ``WorkRank`` and drops
/// the ones no longer wanted. A call holds its worker until ``finish(_:)``: its answer came,
/// or it was abandoned at its limit.
///
/// The waiting calls stay sorted by rank, so a start costs O(log n) however many wait (ten
/// thousand instances' first timelines come in one step); they are ranked again only when
/// what is on screen changes (a page turn while calls wait).
struct WorkQueue {
    /// How many calls run at once.
    let workers: Int
    /// Calls submitted since the last start, not ranked yet.
    private var submitted: [WidgetCall] = []
    /// Ranked calls, the best last.
    private var ranked: [(rank: WorkRank, call: WidgetCall)] = []
    /// What was on screen when ``ranked`` was ranked.
    private var rankedFor: Set<WidgetInstanceID>?? = .none
    /// The calls started and not finished, by token.
    private(set) var running: [UInt64: WidgetCall] = [:]
    /// Calls started since the queue was last idle (see ``takeBurst()``).
    private var startedSinceIdle = 0

    /// A queue running at most `workers` calls at once (at least one).
    init(workers: Int = .max) {
        self.workers = max(1, workers)
    }

    /// How many calls wait for a worker (some may turn out no longer wanted when their turn
    /// comes).
    var waitingCount: Int { submitted.count + ranked.count }

    /// The calls waiting, in no particular order.
    var waitingCalls: [WidgetCall] { submitted + ranked.map(\.call) }

    /// Whether nothing waits and nothing runs.
    var isIdle: Bool { submitted.isEmpty && ranked.isEmpty && running.isEmpty }

    /// Queues `call` to start when a worker is free.
    mutating func submit(_ call: WidgetCall) {
        submitted.append(call)
    }

    /// Drops the calls `tokens` not yet started (their screen closed before they ran). A
    /// call already running keeps its worker until it finishes; its answer is dropped by
    /// whoever asked for it.
    mutating func cancel(_ tokens: some Sequence<UInt64>) {
        let dropped = Set(tokens)
        submitted.removeAll { dropped.contains($0.token) }
        ranked.removeAll { dropped.contains($0.call.token) }
    }

    /// The calls to start now, best first: as many as there are free workers. `rank` ranks a
    /// call as things are now, or answers nil for a call no longer wanted, which is dropped;
    /// every waiting call is ranked again when `onScreen` (the instances on screen) differs
    /// from the last start's, and each is checked again when its turn comes. The calls
    /// returned count as running until ``finish(_:)``.
    mutating func start(onScreen: Set<WidgetInstanceID>?, rank: (WidgetCall) -> WorkRank?) -> [WidgetCall] {
        guard workers > running.count, waitingCount > 0 else { return [] }
        if rankedFor != .some(onScreen) {
            submitted = ranked.map(\.call) + submitted
            ranked = []
            rankedFor = .some(onScreen)
        }
        rankSubmitted(with: rank)
        var chosen: [WidgetCall] = []
        while workers > running.count, let next = ranked.popLast() {
            // Still wanted, and ranked the same? (A removed instance's call is dropped here.)
            guard let now = rank(next.call) else { continue }
            if now != next.rank {
                insert((now, next.call))
                continue
            }
            chosen.append(next.call)
            running[next.call.token] = next.call
        }
        startedSinceIdle += chosen.count
        return chosen
    }

    /// Ranks the calls submitted since the last start into ``ranked``.
    private mutating func rankSubmitted(with rank: (WidgetCall) -> WorkRank?) {
        guard !submitted.isEmpty else { return }
        let new = submitted.compactMap { call in rank(call).map { (rank: $0, call: call) } }
        submitted = []
        if new.count > 16 {
            ranked += new
            ranked.sort { $0.rank > $1.rank }
        } else {
            for entry in new { insert(entry) }
        }
    }

    /// Inserts `entry` into ``ranked`` where its rank puts it.
    private mutating func insert(_ entry: (rank: WorkRank, call: WidgetCall)) {
        var low = 0
        var high = ranked.count
        while low < high {
            let middle = (low + high) / 2
            if ranked[middle].rank > entry.rank { low = middle + 1 } else { high = middle }
        }
        ranked.insert(entry, at: low)
    }

    /// Frees the worker of the call `token`: it answered, or it was abandoned at its limit.
    /// False for a call that was not running.
    @discardableResult
    mutating func finish(_ token: UInt64) -> Bool {
        running.removeValue(forKey: token) != nil
    }

    /// Frees the workers of the running calls `abandoned` says nobody waits for any more (the
    /// engine gave a timeline up at its deadline, which on a fast virtual clock comes long
    /// before the call's real-time limit): their answers would be dropped. Returns them.
    mutating func release(where abandoned: (WidgetCall) -> Bool) -> [WidgetCall] {
        let released = running.values.filter(abandoned)
        for call in released { running[call.token] = nil }
        return released.sorted { $0.token < $1.token }
    }

    /// How many calls ran since the queue was last idle, once it is idle again (then the
    /// count starts over); nil while calls wait or run.
    mutating func takeBurst() -> Int? {
        guard isIdle, startedSinceIdle > 0 else { return nil }
        defer { startedSinceIdle = 0 }
        return startedSinceIdle
    }
}
