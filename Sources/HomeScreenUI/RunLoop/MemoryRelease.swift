import CMalloc
import Dispatch
import Logging

/// Gives the memory a burst of calls into widget code took back to the system.
///
/// glibc keeps the pages it freed: after the first timelines of a thousand instances the
/// process held its peak heap for the rest of its life. Once the work queue drains after a
/// burst of at least ``threshold`` calls, `malloc_trim(0)` returns the free pages at the top
/// of the heap and the free whole pages inside it (``HomeScreenProgram`` limits glibc to one
/// arena, so there is one heap to trim). It runs on a private queue (never Swift's global
/// executor): it holds the allocator's lock for a few milliseconds.
enum MemoryRelease {
    /// The fewest calls in a burst worth trimming after: a few reloads free little.
    static let threshold = 16
    private static let queue = DispatchQueue(label: "homescreen.memory", qos: .utility)
    private static let logger = Logger(label: "homescreen.memory")

    /// Trims the heap if `calls` ran in the burst that just ended.
    static func afterBurst(of calls: Int) {
        guard calls >= threshold else { return }
        #if os(Linux)
            queue.async {
                let released = malloc_trim(0)
                logger.debug("after \(calls) calls, malloc_trim \(released == 1 ? "gave memory back" : "found nothing to give back")")
            }
        #endif
    }
}
