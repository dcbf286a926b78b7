import Foundation
import HeapModule

/// The next instant each instance needs attention, in a min-heap with lazy invalidation: a
/// new time for an instance pushes a new item and bumps its version, and stale items are
/// discarded when they reach the top. Finding the next instant and advancing cost O(log n).
struct EventQueue {
    private struct Item: Comparable {
        var date: Date
        var id: WidgetInstanceID
        var version: UInt64
        static func < (lhs: Item, rhs: Item) -> Bool {
            lhs.date != rhs.date ? lhs.date < rhs.date : lhs.id < rhs.id
        }
    }

    private var heap = Heap<Item>()
    private var versions: [WidgetInstanceID: UInt64] = [:]
    /// Instances visited by stepping, scheduling and visibility changes so far (see
    /// ``TimelineEngine/instancesVisited``).
    var visits = 0

    /// Sets (or clears, with nil) the instant `id` needs attention next.
    mutating func schedule(_ id: WidgetInstanceID, at date: Date?) {
        let version = (versions[id] ?? 0) &+ 1
        versions[id] = version
        if let date { heap.insert(Item(date: date, id: id, version: version)) }
        // Compact when stale items dominate, so memory stays proportional to instances.
        if heap.count > 4 * max(16, versions.count) { compact() }
    }

    /// Forgets `id`.
    mutating func remove(_ id: WidgetInstanceID) {
        versions[id] = nil
    }

    /// The earliest scheduled instant.
    mutating func peek() -> Date? {
        while let top = heap.min {
            if versions[top.id] == top.version { return top.date }
            heap.removeMin()
        }
        return nil
    }

    /// Removes and returns every instance due at or before `now`.
    mutating func popDue(at now: Date) -> [WidgetInstanceID] {
        var due: [WidgetInstanceID] = []
        while let top = heap.min, top.date <= now {
            heap.removeMin()
            if versions[top.id] == top.version {
                due.append(top.id)
                versions[top.id] = top.version &+ 1
            }
        }
        return due
    }

    private mutating func compact() {
        heap = Heap(heap.unordered.filter { versions[$0.id] == $0.version })
    }
}
