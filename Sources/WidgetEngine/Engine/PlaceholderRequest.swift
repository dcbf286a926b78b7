import Dispatch

/// One placeholder to make: a kind's provider asked for its placeholder in a family.
///
/// The page a start shows needs one placeholder per kind and family before its first frame,
/// and each is the first use of its views' generic types (Swift's type lookups) and often of
/// ICU's calendars and formatters: on a first start that was most of the time before the
/// first frame. They are independent and their providers are `Sendable`, so ``make(_:)``
/// makes them on every core at once. The result does not depend on the order: each is a pure
/// function of its context and environment (the instant is in the context).
struct PlaceholderRequest: Sendable {
    var kind: String
    var provider: AnyTimelineProvider
    var context: TimelineProviderContext
    var environment: EnvironmentValues

    /// The placeholder entries of `requests`, in their order. One request is made on the
    /// calling thread; more are shared out over the cores, the caller's thread among them,
    /// and this returns once all are made.
    static func make(_ requests: [PlaceholderRequest]) -> [ArchivedEntry] {
        guard requests.count > 1 else { return requests.map { $0.make() } }
        let results = PlaceholderResults(count: requests.count)
        DispatchQueue.concurrentPerform(iterations: requests.count) { index in
            results.set(requests[index].make(), at: index)
        }
        return results.entries
    }

    func make() -> ArchivedEntry {
        provider.placeholder(in: context, environment: environment)
    }
}
