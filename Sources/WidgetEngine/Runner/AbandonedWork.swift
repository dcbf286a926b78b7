import Synchronization

/// Counts the work ``RealTimeLimit`` abandoned at its limit that has not returned yet.
///
/// Widget code running in this process cannot be stopped from outside: an abandoned call's
/// task is cancelled and its answer dropped, but a provider that blocks keeps its thread
/// until it returns. The home screen's worker is free again at the limit all the same; this
/// count says how many threads such calls may still hold (it is logged at each abandonment).
/// Each instance has one call under way at most and is stopped after its fifth failure in a
/// row, so the count is bounded by five per hanging instance until the user reloads it.
public final class AbandonedWork: Sendable {
    private let count = Atomic<Int>(0)

    /// The count for the whole process.
    public static let shared = AbandonedWork()

    /// A count of its own (tests).
    public init() {}

    /// Abandoned work that has not returned yet.
    public var stillRunning: Int { count.load(ordering: .relaxed) }

    /// Notes work abandoned while it runs.
    func abandoned() {
        count.add(1, ordering: .relaxed)
    }

    /// Notes abandoned work that has returned at last.
    func returned() {
        count.subtract(1, ordering: .relaxed)
    }
}
