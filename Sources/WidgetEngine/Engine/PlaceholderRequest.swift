import Dispatch
#if canImport(Glibc)
    import Glibc
#endif

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
    /// calling thread; more are shared out over the cores: the calling thread and up to one
    /// private serial queue per other core take the next request until none is left, and
    /// this returns once all are made.
    ///
    /// Not `DispatchQueue.concurrentPerform`: it runs on the global concurrent pool, and on
    /// Linux the first work there starts libdispatch's worker-pool monitor, which wakes the
    /// process once a second for the rest of its life (see ``PrivateQueueExecutor``): every
    /// first start then never slept. Serial queues drain on the unmonitored overcommit pool.
    static func make(_ requests: [PlaceholderRequest]) -> [ArchivedEntry] {
        guard requests.count > 1 else { return requests.map { $0.make() } }
        let results = PlaceholderResults(count: requests.count)
        let share: @Sendable () -> Void = {
            while let index = results.takeNext() { results.set(requests[index].make(), at: index) }
        }
        let group = DispatchGroup()
        for _ in 1..<min(activeCores, requests.count) {
            DispatchQueue(label: "homescreen.placeholders").async(group: group, execute: share)
        }
        share()
        group.wait()
        return results.entries
    }

    /// The cores this process may run on now.
    static var activeCores: Int { max(1, sysconf(Int32(_SC_NPROCESSORS_ONLN))) }

    func make() -> ArchivedEntry {
        provider.placeholder(in: context, environment: environment)
    }
}
