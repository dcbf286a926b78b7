/// Which instances off screen still hold their timelines in memory, and whether they may leave
/// it: only when the front end keeps every timeline on disk (``TimelineEngine/archivesOffScreen``).
struct Residency {
    /// True when timelines of instances off screen may leave memory.
    var archivesOffScreen = false
    /// Instances off screen whose timelines are in memory, to be evicted at the next
    /// ``TimelineEngine/evictHiddenTimelines()``.
    private(set) var evictable: Set<WidgetInstanceID> = []

    /// Notes that `id`, off screen, holds its timeline in memory.
    mutating func markEvictable(_ id: WidgetInstanceID) {
        if archivesOffScreen { evictable.insert(id) }
    }

    /// Takes the instances to look at, leaving none.
    mutating func takeEvictable() -> Set<WidgetInstanceID> {
        defer { evictable.removeAll() }
        return evictable
    }

    /// Forgets `id`.
    mutating func forget(_ id: WidgetInstanceID) {
        evictable.remove(id)
    }
}
